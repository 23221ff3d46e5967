/**
 * One printable document (documents/{type}/{id}/print): reads the document first (its type's source), then the
 * template it prints with; a refused or unknown document stops there (the request layer opens the 404 page: nothing
 * else is fetched). Ready, it offers Print (the browser's print dialog, a named action the view provides); failed, it
 * offers Retry. The company comes from the session, not from here.
 */
import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { RuntimeConfig } from '../../config/runtime-config';
import type { DocumentType } from '../../domain/document-template';
import { errorCodeOf, type ShellErrorCode } from '../effects/error-code';
import { fetchPrintTemplate, type PrintTemplate } from './print-api';
import type { PrintModel } from './print-model';

export interface PrintInput {
  config: RuntimeConfig;
  type: DocumentType;
  id: string;
}

export interface PrintContext extends PrintInput {
  document: PrintModel | null;
  template: PrintTemplate | null;
  error: ShellErrorCode | null;
}

export type PrintEvent = { type: 'print.print' } | { type: 'print.retry' };

export const printMachine = setup({
  types: {} as { context: PrintContext; input: PrintInput; events: PrintEvent },
  actors: {
    loadDocument: fromPromise<PrintModel, PrintInput>(async () => {
      throw new Error('printMachine: provide the loadDocument actor (the type\'s print source)');
    }),
    loadTemplate: fromPromise<PrintTemplate, { config: RuntimeConfig; type: DocumentType }>(({ input, signal }) =>
      fetchPrintTemplate(input.config, input.type, signal),
    ),
  },
  guards: {
    hasDocument: ({ context }) => context.document !== null,
  },
  actions: {
    setDocument: assign((_, params: { document: PrintModel }) => ({ document: params.document })),
    setTemplate: assign((_, params: { template: PrintTemplate }) => ({ template: params.template, error: null })),
    setError: assign((_, params: { error: unknown }) => ({ error: errorCodeOf(params.error) })),
    clearError: assign({ error: null }),
    /** Opens the browser's print dialog (provided by the view: `window.print`). */
    openPrintDialog: () => {},
  },
}).createMachine({
  id: 'print',
  context: ({ input }) => ({ ...input, document: null, template: null, error: null }),
  initial: 'loadingDocument',
  states: {
    loadingDocument: {
      tags: ['busy'],
      invoke: {
        id: 'loadDocument',
        src: 'loadDocument',
        input: ({ context }) => ({ config: context.config, type: context.type, id: context.id }),
        onDone: { target: 'loadingTemplate', actions: { type: 'setDocument', params: ({ event }) => ({ document: event.output }) } },
        onError: { target: 'failed', actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    loadingTemplate: {
      tags: ['busy'],
      invoke: {
        id: 'loadTemplate',
        src: 'loadTemplate',
        input: ({ context }) => ({ config: context.config, type: context.type }),
        onDone: { target: 'ready', actions: { type: 'setTemplate', params: ({ event }) => ({ template: event.output }) } },
        onError: { target: 'failed', actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    ready: {
      on: { 'print.print': { actions: 'openPrintDialog' } },
    },
    failed: {
      on: {
        // The document read already is kept: a retry after a template failure reads only the template again.
        'print.retry': [
          { guard: 'hasDocument', target: 'loadingTemplate', actions: 'clearError' },
          { target: 'loadingDocument', actions: 'clearError' },
        ],
      },
    },
  },
});

export type PrintRef = ActorRefFrom<typeof printMachine>;
export type PrintSnapshot = SnapshotFrom<typeof printMachine>;
export const selectPrintStatus = (s: PrintSnapshot) => (s.hasTag('busy') ? 'loading' : (s.value as 'ready' | 'failed'));
export const selectPrintDocument = (s: PrintSnapshot) => s.context.document;
export const selectPrintTemplate = (s: PrintSnapshot) => s.context.template;
export const selectPrintError = (s: PrintSnapshot) => s.context.error;
/** A refused or unknown document: the 404 page shows instead (SPEC §8), never a Retry. */
export const selectIsRefused = (s: PrintSnapshot) => s.matches('failed') && (s.context.error === 'notFound' || s.context.error === 'forbidden');
