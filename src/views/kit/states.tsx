/** The list's non-data states: skeleton rows while nothing is shown yet, empty (no data or no match), and failed. */
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import type { ListErrorCode } from '../../machines/kit/list.machine';
import { button } from '../theme/recipes/button.css';
import { ListIcon } from './list-icons';
import * as css from './states.css';

/** Table rows of grey bars, hidden from screen readers (the table says aria-busy). @default rows 8 */
export function SkeletonRows({ columns, rows = 8 }: { columns: number; rows?: number }) {
  return (
    <>
      {Array.from({ length: rows }, (_, r) => (
        <tr key={r} aria-hidden="true">
          {Array.from({ length: columns }, (_, c) => (
            <td key={c} className={css.skeletonCell}>
              <div className={css.skeletonBar} />
            </td>
          ))}
        </tr>
      ))}
    </>
  );
}

export interface EmptyStateProps {
  /** 'noData': the tenant has none yet; 'noMatch': none for this search and filters. */
  kind: 'noData' | 'noMatch';
  /** The clear-filters action of 'noMatch'. */
  onClearFilters?: () => void;
  /** A section's own title, e.g. "No customers yet". @default a generic one */
  title?: ReactNode;
  /** @default a generic one */
  description?: ReactNode;
  /** For 'noData', e.g. a "New customer" button. @default none */
  action?: ReactNode;
}

export function EmptyState({ kind, onClearFilters, title, description, action }: EmptyStateProps) {
  return (
    <div className={css.state} role="status">
      <div className={css.icon}>
        <ListIcon name={kind === 'noMatch' ? 'search' : 'empty'} size={24} />
      </div>
      <p className={css.title}>
        {title ??
          (kind === 'noMatch' ? (
            <Trans id="kit.list.empty.noMatch.title" message="No results" />
          ) : (
            <Trans id="kit.list.empty.noData.title" message="Nothing here yet" />
          ))}
      </p>
      <p className={css.body}>
        {description ??
          (kind === 'noMatch' ? (
            <Trans id="kit.list.empty.noMatch.body" message="Nothing matches your search and filters." />
          ) : (
            <Trans id="kit.list.empty.noData.body" message="Records you add will appear here." />
          ))}
      </p>
      {kind === 'noMatch' && onClearFilters ? (
        <div className={css.actions}>
          <button type="button" className={button({ tone: 'secondary' })} onClick={onClearFilters}>
            <Trans id="kit.list.filters.clear" message="Clear filters" />
          </button>
        </div>
      ) : action ? (
        <div className={css.actions}>{action}</div>
      ) : null}
    </div>
  );
}

const errorMessages: Partial<Record<ListErrorCode, MessageDescriptor>> = {
  offline: /*i18n*/ { id: 'kit.list.error.offline', message: 'No Internet Connection. The list loads again by itself when the connection returns.' },
  timeout: /*i18n*/ { id: 'kit.list.error.timeout', message: 'The server took too long to answer.' },
  server: /*i18n*/ { id: 'kit.list.error.server', message: 'The server had a problem. Try again in a moment.' },
  forbidden: /*i18n*/ { id: 'kit.list.error.forbidden', message: 'You do not have permission to see this list.' },
  unauthorized: /*i18n*/ { id: 'kit.list.error.unauthorized', message: 'Your session has ended. Sign in again.' },
  badRequest: /*i18n*/ { id: 'kit.list.error.badRequest', message: 'The list could not use this address. Clear the filters and try again.' },
  notFound: /*i18n*/ { id: 'kit.list.error.notFound', message: 'This list is not available.' },
  malformed: /*i18n*/ { id: 'kit.list.error.malformed', message: 'The server sent an answer the app could not read.' },
};

export interface ErrorStateProps {
  /** The list's error code; translated here. */
  code: ListErrorCode | null;
  onRetry: () => void;
}

export function ErrorState({ code, onRetry }: ErrorStateProps) {
  const { i18n } = useLingui();
  const known = code === null ? undefined : errorMessages[code];
  return (
    <div className={css.state} role="alert">
      <div className={css.errorIcon}>
        <ListIcon name="alert" size={24} />
      </div>
      <p className={css.title}>
        <Trans id="kit.list.error.title" message="The list could not be loaded" />
      </p>
      <p className={css.body}>
        {known ? i18n._(known) : <Trans id="kit.list.error.unknown" message="Something went wrong ({code})." values={{ code: code ?? 'unknown' }} />}
      </p>
      <div className={css.actions}>
        <button type="button" className={button({ tone: 'primary' })} onClick={onRetry}>
          <ListIcon name="retry" size={18} />
          <Trans id="kit.list.retry" message="Retry" />
        </button>
      </div>
    </div>
  );
}
