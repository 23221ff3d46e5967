import { useLingui } from '@lingui/react';
import { useSelector } from '@xstate/react';
import { useRef, type KeyboardEvent } from 'react';
import { cashLimits, denominations, type CashClosing } from '../../../domain/cash-closing';
import { selectCashCount, type CashCountRef } from '../../../machines/sections/cashclosing/cash-count.machine';
import { useFormats } from '../../kit/format-context';
import { button } from '../../theme/recipes/button.css';
import { DifferenceText } from './cash-difference';
import * as css from './cash-count.css';
import { cashEventLabels, cashLabels, cashPiecesErrors } from './cashclosing-texts';

/**
 * The count screen: one row per note and coin, largest first; type the pieces, Enter or Tab to the next; live
 * counted total and difference against the expected cash (in colour and in words); a note; Save count.
 */
export function CashCountPanel({ countRef, closing, busy }: { countRef: CashCountRef; closing: CashClosing; busy: boolean }) {
  const { i18n } = useLingui();
  const f = useFormats();
  const view = useSelector(countRef, (s) => selectCashCount(s, closing), (a, b) => JSON.stringify(a) === JSON.stringify(b));
  const inputs = useRef<(HTMLInputElement | null)[]>([]);
  const noteRef = useRef<HTMLTextAreaElement | null>(null);
  const list = denominations[closing.currency];
  const money = (minor: number) => f.money(minor, closing.currency);
  // Enter moves on like Tab (a cashier types a number and Enter, row after row); the last one goes to the note.
  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    const next = inputs.current[index + 1];
    if (next) next.focus();
    else noteRef.current?.focus();
  };
  const rows = (kind: 'note' | 'coin') =>
    list
      .map((d, index) => ({ d, index }))
      .filter(({ d }) => d.kind === kind)
      .map(({ d, index }) => {
        const id = `cash-count-${d.id}`;
        const error = view.errors[d.id];
        const pieces = Number(view.texts[d.id] || 'NaN');
        return (
          <tr key={d.id}>
            <th scope="row" className={css.th}>
              <label htmlFor={id}>{money(d.value)}</label>
            </th>
            <td className={css.td}>
              <input
                id={id}
                ref={(el) => {
                  inputs.current[index] = el;
                }}
                className={css.input}
                inputMode="numeric"
                autoComplete="off"
                value={view.texts[d.id] ?? ''}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-error` : undefined}
                onChange={(event) => countRef.send({ type: 'count.change', denomination: d.id, text: event.target.value })}
                onKeyDown={onKeyDown(index)}
              />
              {error ? (
                <span id={`${id}-error`} className={css.cellError}>
                  {i18n._(cashPiecesErrors[error])}
                </span>
              ) : null}
            </td>
            <td className={css.tdEnd}>{Number.isInteger(pieces) && !error ? money(pieces * d.value) : '—'}</td>
          </tr>
        );
      });
  const head = (
    <tr>
      <th scope="col" className={css.colHead}>
        {i18n._({ id: 'cash.count.denomination', message: 'Denomination' })}
      </th>
      <th scope="col" className={css.colHead}>
        {i18n._({ id: 'cash.count.pieces', message: 'Pieces' })}
      </th>
      <th scope="col" className={css.colHeadEnd}>
        {i18n._({ id: 'cash.count.amount', message: 'Amount' })}
      </th>
    </tr>
  );
  return (
    <div className={css.layout}>
      <section className={css.card} aria-labelledby="cash-count-heading">
        <h2 id="cash-count-heading" className={css.heading}>
          {i18n._({ id: 'cash.count.title', message: 'Count by denomination' })}
        </h2>
        <p className={css.hint}>{i18n._({ id: 'cash.count.hint', message: 'Type the pieces of each note and coin, then Enter for the next. Enter 0 where there are none.' })}</p>
        <table className={css.table}>
          <caption className={css.groupRow}>{i18n._({ id: 'cash.count.notes', message: 'Notes' })}</caption>
          <thead>{head}</thead>
          <tbody>{rows('note')}</tbody>
        </table>
        <table className={css.table}>
          <caption className={css.groupRow}>{i18n._({ id: 'cash.count.coins', message: 'Coins' })}</caption>
          <thead>{head}</thead>
          <tbody>{rows('coin')}</tbody>
        </table>
      </section>
      <section className={css.card} aria-labelledby="cash-totals-heading">
        <h2 id="cash-totals-heading" className={css.heading}>
          {i18n._({ id: 'cash.count.totals', message: 'Totals' })}
        </h2>
        <dl className={css.figures} aria-live="polite">
          <div className={css.figureRow}>
            <dt className={css.figureLabel}>{i18n._(cashLabels.expected)}</dt>
            <dd className={css.figureValue}>{money(view.figures.expected)}</dd>
          </div>
          <div className={css.figureRow}>
            <dt className={css.figureLabel}>{i18n._(cashLabels.counted)}</dt>
            <dd className={`${css.figureValue} ${css.total}`}>{money(view.figures.counted)}</dd>
          </div>
          <div className={css.figureRow}>
            <dt className={css.figureLabel}>{i18n._(cashLabels.difference)}</dt>
            <dd className={css.figureValue}>
              <DifferenceText difference={view.figures.difference} currency={closing.currency} />
            </dd>
          </div>
        </dl>
        <div className={css.noteField}>
          <label htmlFor="cash-count-note">{i18n._(cashLabels.countNote)}</label>
          <textarea
            id="cash-count-note"
            ref={noteRef}
            className={css.textarea}
            maxLength={cashLimits.note}
            value={view.note}
            aria-describedby="cash-count-note-hint"
            onChange={(event) => countRef.send({ type: 'count.note', text: event.target.value })}
          />
          <span id="cash-count-note-hint" className={css.status}>
            {i18n._({ id: 'cash.count.noteHint', message: 'Required when the count differs from the expected cash.' })}
          </span>
        </div>
        <div className={css.actions}>
          <button type="button" className={button()} disabled={busy || !view.canSave} onClick={() => countRef.send({ type: 'count.save' })}>
            {i18n._(cashEventLabels.count)}
          </button>
          <span className={css.status} role="status">
            {view.unsaved ? i18n._({ id: 'cash.count.unsaved', message: 'Not saved yet' }) : i18n._({ id: 'cash.count.saved', message: 'Count saved' })}
          </span>
        </div>
      </section>
    </div>
  );
}
