import { Trans, useLingui } from '@lingui/react';
import { useId } from 'react';
import type { ListApi } from '../../machines/kit/list.connect';
import { ListIcon, type ListIconName } from './list-icons';
import * as shared from './list-shared.css';
import * as css from './pagination.css';

const buttons: { target: 'first' | 'previous' | 'next' | 'last'; icon: ListIconName; label: { id: string; message: string } }[] = [
  { target: 'first', icon: 'first', label: /*i18n*/ { id: 'kit.list.pagination.first', message: 'First page' } },
  { target: 'previous', icon: 'previous', label: /*i18n*/ { id: 'kit.list.pagination.previous', message: 'Previous page' } },
  { target: 'next', icon: 'next', label: /*i18n*/ { id: 'kit.list.pagination.next', message: 'Next page' } },
  { target: 'last', icon: 'last', label: /*i18n*/ { id: 'kit.list.pagination.last', message: 'Last page' } },
];

/** "1–50 of 2,000" (the locale's number format), rows per page, and first / previous / next / last. */
export function Pagination<Row extends { id: string }>({ api }: { api: ListApi<Row> }) {
  const { i18n } = useLingui();
  const sizeId = useId();
  const n = (value: number) => i18n.number(value);
  return (
    <nav className={css.nav} aria-label={i18n._({ id: 'kit.list.pagination.label', message: 'Pagination' })}>
      <span className={css.range}>
        <Trans id="kit.list.pagination.range" message="{start}–{end} of {total}" values={{ start: n(api.rangeStart), end: n(api.rangeEnd), total: n(api.total) }} />
      </span>
      <div className={css.controls}>
        <div className={css.size}>
          <label htmlFor={sizeId}>{i18n._({ id: 'kit.list.pageSize', message: 'Rows per page' })}</label>
          <select id={sizeId} {...api.getPageSizeProps()} className={shared.control}>
            {api.pageSizes.map((size) => (
              <option key={size} value={String(size)}>
                {n(size)}
              </option>
            ))}
          </select>
        </div>
        <div className={css.pages}>
          {buttons.slice(0, 2).map((b) => (
            <button key={b.target} {...api.getPageButtonProps(b.target)} className={shared.iconToolButton} aria-label={i18n._(b.label)}>
              <ListIcon name={b.icon} size={18} />
            </button>
          ))}
          <span className={css.pageOf}>
            <Trans id="kit.list.pagination.page" message="Page {page} of {pages}" values={{ page: n(api.page), pages: n(api.pageCount) }} />
          </span>
          {buttons.slice(2).map((b) => (
            <button key={b.target} {...api.getPageButtonProps(b.target)} className={shared.iconToolButton} aria-label={i18n._(b.label)}>
              <ListIcon name={b.icon} size={18} />
            </button>
          ))}
        </div>
      </div>
    </nav>
  );
}
