/**
 * The kit's line editor for priced documents (sales orders, quotations, purchase orders): one row per line with
 * its product (picker), quantity, unit price, discount %, tax %, and total; Move up/down and Remove buttons named
 * after the line; Add line; the document's totals (subtotal, discount, tax by rate, total) by the one rule
 * (document-lines.ts) in the company currency. Keyboard: Enter in a line's cell adds a line and focuses its
 * product; Ctrl+Enter saves the form. Errors show under each cell (`lines.2.quantity`). Below lg a line is a card.
 */
import { useLingui } from '@lingui/react';
import { shallowEqual, useSelector } from '@xstate/react';
import { Fragment, useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { compareDecimal, isDecimal } from '../../../domain/decimal';
import { documentTotals, lineFigures, type PricedLine } from '../../../domain/document-lines';
import { connectForm, type FormActor } from '../../../machines/kit/form.connect';
import { getPath } from '../../../machines/kit/form-values';
import {
  selectIsStockLoading,
  selectLinesFocus,
  selectLinesProducts,
  selectStockError,
  type LineCell,
  type LineProduct,
  type LinesRef,
} from '../../../machines/kit/lines.machine';
import { NumberField, MoneyField } from '../field-number';
import { FormIcon } from '../form-icons';
import { useFormats } from '../format-context';
import { ListIcon } from '../list-icons';
import { spinner, visuallyHidden } from '../list-shared.css';
import { ProductPicker, type LineProductSearch } from './product-picker';
import * as css from './lines.css';

const figuresOf = (line: PricedLine) => {
  try {
    return isDecimal(line.quantity) && Number.isSafeInteger(line.unitPrice) && isDecimal(line.discount) && isDecimal(line.taxRate) ? lineFigures(line) : null;
  } catch {
    return null;
  }
};

export interface LineEditorProps {
  formRef: FormActor;
  linesRef: LinesRef;
  /** Products for the picker, with stock in the document's warehouse. */
  search: LineProductSearch;
  /** The lines' path in the form's values. @default 'lines' */
  path?: string;
  /** The section's heading level 2 text. @default "Lines" */
  title?: ReactNode;
  /** Show what is available and warn when a quantity passes it (sales). @default true */
  showStock?: boolean;
}

export function LineEditor({ formRef, linesRef, search, path = 'lines', title, showStock = true }: LineEditorProps) {
  const { i18n } = useLingui();
  const f = useFormats();
  const lines = useSelector(formRef, (s) => {
    const value = getPath(s.context.values, path);
    return Array.isArray(value) ? (value as PricedLine[]) : [];
  }, shallowEqual);
  const readOnly = useSelector(formRef, (s) => connectForm(s, formRef.send).getFieldProps(path).readOnly);
  const products = useSelector(linesRef, selectLinesProducts);
  const focus = useSelector(linesRef, selectLinesFocus);
  const stockLoading = useSelector(linesRef, selectIsStockLoading);
  const stockError = useSelector(linesRef, selectStockError);
  const linesError = useSelector(formRef, (s) => connectForm(s, formRef.send).errors(path)[0] ?? null);
  const addRef = useRef<HTMLButtonElement>(null);
  const applied = useRef(0);

  // The focus goes where the machine says (a new line's product, a picked line's quantity), once per request.
  useEffect(() => {
    if (!focus || focus.seq === applied.current) return;
    applied.current = focus.seq;
    const ids = connectForm(formRef.getSnapshot(), formRef.send).ids;
    const id = focus.cell === 'remove' ? `${ids.field(`${path}.${focus.row}`)}-remove` : ids.field(`${path}.${focus.row}.${cellField(focus.cell)}`);
    // After the frame: the picker that just chose gives the focus back to its input first; ours comes after.
    const frame = requestAnimationFrame(() => {
      if (focus.row === -1) addRef.current?.focus();
      else document.getElementById(id)?.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, [focus, formRef, path]);

  const totals = documentTotals(lines.filter((l) => figuresOf(l) !== null));

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Enter' || event.defaultPrevented) return;
    const target = event.target as HTMLElement;
    if (target.tagName !== 'INPUT' || target.getAttribute('role') === 'combobox') return;
    event.preventDefault();
    if (event.ctrlKey || event.metaKey) (target as HTMLInputElement).form?.requestSubmit();
    else linesRef.send({ type: 'lines.add' });
  };

  const lineLabel = (text: string, n: number) => (
    <>
      {text}
      <span className={visuallyHidden}>{i18n._({ id: 'kit.lines.ofLine', message: ', line {n}', values: { n } })}</span>
    </>
  );

  return (
    <section className={css.editor} aria-labelledby={`${path}-editor-title`}>
      <h2 id={`${path}-editor-title`} className={css.heading}>
        {title ?? i18n._({ id: 'kit.lines.title', message: 'Lines' })}
      </h2>
      {lines.length > 0 ? (
        <div className={css.head} aria-hidden="true">
          <span>{i18n._({ id: 'kit.lines.product', message: 'Product' })}</span>
          <span className={css.headNumeric}>{i18n._({ id: 'kit.lines.quantity', message: 'Quantity' })}</span>
          <span className={css.headNumeric}>{i18n._({ id: 'kit.lines.unitPrice', message: 'Unit price' })}</span>
          <span className={css.headNumeric}>{i18n._({ id: 'kit.lines.discount', message: 'Discount' })}</span>
          <span className={css.headNumeric}>{i18n._({ id: 'kit.lines.taxRate', message: 'Tax' })}</span>
          <span className={css.headNumeric}>{i18n._({ id: 'kit.lines.total', message: 'Total' })}</span>
          <span />
        </div>
      ) : (
        <p className={css.empty}>{i18n._({ id: 'kit.lines.empty', message: 'No lines yet. Add one to choose a product.' })}</p>
      )}
      {/* Enter in a line's cell adds a line (the key map of the editor). */}
      <ol className={css.rows} onKeyDown={onKeyDown} aria-label={i18n._({ id: 'kit.lines.list', message: 'Lines of the document' })}>
        {lines.map((line, i) => {
          const n = i + 1;
          const product = products[line.productId] ?? null;
          const figures = figuresOf(line);
          const short = showStock && product?.available != null && isDecimal(line.quantity) && compareDecimal(line.quantity, product.available) > 0;
          const base = `${path}.${i}`;
          const name = product ? `${product.sku}` : i18n._({ id: 'kit.lines.noProduct', message: 'no product' });
          return (
            <li key={i} className={css.row}>
              <div className={css.productCell}>
                <ProductPicker
                  formRef={formRef}
                  name={`${base}.productId`}
                  label={lineLabel(i18n._({ id: 'kit.lines.product', message: 'Product' }), n)}
                  search={search}
                  product={product}
                  onPick={(picked: LineProduct) => linesRef.send({ type: 'lines.product.pick', index: i, product: picked })}
                />
                {showStock && product?.available != null ? (
                  <p className={short ? `${css.stock} ${css.stockShort}` : css.stock}>
                    {short
                      ? i18n._({ id: 'kit.lines.short', message: 'Only {quantity} available', values: { quantity: f.quantity(product.available) } })
                      : i18n._({ id: 'kit.lines.available', message: 'Available: {quantity}', values: { quantity: f.quantity(product.available) } })}
                  </p>
                ) : null}
              </div>
              <NumberField formRef={formRef} name={`${base}.quantity`} mode="decimal" label={lineLabel(i18n._({ id: 'kit.lines.quantity', message: 'Quantity' }), n)} required className={css.cell} />
              <MoneyField formRef={formRef} name={`${base}.unitPrice`} label={lineLabel(i18n._({ id: 'kit.lines.unitPrice', message: 'Unit price' }), n)} required className={css.cell} />
              <NumberField formRef={formRef} name={`${base}.discount`} mode="decimal" unit="%" label={lineLabel(i18n._({ id: 'kit.lines.discount', message: 'Discount' }), n)} className={css.cell} />
              <NumberField formRef={formRef} name={`${base}.taxRate`} mode="decimal" unit="%" label={lineLabel(i18n._({ id: 'kit.lines.taxRate', message: 'Tax' }), n)} className={css.cell} />
              <div className={css.lineTotal}>
                <span className={css.lineTotalLabel}>{i18n._({ id: 'kit.lines.total', message: 'Total' })}</span>
                <span className={css.lineTotalValue}>{figures ? f.money(figures.total) : '—'}</span>
              </div>
              <div className={css.actions}>
                <button
                  type="button"
                  className={css.iconButton}
                  disabled={readOnly || i === 0}
                  aria-label={i18n._({ id: 'kit.lines.moveUp', message: 'Move line {n} up ({name})', values: { n, name } })}
                  onClick={() => linesRef.send({ type: 'lines.move', index: i, offset: -1 })}
                >
                  <ListIcon name="sortAscending" size={18} />
                </button>
                <button
                  type="button"
                  className={css.iconButton}
                  disabled={readOnly || i === lines.length - 1}
                  aria-label={i18n._({ id: 'kit.lines.moveDown', message: 'Move line {n} down ({name})', values: { n, name } })}
                  onClick={() => linesRef.send({ type: 'lines.move', index: i, offset: 1 })}
                >
                  <ListIcon name="sortDescending" size={18} />
                </button>
                <button
                  type="button"
                  id={`${connectForm(formRef.getSnapshot(), formRef.send).ids.field(base)}-remove`}
                  className={css.dangerButton}
                  disabled={readOnly}
                  aria-label={i18n._({ id: 'kit.lines.remove', message: 'Remove line {n} ({name})', values: { n, name } })}
                  onClick={() => linesRef.send({ type: 'lines.remove', index: i })}
                >
                  <FormIcon name="delete" size={18} />
                </button>
              </div>
            </li>
          );
        })}
      </ol>
      {linesError ? (
        <p className={css.stockShort} role="alert">
          {linesError === 'required' ? i18n._({ id: 'kit.lines.required', message: 'Add at least one line.' }) : i18n._({ id: 'kit.lines.tooMany', message: 'The document has too many lines or its total is too large.' })}
        </p>
      ) : null}
      {showStock && stockLoading ? (
        <p className={css.stockState} role="status">
          <span className={spinner} aria-hidden="true" />
          {i18n._({ id: 'kit.lines.stock.loading', message: 'Checking the stock in this warehouse…' })}
        </p>
      ) : null}
      {showStock && stockError !== null ? (
        <p className={css.stockState} role="alert">
          {i18n._({ id: 'kit.lines.stock.failed', message: 'The stock of this warehouse could not be loaded.' })}
          <button type="button" className={css.retry} onClick={() => linesRef.send({ type: 'lines.stock.retry' })}>
            {i18n._({ id: 'kit.field.reference.retry', message: 'Try again' })}
          </button>
        </p>
      ) : null}
      <div className={css.footer}>
        <div>
          <button type="button" ref={addRef} className={css.addButton} disabled={readOnly} onClick={() => linesRef.send({ type: 'lines.add' })}>
            <span aria-hidden="true">+</span>
            {i18n._({ id: 'kit.lines.add', message: 'Add line' })}
          </button>
          <p className={css.hint}>{i18n._({ id: 'kit.lines.keys', message: 'Enter in a line adds another; Ctrl+Enter saves.' })}</p>
        </div>
        <dl className={css.totals} aria-label={i18n._({ id: 'kit.lines.totals', message: 'Totals' })}>
          <dt className={css.totalsTerm}>{i18n._({ id: 'kit.lines.subtotal', message: 'Subtotal' })}</dt>
          <dd className={css.totalsValue}>{f.money(totals.gross)}</dd>
          <dt className={css.totalsTerm}>{i18n._({ id: 'kit.lines.discountTotal', message: 'Discount' })}</dt>
          <dd className={css.totalsValue}>{f.money(-totals.discount)}</dd>
          {Object.entries(totals.taxByRate)
            .sort(([a], [b]) => compareDecimal(a, b))
            .map(([rate, tax]) => (
              <Fragment key={rate}>
                <dt className={css.totalsTerm}>{i18n._({ id: 'kit.lines.taxAt', message: 'Tax {rate}', values: { rate: f.percent(rate) } })}</dt>
                <dd className={css.totalsValue}>{f.money(tax)}</dd>
              </Fragment>
            ))}
          <dt className={css.grandTerm}>{i18n._({ id: 'kit.lines.grandTotal', message: 'Total' })}</dt>
          <dd className={css.grandValue}>{f.money(totals.total)}</dd>
        </dl>
      </div>
    </section>
  );
}

const cellField = (cell: LineCell): string => (cell === 'product' ? 'productId' : cell);
