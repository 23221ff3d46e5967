// @vitest-environment node
/**
 * Generated paths of the language switch: every reachable state (idle, loading, failed) under every short sequence of
 * choices, retries, dismissals and loader answers, with the invariants that keep a switch honest.
 */
import { describe, expect, it } from 'vitest';
import { initialTransition, transition } from 'xstate';
import { getShortestPaths, getSimplePaths } from 'xstate/graph';
import { CatalogUnavailableError } from '../../src/machines/effects/load-locale-catalog';
import { supportedLocales } from '../../src/machines/effects/locale';
import { languageMachine, type LanguageEvent, type LanguageSnapshot } from '../../src/machines/language.machine';
import { doneEvent, errorEvent, stateKey } from '../support/path-events';

// Choices of either language, Retry, Dismiss, and the loader's answer for what is being loaded (or a failure).
const events = (state: LanguageSnapshot): LanguageEvent[] => {
  const { requested } = state.context;
  return [
    ...supportedLocales.map((locale) => ({ type: 'language.change' as const, locale })),
    { type: 'language.retry' },
    { type: 'language.dismiss' },
    ...(state.matches('loading') && requested
      ? [
          doneEvent('loadLocaleCatalog', { locale: requested, messages: { probe: requested } }),
          errorEvent('loadLocaleCatalog', new CatalogUnavailableError(requested, 'network')),
          errorEvent('loadLocaleCatalog', new CatalogUnavailableError(requested, 'refused')),
        ]
      : []),
  ] as LanguageEvent[];
};

const input = { locale: 'en-US' as const };
// Without a parent the hand-over (sendParent) has nowhere to go: it is replaced by a plain action, never run by the graph.
const machine = languageMachine.provide({ actions: { handOver: () => undefined } });
const shortest = getShortestPaths(machine, { events, input });
const simple = getSimplePaths(machine, { events, input });
const describePath = (path: (typeof simple)[number]) => path.steps.map((s) => `${s.event.type}${'locale' in s.event ? `(${String(s.event.locale)})` : ''}`).join(' > ');

describe('language machine: generated paths', () => {
  it('reaches idle, loading and failed', () => {
    expect([...new Set(shortest.map((p) => stateKey(p.state.value)))].sort()).toEqual(['failed', 'idle', 'loading']);
  });

  it('in every state of every path: at rest nothing is pending; loading and failed name another language than the one in use', () => {
    expect(simple.length).toBeGreaterThan(5);
    for (const path of simple) {
      const { locale, requested, error } = path.state.context;
      const where = describePath(path);
      if (path.state.matches('idle')) expect({ requested, error }, where).toEqual({ requested: null, error: null });
      if (path.state.matches('loading')) {
        expect(requested, where).not.toBeNull();
        expect(requested, where).not.toBe(locale);
        expect(error, where).toBeNull();
      }
      if (path.state.matches('failed')) {
        expect(requested, where).not.toBe(locale);
        expect(['network', 'refused'], where).toContain(error);
      }
    }
  });

  it('the language in use changes only when the loader answers with the catalog that was asked for last', () => {
    let changes = 0;
    for (const path of simple) {
      // Each step carries the state its event led to.
      for (let i = 1; i < path.steps.length; i++) {
        const before = path.steps[i - 1]!.state as LanguageSnapshot;
        const step = path.steps[i]!;
        const event = step.event as { type: string; output?: { locale: string } };
        if (step.state.context.locale !== before.context.locale) {
          changes += 1;
          expect(event.type, describePath(path)).toBe('xstate.done.actor.loadLocaleCatalog');
          expect(event.output?.locale, describePath(path)).toBe(before.context.requested);
        }
      }
    }
    expect(changes, 'some path does switch').toBeGreaterThan(0);
  });

  it('a quick change back to the language in use, while the other loads, leaves nothing pending (the stale answer is never taken)', () => {
    const [start] = initialTransition(machine, input);
    const [loading] = transition(machine, start, { type: 'language.change', locale: 'es-MX' });
    expect(loading.matches('loading')).toBe(true);
    const [back, actions] = transition(machine, loading, { type: 'language.change', locale: 'en-US' });
    expect(back.matches('idle')).toBe(true);
    expect(back.context).toEqual({ locale: 'en-US', requested: null, error: null });
    // Leaving loading stops the loader (its fetch is aborted through the actor's signal).
    expect(actions.map((a) => a.type)).toContain('xstate.stopChild');
    // In idle the loader's late answer is not an event the machine takes.
    const late = doneEvent('loadLocaleCatalog', { locale: 'es-MX', messages: {} }) as never;
    expect(back.can(late)).toBe(false);
    const [after, lateActions] = transition(machine, back, late);
    expect(after.context.locale).toBe('en-US');
    expect(lateActions.map((a) => a.type)).not.toContain('handOver');
  });

  it('from failed, Retry asks for the same language again and Dismiss keeps the current one', () => {
    const failed = shortest.find((p) => p.state.matches('failed'))!;
    expect(failed.state.can({ type: 'language.retry' })).toBe(true);
    expect(failed.state.can({ type: 'language.dismiss' })).toBe(true);
    const idle = shortest.find((p) => p.state.matches('idle'))!;
    expect(idle.state.can({ type: 'language.retry' })).toBe(false);
    // Only another language is a choice that does something.
    expect(idle.state.can({ type: 'language.change', locale: 'es-MX' })).toBe(true);
    expect(idle.state.can({ type: 'language.change', locale: 'en-US' })).toBe(false);
  });
});
