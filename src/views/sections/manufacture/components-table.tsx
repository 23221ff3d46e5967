import { useLingui } from '@lingui/react';
import type { Availability } from '../../../machines/sections/manufacture/work-orders-record';
import { Badge } from '../../kit/badge';
import { useFormats } from '../../kit/format-context';
import { button } from '../../theme/recipes/button.css';
import * as css from './manufacture.css';

/**
 * The components an order consumes against what its warehouse has available now: per kit, needed, available, and
 * a "Short" badge (text, not colour alone) where the warehouse has less than needed.
 */
export function ComponentsTable({
  availability,
  failed,
  onRetry,
  headingId,
  title,
  hint,
}: {
  /** null while loading. */
  availability: Availability | null;
  failed: boolean;
  onRetry: () => void;
  headingId: string;
  title: string;
  /** @default none */
  hint?: string;
}) {
  const { i18n } = useLingui();
  const f = useFormats();
  const rows = availability?.rows ?? [];
  const short = rows.filter((r) => r.short).length;
  return (
    // One landmark only: the table's scroll region carries the heading's name (a labelled section would repeat it).
    <div className={css.card}>
      <h2 id={headingId} className={css.heading}>
        {title}
      </h2>
      {hint ? <p className={css.hint}>{hint}</p> : null}
      {failed ? (
        <div role="alert">
          <p>{i18n._({ id: 'manufacture.components.failed', message: 'The stock of the components could not be read.' })}</p>
          <button type="button" className={button({ tone: 'secondary' })} onClick={onRetry}>
            {i18n._({ id: 'manufacture.components.retry', message: 'Try again' })}
          </button>
        </div>
      ) : availability === null ? (
        <p role="status">{i18n._({ id: 'kit.record.loading', message: 'Loading…' })}</p>
      ) : rows.length === 0 ? (
        <p>{i18n._({ id: 'manufacture.components.none', message: 'Choose a kit to see its components.' })}</p>
      ) : (
        <>
          <p role="status">
            {short === 0
              ? i18n._({ id: 'manufacture.components.allThere', message: 'Every component is available in the warehouse.' })
              : i18n._({ id: 'manufacture.components.short', message: '{short, plural, one {# component is short} other {# components are short}} in the warehouse.', values: { short } })}
          </p>
          <div className={css.tableBox} tabIndex={0} role="region" aria-labelledby={headingId}>
            <table className={css.table}>
              <thead>
                <tr>
                  <th scope="col" className={css.cell}>{i18n._({ id: 'manufacture.components.product', message: 'Component' })}</th>
                  <th scope="col" className={css.number}>{i18n._({ id: 'manufacture.components.perKit', message: 'Per kit' })}</th>
                  <th scope="col" className={css.number}>{i18n._({ id: 'manufacture.components.needed', message: 'Needed' })}</th>
                  <th scope="col" className={css.number}>{i18n._({ id: 'manufacture.components.available', message: 'Available' })}</th>
                  <th scope="col" className={css.cell}>
                    <span className="visually-hidden">{i18n._({ id: 'manufacture.components.state', message: 'State' })}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.productId}>
                    <th scope="row" className={css.cell}>
                      {row.name || row.productId}
                      <span className={css.sku}>{row.sku}</span>
                    </th>
                    <td className={css.number}>{f.quantity(row.perKit)}</td>
                    <td className={css.number}>{f.quantity(row.quantity)}</td>
                    <td className={css.number}>{f.quantity(row.available)}</td>
                    <td className={css.cell}>
                      {row.short ? (
                        <Badge tone="danger">{i18n._({ id: 'manufacture.components.badgeShort', message: 'Short' })}</Badge>
                      ) : (
                        <Badge tone="positive">{i18n._({ id: 'manufacture.components.badgeOk', message: 'Available' })}</Badge>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </div>
  );
}
