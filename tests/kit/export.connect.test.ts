// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { Page } from '../../src/domain/resource';
import { connectExport } from '../../src/machines/kit/export.connect';
import { createExportMachine } from '../../src/machines/kit/export.machine';
import type { FetchPageInput } from '../../src/machines/kit/list.machine';
import { parseListQuery, type ListSpec } from '../../src/machines/kit/list-query';

const spec: ListSpec = { id: 't', path: '/t', sortFields: ['id'], defaultSort: ['id'], filters: [], columns: [{ id: 'id', defaultVisible: true }] };

describe('connectExport: the controls a state has come from the machine', () => {
  it('idle: Start only; fetching: Cancel; failed: Retry and Cancel; sent events are the machine\'s', async () => {
    let fail = false;
    const machine = createExportMachine<{ id: string }>({
      columns: [{ id: 'id', csv: (r) => r.id }],
      fetchPage: fromPromise<Page<{ id: string }>, FetchPageInput>(() => (fail ? Promise.reject(new Error('x')) : new Promise(() => undefined))),
    });
    const actor = createActor(machine).start();
    const api = () => connectExport(actor.getSnapshot(), actor.send);
    expect([api().getStartProps({ query: parseListQuery('', spec) }).hidden, api().getRetryProps().hidden, api().getCancelProps().hidden]).toEqual([false, true, true]);
    api().getStartProps({ query: parseListQuery('', spec) }).onClick();
    expect(api().isExporting).toBe(true);
    expect([api().getRetryProps().hidden, api().getCancelProps().hidden]).toEqual([true, false]);
    api().getCancelProps().onClick();
    expect(api().status).toBe('cancelled');
    fail = true;
    api().getStartProps({ query: parseListQuery('', spec) }).onClick();
    await waitFor(actor, (s) => s.matches('failed'));
    expect([api().getRetryProps().hidden, api().getCancelProps().hidden]).toEqual([false, false]);
  });
});
