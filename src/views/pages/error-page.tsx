import { Trans } from '@lingui/react';
import type { ReactNode } from 'react';
import { StatusPage } from './status-page';

/**
 * error/404 (with its status parameter) and error/500 (SPEC §2). A 403 is shown as the 404 page
 * (SPEC §8), so the existence of a resource of another tenant is not revealed.
 */
export function ErrorPage({ status, code, actions }: { status: 404 | 500; /** The status shown, e.g. from `?status=`. @default status */ code?: number; actions?: ReactNode }) {
  if (status === 404) {
    return (
      <StatusPage code={String(code ?? 404)} title={<Trans id="error404.title" message="Page not found" />} actions={actions}>
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

/** Parses the status parameter of error/404 (`?status=410`): only client error statuses are shown, default 404. */
export const errorStatusParam = (search: string): number => {
  const raw = new URLSearchParams(search).get('status');
  const value = raw !== null && /^\d{3}$/.test(raw) ? Number(raw) : NaN;
  // A 403 is shown as 404 (SPEC §8): the page never tells that a resource exists.
  return value >= 400 && value <= 499 && value !== 403 ? value : 404;
};
