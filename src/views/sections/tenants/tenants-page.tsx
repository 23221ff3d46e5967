import type { Tenant, TenantInput } from '../../../domain/tenant';
import type { CreateFlowRef } from '../../../machines/kit/create-flow.machine';
import type { ExportRef } from '../../../machines/kit/export.machine';
import type { ListRef } from '../../../machines/kit/list.machine';
import { recordIdFromPath } from '../../../machines/kit/record-address';
import { tenantCreateDraft, tenantCreateFlow, tenantCreateId } from '../../../machines/sections/tenants/tenant-create';
import { createTenantPageMachine, tenantPageId, type TenantPageRef } from '../../../machines/sections/tenants/tenant-page.machine';
import { tenantsExportId, tenantsExportLogic } from '../../../machines/sections/tenants/tenants-export';
import { tenantsListId, tenantsListLogic, tenantsPath } from '../../../machines/sections/tenants/tenants-list';
import type { SessionRef } from '../../../machines/session.machine';
import { FormatProvider } from '../../kit/format-context';
import { ErrorPage } from '../../pages/error-page';
import { SectionLoading } from '../../ui/lazy-section';
import { useListPreferences } from '../use-list-preferences';
import { useSectionActor } from '../use-section-actor';
import { useSectionDeps } from '../use-section-deps';
import { TenantCreate } from './tenant-create';
import { TenantDetail } from './tenant-detail';
import { TenantsListView } from './tenants-list-view';

/** Tenant management (/tenants): the list, a tenant's page (lifecycle and history), and New tenant. */
export default function TenantsPage({ sessionRef }: { sessionRef: SessionRef }) {
  const { path, navigate, deps } = useSectionDeps(sessionRef);
  const preferences = useListPreferences(sessionRef, 'tenants');
  const rest = path.slice(tenantsPath.length);
  const creating = rest === '/new';
  const id = creating ? null : recordIdFromPath(path, tenantsPath);
  const listRef = useSectionActor<ListRef<Tenant>>(sessionRef, tenantsListId, () => ({
    logic: tenantsListLogic(deps.config, preferences.save),
    input: { preferences: preferences.initial },
  }));
  const exportRef = useSectionActor<ExportRef<Tenant>>(sessionRef, tenantsExportId, () => ({ logic: tenantsExportLogic(deps.config) }));
  const flowRef = useSectionActor<CreateFlowRef<TenantInput, Tenant>>(sessionRef, creating ? tenantCreateId : null, () => ({
    logic: tenantCreateFlow(deps),
    input: { draft: tenantCreateDraft(deps) },
  }));
  const pageRef = useSectionActor<TenantPageRef>(sessionRef, id !== null ? tenantPageId(id) : null, () => ({
    logic: createTenantPageMachine(deps.config),
    input: { id },
  }));

  let content = <SectionLoading />;
  if (rest !== '' && !creating && id === null) content = <ErrorPage status={404} />;
  else if (rest === '' && listRef && exportRef) content = <TenantsListView listRef={listRef} exportRef={exportRef} onNavigate={navigate} />;
  else if (creating && flowRef) content = <TenantCreate flowRef={flowRef} />;
  else if (id !== null && pageRef) content = <TenantDetail pageRef={pageRef} onNavigate={navigate} />;
  return <FormatProvider>{content}</FormatProvider>;
}
