/**
 * A document section's record machines (issue 10): the catalog wiring of `resourceSection` plus the document's
 * lifecycle. The record page offers an event exactly when the one lifecycle statechart (src/domain/*-lifecycle.ts,
 * the module the service runs too) takes it in the document's status, sends it with the version the user saw
 * (`POST /{resource}/{id}/events`, If-Match), and edits or deletes the document only while its status allows.
 */
import { fromPromise } from 'xstate';
import { canTake, isEditable, lifecycleAt, type DocumentLifecycle } from '../../domain/document-lifecycle';
import type { Audited } from '../../domain/resource';
import { getResource, deleteResource, restoreResource, sendResourceEvent } from '../effects/resource-api';
import { createRecordMachine, type LifecycleEventInput, type RecordMutationInput } from '../kit/record.machine';
import type { FormDraft } from '../kit/form.machine';
import { resourceSection, type ResourceSectionOptions } from './resource-section';
import type { SectionDeps } from './section-deps';

export interface DocumentSectionOptions<R extends Audited & { status: string }, V> extends Omit<ResourceSectionOptions<R, V>, 'isActive' | 'withActive'> {
  lifecycle: DocumentLifecycle<R, unknown>;
  /** What the UI knows of the guards' facts (e.g. the signed-in user for a four-eyes rule); the service decides the rest. @default null */
  facts?: () => unknown;
}

export function documentSection<R extends Audited & { status: string }, V>(deps: SectionDeps, o: DocumentSectionOptions<R, V>) {
  const { config } = deps;
  // A document is never "deactivated": its lifecycle ends it (cancel, close, terminate).
  const base = resourceSection<R, V>(deps, { ...o, isActive: () => true, withActive: (values) => values });

  const record = () =>
    createRecordMachine<R, V>({
      form: base.form(),
      toValues: o.toValues,
      systemId: base.ids.record,
      draftPrefix: o.name,
      path: o.path,
      deactivation: false,
      canSendEvent: (document, type) => canTake(o.lifecycle, document, type, o.facts?.() ?? null),
      canEdit: (document) => isEditable(o.lifecycle, document),
      // The same statechart, running as the record's child in the document's status: the inspector shows it.
      lifecycleOf: (document) => lifecycleAt(o.lifecycle, document, o.facts?.() ?? null),
    }).provide({
      actors: {
        loadRecord: fromPromise<R, { id: string }>(({ input, signal }) => getResource(config, o.endpoint, input.id, signal)),
        readDraft: fromPromise<FormDraft<V> | null, { key: string }>(async ({ input }) => base.draft(input.key)),
        deleteRecord: fromPromise<unknown, RecordMutationInput<R>>(({ input }) => deleteResource(config, o.endpoint, input.record.id, input.idempotencyKey)),
        restoreRecord: fromPromise<R, RecordMutationInput<R>>(({ input }) => restoreResource(config, o.endpoint, input.record.id, input.idempotencyKey)),
        sendLifecycleEvent: fromPromise<R, LifecycleEventInput<R>>(({ input }) =>
          sendResourceEvent(config, o.endpoint, input.record.id, input.record.version, input.event, input.idempotencyKey),
        ),
      },
    });

  return { ...base, record };
}
