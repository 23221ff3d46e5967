/**
 * A priced document's lines, read-only (a sales order's, a quotation's, a purchase order's page), in the design of
 * the kit's line editor: the same card, heading and column order (product, quantity, the section's own columns,
 * unit price, discount, tax, total) and the same totals (subtotal, discount, tax by rate, total). A line without a
 * price yet (a quotation before the supplier answers) shows a dash, and the totals wait for every price.
 */
import { useLingui } from '@lingui/react';
import { Fragment, type ReactNode } from 'react';
import { compareDecimal } from '../../domain/decimal';
import { documentTotals, lineFigures, type DocumentTotals, type PricedLine } from '../../domain/document-lines';
import { useFormats } from './format-context';
import * as lines from './lines/lines.css';
import * as css from './document-lines.css';

/** A line as a document's page has it: its product's name and SKU, and a price or none yet. */
export type DocumentLine = Omit<PricedLine, 'productId' | 'unitPrice'> & { name: string; sku: string; unitPrice: number | null };

type Priced = DocumentLine & { unitPrice: number };

/** A section's own column, after Quantity (delivered, received, available…). */
export interface DocumentLinesColumn {
  /** Keys the column. */
  id: string;
  header: string;
  cell: (index: number) => ReactNode;
  /** The cell needs attention (e.g. more ordered than available). @default false */
  alert?: (index: number) => boolean;
}

export interface DocumentLinesProps {
  /** The heading's id (the section's name for assistive technology). */
  headingId: string;
  lines: readonly DocumentLine[];
  /** @default none */
  columns?: readonly DocumentLinesColumn[];
  /** The document's own totals (as saved). @default computed from the lines once every line has a price */
  totals?: DocumentTotals;
  /** ISO 4217. @default the company's */
  currency?: string;
  /** @default "Lines" */
  title?: string;
}

export function DocumentLines({ headingId, lines: rows, columns = [], totals, currency, title }: DocumentLinesProps) {
  const { i18n } = useLingui();
  const f = useFormats();
  const money = (value: number) => f.money(value, currency);
  const priced = rows.every((l) => l.unitPrice !== null);
  const shown = totals ?? (priced ? documentTotals(rows as readonly Priced[]) : null);
  const heads = {
    product: i18n._({ id: 'kit.lines.product', message: 'Product' }),
    quantity: i18n._({ id: 'kit.lines.quantity', message: 'Quantity' }),
    unitPrice: i18n._({ id: 'kit.lines.unitPrice', message: 'Unit price' }),
    discount: i18n._({ id: 'kit.lines.discount', message: 'Discount' }),
    taxRate: i18n._({ id: 'kit.lines.taxRate', message: 'Tax' }),
    total: i18n._({ id: 'kit.lines.total', message: 'Total' }),
  };
  const numeric = `${css.th} ${css.num}`;
  const cell = `${css.td} ${css.num}`;
  return (
    <section className={lines.editor} aria-labelledby={headingId}>
      <h2 id={headingId} className={lines.heading}>
        {title ?? i18n._({ id: 'kit.lines.title', message: 'Lines' })}
      </h2>
      <table className={css.table}>
        <thead>
          <tr>
            <th scope="col" className={css.th}>{heads.product}</th>
            <th scope="col" className={numeric}>{heads.quantity}</th>
            {columns.map((c) => (
              <th key={c.id} scope="col" className={numeric}>
                {c.header}
              </th>
            ))}
            <th scope="col" className={numeric}>{heads.unitPrice}</th>
            <th scope="col" className={numeric}>{heads.discount}</th>
            <th scope="col" className={numeric}>{heads.taxRate}</th>
            <th scope="col" className={numeric}>{heads.total}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((line, i) => (
            <tr key={i}>
              <td className={css.td} data-main="">
                <span>
                  {line.name}
                  <span className={css.sku}>{line.sku}</span>
                </span>
              </td>
              <td className={cell} data-label={heads.quantity}>
                <span>{f.quantity(line.quantity)}</span>
              </td>
              {columns.map((c) => (
                <td key={c.id} className={cell} data-label={c.header}>
                  <span className={c.alert?.(i) ? css.alert : undefined}>{c.cell(i)}</span>
                </td>
              ))}
              <td className={cell} data-label={heads.unitPrice}>
                <span>{line.unitPrice === null ? '—' : money(line.unitPrice)}</span>
              </td>
              <td className={cell} data-label={heads.discount}>
                <span>{f.percent(line.discount)}</span>
              </td>
              <td className={cell} data-label={heads.taxRate}>
                <span>{f.percent(line.taxRate)}</span>
              </td>
              <td className={cell} data-label={heads.total}>
                <span>{line.unitPrice === null ? '—' : money(lineFigures(line as Priced).total)}</span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {shown ? (
        <dl className={lines.totals} aria-label={i18n._({ id: 'kit.lines.totals', message: 'Totals' })}>
          <dt className={lines.totalsTerm}>{i18n._({ id: 'kit.lines.subtotal', message: 'Subtotal' })}</dt>
          <dd className={lines.totalsValue}>{money(shown.gross)}</dd>
          <dt className={lines.totalsTerm}>{i18n._({ id: 'kit.lines.discountTotal', message: 'Discount' })}</dt>
          <dd className={lines.totalsValue}>{money(-shown.discount)}</dd>
          {Object.entries(shown.taxByRate)
            .sort(([a], [b]) => compareDecimal(a, b))
            .map(([rate, tax]) => (
              <Fragment key={rate}>
                <dt className={lines.totalsTerm}>{i18n._({ id: 'kit.lines.taxAt', message: 'Tax {rate}', values: { rate: f.percent(rate) } })}</dt>
                <dd className={lines.totalsValue}>{money(tax)}</dd>
              </Fragment>
            ))}
          <dt className={lines.grandTerm}>{i18n._({ id: 'kit.lines.grandTotal', message: 'Total' })}</dt>
          <dd className={lines.grandValue}>{money(shown.total)}</dd>
        </dl>
      ) : null}
    </section>
  );
}
