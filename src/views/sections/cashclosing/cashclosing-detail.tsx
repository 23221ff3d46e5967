import { useLingui } from '@lingui/react';
import { useSelector } from '@xstate/react';
import { cashFigures, cashLimits, denominations, type CashClosing, type CashRegister } from '../../../domain/cash-closing';
import type { Employee } from '../../../domain/employee';
import type { ReferenceSearch } from '../../kit/field-reference';
import type { HistoryRef } from '../../../machines/kit/history.machine';
import { selectIsRecordBusy } from '../../../machines/kit/record.machine';
import type { CashCountRef } from '../../../machines/sections/cashclosing/cash-count.machine';
import { cashClosingsPath } from '../../../machines/sections/cashclosing/cashclosing-list';
import { DetailList } from '../../kit/detail-list';
import { useFormats } from '../../kit/format-context';
import { FormView } from '../../kit/form-view';
import { DocumentHistory, DocumentRecordView, PrintLink, ReasonNotice } from '../../kit/document-detail';
import { Notice } from '../../kit/form-notices';
import type { RecordActorOf } from '../../kit/record-view';
import { button } from '../../theme/recipes/button.css';
import { CashCountPanel } from './cash-count-panel';
import { DifferenceText } from './cash-difference';
import * as css from './cash-count.css';
import { CashClosingFields, cashFieldLabels } from './cashclosing-fields';
import { cashEventLabels, cashHistoryEvents, cashLabels, cashReasons, cashStatusLabels, cashStatusTones } from './cashclosing-texts';

