import { useSelector } from '@xstate/react';
import { Suspense } from 'react';
import { Permission } from '../../config/permissions';
import { selectPermissions } from '../../machines/nav.machine';
import type { SessionRef } from '../../machines/session.machine';
import { useNavRef } from '../app-actor';
import { ErrorPage } from '../pages/error-page';
import { lazySection, SectionLoading } from '../ui/lazy-section';

const TenantsPage = lazySection(() => import('./tenants/tenants-page'));

/** Tenant management (/tenants): the platform's super-administrators only; anyone else gets the 404 page (deny by default). */
export default function Section({ sessionRef }: { sessionRef: SessionRef }) {
  const navRef = useNavRef();
  const permissions = useSelector(navRef!, selectPermissions);
  if (!permissions.includes(Permission.TenantManagementSuperAdmin)) return <ErrorPage status={404} />;
  return (
    <Suspense fallback={<SectionLoading />}>
      <TenantsPage sessionRef={sessionRef} />
    </Suspense>
  );
}
