import { useSelector } from '@xstate/react';
import { useLayoutEffect } from 'react';
import type { AnyActorLogic, AnyActorRef } from 'xstate';
import { selectSectionActor, type SessionRef } from '../../machines/session.machine';

/**
 * A section's actor by its systemId: spawned under the session on first use (the logic comes with the section's
 * chunk) and kept there, so its state outlives this page. Undefined until the layout effect has asked for it
 * (before the first paint), and while `systemId` is null (not needed yet: an actor already spawned is still
 * returned by the next call that names it).
 */
export function useSectionActor<Ref extends AnyActorRef>(
  sessionRef: SessionRef,
  systemId: string | null,
  create: () => { logic: AnyActorLogic; input?: unknown },
): Ref | undefined {
  const ref = useSelector(sessionRef, (s) => (systemId === null ? undefined : selectSectionActor(s, systemId)));
  useLayoutEffect(() => {
    if (ref || systemId === null) return;
    const { logic, input } = create();
    sessionRef.send({ type: 'session.section.open', systemId, logic, input });
    // `create` is read once per systemId (not a dependency): a new closure each render must not spawn again.
  }, [ref, sessionRef, systemId]);
  return ref as Ref | undefined;
}
