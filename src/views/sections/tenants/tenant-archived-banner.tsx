import { Trans } from '@lingui/react';
import { useSelector } from '@xstate/react';
import { selectCompany, selectIsTenantArchived, type SessionRef } from '../../../machines/session.machine';
import { Icon } from '../../ui/icon';
import * as css from './tenants.css';

/**
 * The shell's banner while the tenant is archived (read-only for good): its records can be read, not changed. It shows
 * from the session's company (loaded archived), and at once when a service refuses a write with 403 tenant-archived.
 */
export function TenantArchivedBanner({ sessionRef }: { sessionRef: SessionRef }) {
  const archived = useSelector(sessionRef, selectIsTenantArchived);
  const company = useSelector(sessionRef, selectCompany);
  if (!archived) return null;
  return (
    <div className={css.archivedBanner} role="status" data-testid="tenant-archived-banner">
      <span className={css.archivedIcon}>
        <Icon name="lock" size={18} />
      </span>
      <span>
        <Trans
          id="tenant.archived.banner"
          message="{company} is archived: you can read its records but not change them."
          values={{ company: company?.tradeName ?? '' }}
        />
      </span>
    </div>
  );
}
