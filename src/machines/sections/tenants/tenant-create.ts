/** New tenant (/tenants/new): the kit's create flow with the platform's subdomain and company rules. */
import { fromPromise } from 'xstate';
import { emptyTenantInput, normalizeTenantInput, validateTenantInput, type Tenant, type TenantInput } from '../../../domain/tenant';
import { createResource } from '../../effects/resource-api';
import { createCreateFlow } from '../../kit/create-flow.machine';
import { createFormMachine, type SaveRecordInput } from '../../kit/form.machine';
import { draftActions, storedDraft, type SectionDeps } from '../section-deps';
import { tenantsEndpoint } from './tenant-api';
import { tenantsListId, tenantsPath } from './tenants-list';

export const tenantCreateId = 'tenants.create';
export const tenantDraftKey = 'tenants:new';

/** Whether a stored draft holds tenant values (drafts are read back, never trusted). */
export function isTenantInput(values: unknown): values is TenantInput {
  if (typeof values !== 'object' || values === null) return false;
  const v = values as Record<string, unknown>;
  return ['subdomain', 'legalName', 'tradeName', 'taxId', 'currency', 'defaultLocale', 'timeZone'].every((k) => typeof v[k] === 'string') && typeof v.taxRate === 'number';
}

/** A created tenant is not edited here (its company is, at /config): the form's values are only the create body. */
const tenantToInput = (t: Tenant): TenantInput => ({ ...emptyTenantInput(), subdomain: t.subdomain, legalName: t.legalName, tradeName: t.tradeName, currency: t.currency });

export const tenantForm = (deps: SectionDeps) =>
  createFormMachine<TenantInput, Tenant>({ validate: (values) => validateTenantInput(normalizeTenantInput(values)), toValues: tenantToInput, parse: tenantsEndpoint.parse }).provide({
    actors: {
      saveRecord: fromPromise<Tenant, SaveRecordInput<TenantInput>>(({ input }) => createResource(deps.config, tenantsEndpoint, normalizeTenantInput(input.values), input.idempotencyKey)),
    },
    actions: draftActions(deps.owner),
  });

export const tenantCreateFlow = (deps: SectionDeps) =>
  createCreateFlow<TenantInput, Tenant>({
    form: tenantForm(deps),
    systemId: tenantCreateId,
    draftKey: tenantDraftKey,
    empty: emptyTenantInput,
    pathOf: (saved) => `${tenantsPath}/${encodeURIComponent(saved.id)}`,
    backTo: tenantsPath,
    listId: tenantsListId,
  });

export const tenantCreateDraft = (deps: SectionDeps) => storedDraft(deps.owner, tenantDraftKey, isTenantInput);
