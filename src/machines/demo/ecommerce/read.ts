/** The strict readers the inventory's answers use: the demo dashboards' (./../dashboards/read-answer.ts) and a yes/no. */
export { arr, num, obj, str } from '../dashboards/read-answer';

export function bool(raw: unknown, path: string): boolean {
  if (typeof raw !== 'boolean') throw new TypeError(`${path} must be true or false`);
  return raw;
}
