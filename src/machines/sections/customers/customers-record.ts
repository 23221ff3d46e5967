/** A customer's page and forms: the record machine (read, edit, delete with Undo, deactivate) and the create form. */
import { fromPromise } from 'xstate';
import { emptyCustomerInput, normalizeCustomerInput, validateCustomer, type Customer, type CustomerInput } from '../../../domain/customer';
import { createCreateFlow } from '../../kit/create-flow.machine';
import { customersListId, customersPath } from './customers-list';
import { createResource, deleteResource, getResource, restoreResource, updateResource } from '../../effects/resource-api';
import { createFormMachine, type FormDraft, type SaveRecordInput } from '../../kit/form.machine';
import { createRecordMachine, type RecordMutationInput } from '../../kit/record.machine';
import { draftActions, storedDraft, type SectionDeps } from '../section-deps';
import { customersEndpoint, parseCustomer } from './customer-api';

export const customerRecordId = 'customers.record';
export const customerCreateId = 'customers.create';
export const customerNewDraftKey = 'customers:new';

/** The writable fields of a stored customer: what its form edits. */
export const customerToInput = (c: Customer): CustomerInput => ({
  name: c.name,
  taxId: c.taxId,
  email: c.email,
  phone: c.phone,
  address: { ...c.address },
  businessLineId: c.businessLineId,
  creditLimit: c.creditLimit,
  paymentTermsDays: c.paymentTermsDays,
  status: c.status,
});

/** Whether a stored draft holds customer values (drafts are read back, never trusted). */
export function isCustomerInput(values: unknown): values is CustomerInput {
  if (typeof values !== 'object' || values === null) return false;
  const v = values as Record<string, unknown>;
  const a = v.address as Record<string, unknown> | null;
  return (
    ['name', 'taxId', 'email', 'phone', 'status'].every((k) => typeof v[k] === 'string') &&
    typeof a === 'object' && a !== null && ['street', 'city', 'state', 'postalCode', 'country'].every((k) => typeof a[k] === 'string') &&
    (v.businessLineId === null || typeof v.businessLineId === 'string') &&
    typeof v.creditLimit === 'number' && typeof v.paymentTermsDays === 'number'
  );
}

export const customerDraft = (deps: SectionDeps, key: string): FormDraft<CustomerInput> | null => storedDraft(deps.owner, key, isCustomerInput);

/** The customer form: the same rules as the catalogs service, saved with its key (create) or its version (update). */
export function customerForm(deps: SectionDeps) {
  const { config, country } = deps;
  return createFormMachine<CustomerInput, Customer>({
    validate: (values) => validateCustomer(normalizeCustomerInput(values, country), { country }),
    toValues: customerToInput,
    parse: parseCustomer,
  }).provide({
    actors: {
      saveRecord: fromPromise<Customer, SaveRecordInput<CustomerInput>>(({ input }) => {
        const body = normalizeCustomerInput(input.values, country);
        return input.mode === 'create' || input.recordId === null
          ? createResource(config, customersEndpoint, body, input.idempotencyKey)
          : updateResource(config, customersEndpoint, input.recordId, input.version ?? 0, body, input.idempotencyKey);
      }),
    },
    actions: draftActions(deps.owner),
  });
}

const withStatus = (deps: SectionDeps, status: Customer['status']) =>
  fromPromise<Customer, RecordMutationInput<Customer>>(({ input }) =>
    updateResource(deps.config, customersEndpoint, input.record.id, input.record.version, { ...customerToInput(input.record), status }, input.idempotencyKey),
  );

export function customerRecord(deps: SectionDeps) {
  const { config } = deps;
  return createRecordMachine<Customer, CustomerInput>({
    form: customerForm(deps),
    toValues: customerToInput,
    systemId: customerRecordId,
    draftPrefix: 'customers',
    path: customersPath,
    isActive: (c) => c.status === 'active',
  }).provide({
    actors: {
      loadRecord: fromPromise<Customer, { id: string }>(({ input, signal }) => getResource(config, customersEndpoint, input.id, signal)),
      readDraft: fromPromise<FormDraft<CustomerInput> | null, { key: string }>(async ({ input }) => customerDraft(deps, input.key)),
      deleteRecord: fromPromise<unknown, RecordMutationInput<Customer>>(({ input }) =>
        deleteResource(config, customersEndpoint, input.record.id, input.idempotencyKey),
      ),
      deactivateRecord: withStatus(deps, 'inactive'),
      activateRecord: withStatus(deps, 'active'),
      restoreRecord: fromPromise<Customer, RecordMutationInput<Customer>>(({ input }) =>
        restoreResource(config, customersEndpoint, input.record.id, input.idempotencyKey),
      ),
    },
  });
}

/** New customer: the create form, then the new customer's page (or the list after Cancel). */
export const customerCreateFlow = (deps: SectionDeps) =>
  createCreateFlow<CustomerInput, Customer>({
    form: customerForm(deps),
    systemId: customerCreateId,
    draftKey: customerNewDraftKey,
    empty: () => emptyCustomerInput(deps.country),
    pathOf: (c) => `${customersPath}/${encodeURIComponent(c.id)}`,
    backTo: customersPath,
    listId: customersListId,
  });
