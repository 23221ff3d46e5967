// Issue 14: the icon catalogue page's machine (load once, filter as the user types, a clear failure with retry) and
// its answer parser; generated paths check every reachable state keeps the query and never shows names without a set.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { parseIconCatalogue, type IconCatalogue } from '../../../src/machines/demo/icons/get-icon-catalogue';
import {
  iconCatalogueMachine,
  matchIcons,
  MAX_QUERY,
  selectFailure,
  selectTotal,
  selectVisibleIcons,
} from '../../../src/machines/demo/icons/icon-catalogue.machine';
import { ApiError } from '../../../src/machines/effects/api-error';
import { doneEvent, errorEvent } from '../../support/path-events';

const feather: IconCatalogue = { namespace: 'feather', name: 'Feather', grid: 'icon-size-6', list: ['arrow-down', 'arrow-down-circle', 'bell', 'bell-off'] };

const offline = new ApiError({ kind: 'network', code: 'offline', method: 'GET', url: '/api/ui/icons/feather' });

describe('icon catalogue machine', () => {
  it('loads the set it was given, then filters by every word typed', async () => {
    const asked: string[] = [];
    const machine = iconCatalogueMachine.provide({ actors: { loadIconCatalogue: fromPromise(async ({ input }) => (asked.push(input.set), feather)) } });
    const actor = createActor(machine, { input: { set: 'feather' } }).start();
    await waitFor(actor, (s) => s.matches('ready'));
    expect(asked).toEqual(['feather']);
    expect(selectTotal(actor.getSnapshot())).toBe(4);
    actor.send({ type: 'icons.query.change', value: 'Down arrow' });
    expect(selectVisibleIcons(actor.getSnapshot())).toEqual(['arrow-down', 'arrow-down-circle']);
    actor.send({ type: 'icons.query.change', value: 'nothing' });
    expect(selectVisibleIcons(actor.getSnapshot())).toEqual([]);
  });

  it('a failed load says why and loads again on retry, keeping what was typed', async () => {
    let calls = 0;
    const machine = iconCatalogueMachine.provide({
      actors: { loadIconCatalogue: fromPromise(async () => (++calls === 1 ? Promise.reject(offline) : feather)) },
    });
    const actor = createActor(machine, { input: { set: 'feather' } }).start();
    actor.send({ type: 'icons.query.change', value: 'bell' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(selectFailure(actor.getSnapshot())).toBe('offline');
    actor.send({ type: 'icons.retry' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(selectVisibleIcons(actor.getSnapshot())).toEqual(['bell', 'bell-off']);
    expect(selectFailure(actor.getSnapshot())).toBeNull();
  });

  it('a very long query is cut to the limit', () => {
    const actor = createActor(iconCatalogueMachine.provide({ actors: { loadIconCatalogue: fromPromise(() => new Promise<IconCatalogue>(() => undefined)) } }), { input: { set: 'feather' } }).start();
    actor.send({ type: 'icons.query.change', value: 'a'.repeat(500) });
    expect(actor.getSnapshot().context.query).toHaveLength(MAX_QUERY);
  });

  it('matchIcons: an empty query shows all; separators are spaces', () => {
    expect(matchIcons(feather.list, '  ')).toEqual(feather.list);
    expect(matchIcons(feather.list, 'bell_off')).toEqual(['bell-off']);
  });

  it('generated paths: every reachable state is loading, ready or failed; names show only with a catalogue; a failure only in failed', () => {
    const paths = getShortestPaths(iconCatalogueMachine, {
      input: { set: 'heroicons-mini' },
      events: [
        { type: 'icons.query.change', value: 'arrow' },
        { type: 'icons.retry' },
        doneEvent('loadIconCatalogue', feather),
        errorEvent('loadIconCatalogue', offline),
        errorEvent('loadIconCatalogue', new Error('bad answer')),
      ] as never,
    });
    const states = new Set(paths.map((p) => String(p.state.value)));
    expect(states).toEqual(new Set(['loading', 'ready', 'failed']));
    for (const { state } of paths) {
      if (state.context.catalogue === null) expect(selectVisibleIcons(state)).toEqual([]);
      expect(selectFailure(state) !== null).toBe(state.matches('failed'));
      expect(state.context.set).toBe('heroicons-mini');
    }
  });
});

describe('icon catalogue answer', () => {
  it('keeps a well-formed set and drops repeated names', () => {
    expect(parseIconCatalogue({ ...feather, list: ['bell', 'bell'] }).list).toEqual(['bell']);
    expect(parseIconCatalogue({ namespace: '', name: 'Material Twotone', grid: 'icon-size-6', list: ['3d_rotation'] }).namespace).toBe('');
  });

  it.each([
    ['not an object', []],
    ['no name', { ...feather, name: 1 }],
    ['a list that is not a list', { ...feather, list: 'bell' }],
    ['hostile markup as a name', { ...feather, list: ['<img src=x onerror=alert(1)>'] }],
    ['a name that is not text', { ...feather, list: [{}] }],
  ])('refuses %s', (_, raw) => {
    expect(() => parseIconCatalogue(raw)).toThrow(TypeError);
  });
});
