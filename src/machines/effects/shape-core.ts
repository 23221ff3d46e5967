/**
 * The validators the start-up's answers need (the navigation's items): the rest of shape.ts is used by the panels and
 * sections only, so it stays out of the start-up code (issue 12 point 5). shape.ts re-exports these.
 */
export type Fields = Record<string, unknown>;

export function record(raw: unknown, name: string): Fields {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) throw new TypeError(`${name} must be an object`);
  return raw as Fields;
}

export function list(raw: unknown, name: string): unknown[] {
  if (!Array.isArray(raw)) throw new TypeError(`${name} must be an array`);
  return raw;
}

/**
 * The items of a list answer that parse: an item that does not (a bad field, a link the product refuses) is dropped
 * with a console warning naming it, never the whole list (issue 11 point 8). Only a non-array fails the answer.
 */
export function validItems<T>(raw: unknown, name: string, parse: (item: unknown, name: string) => T): T[] {
  return list(raw, name).flatMap((item, index) => {
    try {
      return [parse(item, `${name}[${index}]`)];
    } catch (error) {
      if (!(error instanceof TypeError)) throw error;
      console.warn(`${name}[${index}] was dropped from the answer: ${error.message}`);
      return [];
    }
  });
}
