import { Trans } from '@lingui/react';
import type { ReactNode } from 'react';
import { StatusPage } from '../../pages/status-page';

/**
 * The whole page a user of a suspended tenant sees (every service refuses them): the company by name, that its data
 * is kept, whom to ask, and the way out (Try again after a reactivation, Sign out).
 */
export function TenantSuspendedPage({ tradeName, actions }: { tradeName: string | null; actions: ReactNode }) {
  return (
    <StatusPage
      icon="alert"
      tone="danger"
      title={
        tradeName ? (
          <Trans id="tenant.suspended.title" message="{company} is suspended" values={{ company: tradeName }} />
        ) : (
          <Trans id="tenant.suspended.titleUnnamed" message="This company is suspended" />
        )
      }
      actions={actions}
    >
      <Trans
        id="tenant.suspended.text"
        message="Its account is suspended for now, so nobody can work in it. Your data is kept as it was. Contact your administrator to have it reactivated, then try again."
      />
    </StatusPage>
  );
}
