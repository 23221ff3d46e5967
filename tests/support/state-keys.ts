/** Every active leaf of a (possibly parallel) state value as a dotted string: `['list.ready.idle', 'panel.closed']`. */
export function stateKeys(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  return Object.entries(value as Record<string, unknown>)
    .flatMap(([key, child]) => stateKeys(child).map((leaf) => (leaf === '' ? key : `${key}.${leaf}`)))
    .sort();
}
