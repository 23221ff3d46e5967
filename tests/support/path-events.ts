/** Events that stand for an invoked actor's result in generated path tests (`xstate.done.actor.<id>`). */
export const doneEvent = <T>(id: string, output: T) => ({ type: `xstate.done.actor.${id}` as const, output });
export const errorEvent = (id: string, error: unknown) => ({ type: `xstate.error.actor.${id}` as const, error });

/** A snapshot's state value as a dotted string (`signedIn.renewing`). */
export function stateKey(value: unknown): string {
  if (typeof value === 'string') return value;
  const [key, child] = Object.entries(value as Record<string, unknown>)[0] ?? [];
  return key === undefined ? '' : `${key}.${stateKey(child)}`;
}
