import { Trans } from '@lingui/react';
import type { ReactNode } from 'react';
import { StatusPage } from './status-page';

/**
 * error/404 (with its status parameter) and error/500 (SPEC §2). A 403 is shown as the 404 page
 * (SPEC §8), so the existence of a resource of another tenant is not revealed.
 */
export function ErrorPage({ status, actions }: { status: 404 | 500; actions?: ReactNode }) {
  if (status === 404) {
    return (
      <StatusPage code="404" title={<Trans id="error404.title" message="Page not found" />} actions={actions}>
        <Trans id="error404.text" message="The page you are looking for does not exist or is not available to you." />
      </StatusPage>
    );
  }
  return (
    <StatusPage code="500" tone="danger" title={<Trans id="error500.title" message="Something went wrong" />} actions={actions}>
      <Trans id="error500.text" message="We could not complete your request. Please try again in a moment." />
    </StatusPage>
  );
}

/** Parses the status parameter of error/404 (`?status=403`): only error statuses are shown, default 404. */
export const errorStatusParam = (search: string): number => {
  const value = Number(new URLSearchParams(search).get('status'));
  return Number.isInteger(value) && value >= 400 && value <= 599 ? value : 404;
};
