/**
 * A catalog section's record machines, made once from what differs between sections (the endpoint, the values,
 * the rules): the form (saved by create or update with its key and version), the record page (read, edit, delete
 * with Undo through restore, deactivate and activate), the create flow, and the drafts kept on this device.
 */
import { fromPromise } from 'xstate';
import type { Audited, FieldErrors } from '../../domain/resource';
import { createResource, deleteResource, getResource, restoreResource, updateResource, type ResourceEndpoint } from '../effects/resource-api';
import { createCreateFlow } from '../kit/create-flow.machine';
import { createFormMachine, type FormDraft, type SaveRecordInput } from '../kit/form.machine';
import { createRecordMachine, type RecordMutationInput } from '../kit/record.machine';
import { draftActions, storedDraft, type SectionDeps } from './section-deps';

export interface ResourceSectionOptions<R extends Audited, V> {
  /** The section's name (`customers`): systemIds `customers.record`, `customers.create`; drafts `customers:<id>`. */
  name: string;
  endpoint: ResourceEndpoint<R>;
  /** The list's path; a record's page is `${path}/<id>`. */
  path: string;
  /** The list's systemId: it reloads after a create. */
  listId: string;
  /** The writable fields of a stored record. */
  toValues: (record: R) => V;
  /** Whether a stored draft holds values of this form (drafts are read back, never trusted). */
  isValues: (values: unknown) => values is V;
  /** The body the service stores (trimmed, normalized). */
  normalize: (values: V) => V;
  /** The service's own rules (the pure module of src/domain). */
  validate: (values: V) => FieldErrors;
  isActive: (record: R) => boolean;
  /** The record's values with it made active or inactive (deactivate, activate, and the Undo of a deactivation). */
  withActive: (values: V, active: boolean) => V;
}

export function resourceSection<R extends Audited, V>(deps: SectionDeps, o: ResourceSectionOptions<R, V>) {
  const { config } = deps;
  const ids = { record: `${o.name}.record`, create: `${o.name}.create`, newDraft: `${o.name}:new` };

  const form = () =>
    createFormMachine<V, R>({ validate: (values) => o.validate(o.normalize(values)), toValues: o.toValues, parse: o.endpoint.parse }).provide({
      actors: {
        saveRecord: fromPromise<R, SaveRecordInput<V>>(({ input }) => {
          const body = o.normalize(input.values);
          return input.mode === 'create' || input.recordId === null
            ? createResource(config, o.endpoint, body, input.idempotencyKey)
            : updateResource(config, o.endpoint, input.recordId, input.version ?? 0, body, input.idempotencyKey);
        }),
      },
      actions: draftActions(deps.owner),
    });

  const draft = (key: string): FormDraft<V> | null => storedDraft(deps.owner, key, o.isValues);

  const setActive = (active: boolean) =>
    fromPromise<R, RecordMutationInput<R>>(({ input }) =>
      updateResource(config, o.endpoint, input.record.id, input.record.version, o.withActive(o.toValues(input.record), active), input.idempotencyKey),
    );

  const record = () =>
    createRecordMachine<R, V>({ form: form(), toValues: o.toValues, systemId: ids.record, draftPrefix: o.name, path: o.path, isActive: o.isActive }).provide({
      actors: {
        loadRecord: fromPromise<R, { id: string }>(({ input, signal }) => getResource(config, o.endpoint, input.id, signal)),
        readDraft: fromPromise<FormDraft<V> | null, { key: string }>(async ({ input }) => draft(input.key)),
        deleteRecord: fromPromise<unknown, RecordMutationInput<R>>(({ input }) => deleteResource(config, o.endpoint, input.record.id, input.idempotencyKey)),
        deactivateRecord: setActive(false),
        activateRecord: setActive(true),
        restoreRecord: fromPromise<R, RecordMutationInput<R>>(({ input }) => restoreResource(config, o.endpoint, input.record.id, input.idempotencyKey)),
      },
    });

  const createFlow = (empty: () => V) =>
    createCreateFlow<V, R>({
      form: form(),
      systemId: ids.create,
      draftKey: ids.newDraft,
      empty,
      pathOf: (saved) => `${o.path}/${encodeURIComponent(saved.id)}`,
      backTo: o.path,
      listId: o.listId,
    });

  return { ids, form, record, createFlow, draft };
}
