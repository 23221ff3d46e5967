import { useSelector } from '@xstate/react';
import { Suspense } from 'react';
import { Permission } from '../../config/permissions';
import { selectPermissions } from '../../machines/nav.machine';
import type { SessionRef } from '../../machines/session.machine';
import { useNavRef } from '../app-actor';
import { ErrorPage } from '../pages/error-page';
import { lazySection, SectionLoading } from '../ui/lazy-section';

const CompanyPage = lazySection(() => import('./company/company-page'));

/**
 * The company configuration (/config). A tenant's company is platform-administered: writing it takes
 * TenantManagement.SuperAdmin, and so does the page (anyone else gets the 404 page); its GET stays open to every
 * signed-in user of the tenant (the shell reads it).
 */
export default function Section({ sessionRef }: { sessionRef: SessionRef }) {
  const navRef = useNavRef();
  const permissions = useSelector(navRef!, selectPermissions);
  if (!permissions.includes(Permission.TenantManagementSuperAdmin)) return <ErrorPage status={404} />;
  return (
    <Suspense fallback={<SectionLoading />}>
      <CompanyPage sessionRef={sessionRef} />
    </Suspense>
  );
}