/** A closing's page: its figures, the count screen while counting, the lifecycle's buttons, the rejection form, the history. */
export function CashClosingDetail({
  recordRef,
  countRef,
  historyRef,
  registers,
  cashiers,
  searchCashiers,
  me,
  onNavigate,
}: {
  recordRef: RecordActorOf<CashClosing>;
  /** Spawned once the closing is read (undefined before, and for a closing that cannot be read). */
  countRef: CashCountRef | undefined;
  historyRef: HistoryRef | undefined;
  registers: readonly CashRegister[] | null;
  cashiers: readonly Employee[] | null;
  searchCashiers: ReferenceSearch;
  /** The signed-in user's `sub` (the history says "You"). */
  me: string;
  onNavigate: (to: string) => void;
}) {
  const { i18n } = useLingui();
  const f = useFormats();
  const busy = useSelector(recordRef, selectIsRecordBusy);
  const reject = useSelector(
    countRef,
    (s) => (s ? { open: s.matches({ reject: 'open' }), reason: s.context.reason, canSend: s.can({ type: 'reject.send' }) } : { open: false, reason: '', canSend: false }),
    (a, b) => a.open === b.open && a.reason === b.reason && a.canSend === b.canSend,
  );
  const label = (key: keyof typeof cashLabels) => i18n._(cashLabels[key]);
  const registerName = (id: string) => registers?.find((r) => r.id === id)?.name ?? '';
  // The name the closing carries (whoever reads closings), else the employees' when this user may read them.
  const cashierName = (c: CashClosing) => c.cashierName || (cashiers?.find((e) => e.id === c.cashierId)?.name ?? '');
  const events = [
    { type: 'startCount', label: i18n._(cashEventLabels.startCount), tone: 'primary' as const },
    { type: 'submit', label: i18n._(cashEventLabels.submit), tone: 'primary' as const },
    {
      type: 'approve',
      label: i18n._(cashEventLabels.approve),
      tone: 'primary' as const,
      confirm: {
        title: i18n._({ id: 'cash.approve.title', message: 'Approve this closing?' }),
        message: i18n._({ id: 'cash.approve.message', message: 'The count becomes final and can no longer change.' }),
        actions: { confirm: { label: i18n._(cashEventLabels.approve) } },
      },
    },
    { type: 'reject', label: i18n._(cashEventLabels.reject), onSelect: () => countRef?.send({ type: 'reject.open' }) },
  ];
  return (
    <DocumentRecordView<CashClosing>
      recordRef={recordRef}
      listPath={cashClosingsPath}
      backLabel={i18n._({ id: 'cash.back', message: 'Back to cash closings' })}
      title={(c) => i18n._({ id: 'cash.detail.title', message: 'Closing {number}', values: { number: c.number } })}
      status={statusTexts}
      events={events}
      deletedLabel={i18n._({ id: 'cash.undo.deleted', message: 'Closing deleted' })}
      historyRef={historyRef}
      onNavigate={onNavigate}
      form={(formRef) => (
        <FormView formRef={formRef} label={i18n._({ id: 'cash.edit', message: 'Edit the opening' })} fieldLabels={cashFieldLabels((d) => i18n._(d))}>
          <CashClosingFields formRef={formRef} registers={registers} cashiers={cashiers} searchCashiers={searchCashiers} />
        </FormView>
      )}
    >
      {(c, back) => {
        const figures = cashFigures(c);
        return (
          <>
            <div className={css.actions}>
              {back}
              <PrintLink type="cash-closing" id={c.id} label={i18n._({ id: 'cash.print', message: 'Print' })} onNavigate={onNavigate} />
            </div>
            <ReasonNotice recordRef={recordRef} reasons={cashReasons} />
            {c.rejection && c.status === 'counting' ? (
              <Notice tone="warning" icon="alert" role="status">
                {i18n._({ id: 'cash.rejected', message: 'Sent back to counting on {when}: {reason}', values: { when: f.dateTime(c.rejection.at), reason: c.rejection.reason } })}
              </Notice>
            ) : null}
            {reject.open ? (
              <section className={css.card} aria-labelledby="cash-reject-heading">
                <h2 id="cash-reject-heading" className={css.heading}>
                  {i18n._({ id: 'cash.reject.title', message: 'Reject the count' })}
                </h2>
                <div className={css.noteField}>
                  <label htmlFor="cash-reject-reason">{i18n._({ id: 'cash.reject.reason', message: 'Reason (the cashier sees it)' })}</label>
                  <textarea
                    id="cash-reject-reason"
                    className={css.textarea}
                    maxLength={cashLimits.reason}
                    value={reject.reason}
                    required
                    onChange={(event) => countRef?.send({ type: 'reject.reason', text: event.target.value })}
                  />
                </div>
                <div className={css.actions}>
                  <button type="button" className={button()} disabled={busy || !reject.canSend} onClick={() => countRef?.send({ type: 'reject.send' })}>
                    {i18n._({ id: 'cash.reject.send', message: 'Send back to counting' })}
                  </button>
                  <button type="button" className={button({ tone: 'ghost' })} onClick={() => countRef?.send({ type: 'reject.cancel' })}>
                    {i18n._({ id: 'cash.reject.cancel', message: 'Cancel' })}
                  </button>
                </div>
              </section>
            ) : null}
            <DetailList
              none={i18n._({ id: 'kit.detail.none', message: 'None' })}
              sections={[
                {
                  title: i18n._({ id: 'cash.section.register', message: 'Register' }),
                  items: [
                    { label: label('registerId'), value: registerName(c.registerId) },
                    { label: label('cashierId'), value: cashierName(c) },
                    { label: label('date'), value: f.date(c.date) },
                    { label: i18n._({ id: 'cash.openedAt', message: 'Opened at' }), value: f.dateTime(c.createdAt) },
                  ],
                },
                {
                  title: i18n._({ id: 'cash.section.figures', message: 'Figures' }),
                  items: [
                    { label: label('openingFloat'), value: f.money(c.openingFloat, c.currency) },
                    { label: label('cashSales'), value: f.money(c.cashSales, c.currency) },
                    { label: label('cardSales'), value: f.money(c.cardSales, c.currency) },
                    { label: label('expected'), value: f.money(figures.expected, c.currency) },
                    { label: label('counted'), value: figures.complete ? f.money(figures.counted, c.currency) : '' },
                    { label: label('difference'), value: <DifferenceText difference={figures.difference} currency={c.currency} /> },
                  ],
                },
              ]}
            />
            {c.status === 'counting' && countRef ? (
              <div className={css.stack}>
                <CashCountPanel countRef={countRef} closing={c} busy={busy} />
              </div>
            ) : c.status !== 'open' ? (
              <section className={`${css.card} ${css.stack}`} aria-labelledby="cash-counted-heading">
                <h2 id="cash-counted-heading" className={css.heading}>
                  {i18n._({ id: 'cash.count.title', message: 'Count by denomination' })}
                </h2>
                {/* Notes and coins apart, as the count panel has them: a $20 note and a $20 coin read differently. */}
                {(['note', 'coin'] as const).map((kind) => (
                  <div key={kind}>
                    <h3 className={css.figureLabel}>
                      {kind === 'note' ? i18n._({ id: 'cash.count.notes', message: 'Notes' }) : i18n._({ id: 'cash.count.coins', message: 'Coins' })}
                    </h3>
                    <dl className={css.counts}>
                      {denominations[c.currency]
                        .filter((d) => d.kind === kind)
                        .map((d) => (
                          <div key={d.id} className={css.figureRow}>
                            <dt className={css.figureLabel}>{f.money(d.value, c.currency)}</dt>
                            <dd className={css.figureValue}>{c.counts[d.id] ?? '—'}</dd>
                          </div>
                        ))}
                    </dl>
                  </div>
                ))}
                {c.countNote ? (
                  <p>
                    <strong>{label('countNote')}:</strong> {c.countNote}
                  </p>
                ) : null}
              </section>
            ) : null}
            {historyRef ? (
            <div className={css.stack}>
              <DocumentHistory
                historyRef={historyRef}
                headingId="cash-history-heading"
                me={me}
                events={cashHistoryEvents}
                status={statusTexts}
                describeField={(field) => cashFieldLabels((d) => i18n._(d))[field] ?? (field === 'counts' ? i18n._({ id: 'cash.history.counts', message: 'Pieces counted' }) : field === 'countNote' ? label('countNote') : null)}
              />
            </div>
            ) : null}
          </>
        );
      }}
    </DocumentRecordView>
  );
}

const statusTexts = { labels: cashStatusLabels, tones: cashStatusTones };


