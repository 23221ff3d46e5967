// @vitest-environment node
/**
 * The print machine: the document first, then its template; a refused document reads nothing else; Print only when
 * ready (the browser's dialog as a provided action); Retry after a failure reads again only what is missing. And its
 * generated paths: every state reached, Print offered exactly in `ready`, the template never read before the document.
 */
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { demoConfig } from '../../src/config/runtime-config';
import { ApiError } from '../../src/machines/effects/api-error';
import type { PrintTemplate } from '../../src/machines/print/print-api';
import type { PrintModel } from '../../src/machines/print/print-model';
import { printMachine, selectIsRefused, selectPrintStatus, type PrintEvent } from '../../src/machines/print/print.machine';
import { doneEvent, errorEvent, stateKey } from '../support/path-events';

const config = demoConfig('http://localhost:9090');
const model: PrintModel = {
  type: 'sales-order', number: 'PED-000001', status: 'confirmed', parties: [], facts: [], columns: ['item'], rows: [{ item: { kind: 'text', text: 'Router' } }], totals: [], notes: '',
};
const template: PrintTemplate = { documentType: 'sales-order', paper: 'A4', template: null };
const forbidden = new ApiError({ kind: 'http', code: 'forbidden', method: 'GET', url: '/api/ordering/sales-orders/x', status: 403 });
const offline = new ApiError({ kind: 'network', code: 'offline', method: 'GET', url: '/api/catalogs/document-templates/active/sales-order' });

function start(loadDocument: () => Promise<PrintModel>, loadTemplate: () => Promise<PrintTemplate>, openPrintDialog = vi.fn()) {
  const calls: string[] = [];
  const actor = createActor(
    printMachine.provide({
      actors: {
        loadDocument: fromPromise(async () => {
          calls.push('document');
          return loadDocument();
        }),
        loadTemplate: fromPromise(async () => {
          calls.push('template');
          return loadTemplate();
        }),
      },
      actions: { openPrintDialog },
    }),
    { input: { config, type: 'sales-order', id: 'so_1' } },
  ).start();
  return { actor, calls, openPrintDialog };
}

describe('print machine', () => {
  it('reads the document, then its template, and prints only when ready', async () => {
    const { actor, calls, openPrintDialog } = start(async () => model, async () => template);
    expect(actor.getSnapshot().can({ type: 'print.print' })).toBe(false);
    await waitFor(actor, (s) => s.matches('ready'));
    expect(calls).toEqual(['document', 'template']);
    expect(actor.getSnapshot().context).toMatchObject({ document: model, template, error: null });
    actor.send({ type: 'print.print' });
    expect(openPrintDialog).toHaveBeenCalledTimes(1);
  });

  it('a refused document reads nothing else, offers neither Print nor Retry-as-print and is marked refused', async () => {
    const { actor, calls } = start(async () => { throw forbidden; }, async () => template);
    await waitFor(actor, (s) => s.matches('failed'));
    expect(calls).toEqual(['document']);
    expect(selectIsRefused(actor.getSnapshot())).toBe(true);
    expect(actor.getSnapshot().can({ type: 'print.print' })).toBe(false);
  });

  it('after a failed template read, Retry reads only the template again and keeps the document', async () => {
    let fail = true;
    const { actor, calls } = start(async () => model, async () => {
      if (fail) throw offline;
      return template;
    });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.error).toBe('offline');
    expect(selectIsRefused(actor.getSnapshot())).toBe(false);
    fail = false;
    actor.send({ type: 'print.retry' });
    expect(selectPrintStatus(actor.getSnapshot())).toBe('loading');
    await waitFor(actor, (s) => s.matches('ready'));
    expect(calls).toEqual(['document', 'template', 'template']);
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('a malformed document answer fails with its code and Retry reads the document again', async () => {
    let answers = 0;
    const { actor, calls } = start(async () => {
      answers += 1;
      if (answers === 1) throw new ApiError({ kind: 'malformed', code: 'malformed', method: 'GET', url: '/x', status: 200 });
      return model;
    }, async () => template);
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.error).toBe('malformed');
    actor.send({ type: 'print.retry' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(calls).toEqual(['document', 'document', 'template']);
  });
});

describe('print machine: generated paths', () => {
  const events = [
    { type: 'print.print' },
    { type: 'print.retry' },
    doneEvent('loadDocument', model),
    errorEvent('loadDocument', forbidden),
    errorEvent('loadDocument', offline),
    doneEvent('loadTemplate', template),
    errorEvent('loadTemplate', offline),
  ] as unknown as PrintEvent[];
  const paths = getShortestPaths(printMachine, { events, input: { config, type: 'sales-order', id: 'so_1' } });

  it('reaches every state', () => {
    expect(new Set(paths.map((p) => stateKey(p.state.value)))).toEqual(new Set(['loadingDocument', 'loadingTemplate', 'ready', 'failed']));
  });

  it('on every path: Print is offered exactly when ready with a document and a template; a template is never held without the document', () => {
    for (const path of paths) {
      const s = path.state;
      expect(s.can({ type: 'print.print' })).toBe(s.matches('ready'));
      if (s.matches('ready')) expect(s.context.document && s.context.template).toBeTruthy();
      if (s.context.template !== null) expect(s.context.document).not.toBeNull();
      expect(s.can({ type: 'print.retry' })).toBe(s.matches('failed'));
    }
  });
});
