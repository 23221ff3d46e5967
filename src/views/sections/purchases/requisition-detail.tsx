import { useLingui } from '@lingui/react';
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { compareQuotations, type Quotation } from '../../../domain/quotation';
import type { Requisition } from '../../../domain/requisition';
import type { HistoryRef } from '../../../machines/kit/history.machine';
import { selectLookupData, selectLookupFailed, type LookupRef } from '../../../machines/kit/lookup.machine';
import type { EventDialogRef } from '../../../machines/sections/purchases/event-dialog.machine';
import { purchaseOrdersPath, quotationsPath, requisitionsPath } from '../../../machines/sections/purchases/purchases-lists';
import type { SupplierChoice } from '../../../machines/sections/purchases/purchases-records';
import { Badge } from '../../kit/badge';
import { DetailList } from '../../kit/detail-list';
import { DocumentRecordView, ReasonNotice } from '../../kit/document-detail';
import { useFormats } from '../../kit/format-context';
import { Notice } from '../../kit/form-notices';
import { FormView } from '../../kit/form-view';
import { InAppLink } from '../../kit/in-app-link';
import { type RecordActorOf } from '../../kit/record-view';
import { button } from '../../theme/recipes/button.css';
import { RequestQuotesDialog } from './purchase-dialogs';
import * as css from './purchases.css';
import { nameIn, PrintLink, PurchasingHistory, useReadAgainOnOpen, type usePurchasingLookups } from './purchasing-common';
import {
  purchasingLabels,
  purchasingReasons,
  quotationStatusLabels,
  quotationStatusTones,
  requisitionEventLabels,
  requisitionStatusLabels,
  requisitionStatusTones,
} from './purchases-texts';
import { RequisitionFields, requisitionFieldLabels } from './requisition-fields';

/** A requisition's page: who asks what, its lifecycle's buttons, the quotations compared side by side, the history. */
export function RequisitionDetail({
  recordRef,
  historyRef,
  dialogRef,
  comparisonRef,
  lookups,
  me,
  onNavigate,
}: {
  recordRef: RecordActorOf<Requisition>;
  historyRef: HistoryRef | undefined;
  dialogRef: EventDialogRef<SupplierChoice>;
  comparisonRef: LookupRef<Quotation[], string>;
  lookups: ReturnType<typeof usePurchasingLookups>;
  me: string;
  onNavigate: (to: string) => void;
}) {
  const { i18n } = useLingui();
  const f = useFormats();
  const current = useSelector(recordRef, (s) => {
    const r = s.context.record as Requisition | null;
    return r ? `${r.id}:${r.version}` : '';
  });
  useReadAgainOnOpen(recordRef);
  // The history and the comparison follow the requisition: each change reads them again.
  useEffect(() => {
    const [id, version] = current.split(':');
    if (!id) return;
    historyRef?.send({ type: 'history.refresh', version: Number(version) });
    comparisonRef.send({ type: 'lookup.load', input: id });
  }, [current, historyRef, comparisonRef]);
  const label = (key: keyof typeof purchasingLabels) => i18n._(purchasingLabels[key]);
  const events = [
    { type: 'submit', label: i18n._(requisitionEventLabels.submit), tone: 'primary' as const },
    { type: 'approve', label: i18n._(requisitionEventLabels.approve), tone: 'primary' as const },
    {
      type: 'reject',
      label: i18n._(requisitionEventLabels.reject),
      confirm: {
        title: i18n._({ id: 'purchases.requisitions.reject.title', message: 'Reject this requisition?' }),
        message: i18n._({ id: 'purchases.requisitions.reject.message', message: 'Nothing is bought for it. A rejected requisition cannot be reopened.' }),
        actions: { confirm: { label: i18n._(requisitionEventLabels.reject), color: 'warn' as const } },
      },
    },
    { type: 'request-quotes', label: i18n._(requisitionEventLabels['request-quotes']), tone: 'primary' as const, onSelect: () => dialogRef.send({ type: 'eventDialog.open', values: { supplierIds: [] } }) },
    {
      type: 'cancel',
      label: i18n._(requisitionEventLabels.cancel),
      confirm: {
        title: i18n._({ id: 'purchases.requisitions.cancel.title', message: 'Cancel this requisition?' }),
        message: i18n._({ id: 'purchases.requisitions.cancel.message', message: 'Its open quotations are rejected. A cancelled requisition cannot be reopened.' }),
        actions: { confirm: { label: i18n._(requisitionEventLabels.cancel), color: 'warn' as const } },
      },
    },
  ];
  return (
    <>
      <DocumentRecordView<Requisition>
        recordRef={recordRef}
        listPath={requisitionsPath}
        backLabel={i18n._({ id: 'purchases.requisitions.back', message: 'Back to requisitions' })}
        title={(r) => i18n._({ id: 'purchases.requisitions.detail.title', message: 'Requisition {number}', values: { number: r.number } })}
        status={{ labels: requisitionStatusLabels, tones: requisitionStatusTones }}
        events={events}
        deletedLabel={i18n._({ id: 'purchases.requisitions.deleted', message: 'Requisition deleted' })}
        onNavigate={onNavigate}
        form={(formRef) => (
          <FormView formRef={formRef} label={i18n._({ id: 'purchases.requisitions.edit', message: 'Edit requisition' })} fieldLabels={requisitionFieldLabels((d) => i18n._(d))}>
            <RequisitionFields formRef={formRef} employees={lookups.employees} departments={lookups.departments} warehouses={lookups.warehouses} searchProducts={lookups.searchProducts} />
          </FormView>
        )}
      >
        {(r, back) => (
          <>
            <div className={css.links}>
              {back}
              <PrintLink type="requisition" id={r.id} onNavigate={onNavigate} />
              {r.purchaseOrderId ? (
                <InAppLink to={`${purchaseOrdersPath}/${encodeURIComponent(r.purchaseOrderId)}`} onNavigate={onNavigate}>
                  {i18n._({ id: 'purchases.requisitions.openOrder', message: 'Open its purchase order' })}
                </InAppLink>
              ) : null}
            </div>
            <ReasonNotice recordRef={recordRef} reasons={purchasingReasons} />
            <DetailList
              none={i18n._({ id: 'kit.detail.none', message: 'None' })}
              sections={[
                {
                  title: i18n._({ id: 'purchases.requisitions.section', message: 'Request' }),
                  items: [
                    { label: label('date'), value: f.date(r.date) },
                    { label: label('requesterId'), value: nameIn(lookups.employees, r.requesterId) },
                    { label: label('departmentId'), value: nameIn(lookups.departments, r.departmentId) },
                    { label: label('warehouseId'), value: nameIn(lookups.warehouses, r.warehouseId) },
                    { label: label('neededBy'), value: f.date(r.neededBy) },
                    { label: label('notes'), value: r.notes },
                  ],
                },
              ]}
            />
            <div className={css.stack}>
              <section className={css.card} aria-labelledby="requisition-lines">
                <h2 id="requisition-lines" className={css.heading}>
                  {label('lines')}
                </h2>
                <div className={css.tableBox} tabIndex={0} role="group" aria-labelledby="requisition-lines">
                  <table className={css.table}>
                    <thead>
                      <tr>
                        <th className={css.cell} scope="col">{label('product')}</th>
                        <th className={css.number} scope="col">{label('quantity')}</th>
                        <th className={css.cell} scope="col">{label('note')}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {r.lines.map((l, i) => (
                        <tr key={i}>
                          <td className={css.productCell}>
                            {l.name}
                            <span className={css.sku}>{l.sku}</span>
                          </td>
                          <td className={css.number}>{f.quantity(l.quantity)}</td>
                          <td className={css.cell}>{l.note}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              </section>
              {r.status === 'quoting' || r.status === 'ordered' || r.supplierIds.length > 0 ? <Comparison comparisonRef={comparisonRef} onNavigate={onNavigate} /> : null}
              {historyRef ? <PurchasingHistory historyRef={historyRef} headingId="requisition-history" me={me} statusLabels={requisitionStatusLabels} statusTones={requisitionStatusTones} /> : null}
            </div>
          </>
        )}
      </DocumentRecordView>
      <RequestQuotesDialog dialogRef={dialogRef} suppliers={lookups.suppliers} />
    </>
  );
}

/** The requisition's quotations side by side: each line's total per supplier, each supplier's total, the cheapest marked. */
function Comparison({ comparisonRef, onNavigate }: { comparisonRef: LookupRef<Quotation[], string>; onNavigate: (to: string) => void }) {
  const { i18n } = useLingui();
  const f = useFormats();
  const quotations = useSelector(comparisonRef, (s) => selectLookupData<Quotation[], string>(s));
  const failed = useSelector(comparisonRef, (s) => selectLookupFailed<Quotation[], string>(s));
  const label = (key: keyof typeof purchasingLabels) => i18n._(purchasingLabels[key]);
  const title = i18n._({ id: 'purchases.comparison.title', message: 'Quotations compared' });
  const cheapestWord = i18n._({ id: 'purchases.comparison.cheapest', message: 'Cheapest' });
  let body;
  if (failed) {
    body = (
      <Notice tone="warning" icon="alert" role="alert">
        {i18n._({ id: 'purchases.comparison.failed', message: 'The quotations could not be read.' })}{' '}
        <button type="button" className={button({ tone: 'secondary' })} onClick={() => comparisonRef.send({ type: 'lookup.retry' })}>
          {i18n._({ id: 'purchases.retry', message: 'Retry' })}
        </button>
      </Notice>
    );
  } else if (quotations === null) body = <p>{i18n._({ id: 'purchases.loading', message: 'Loading…' })}</p>;
  else if (quotations.length === 0) body = <p>{i18n._({ id: 'purchases.comparison.none', message: 'No quotations were requested.' })}</p>;
  else {
    const c = compareQuotations(quotations);
    const money = (v: number | null) => (v === null ? i18n._({ id: 'purchases.comparison.noPrice', message: 'No price yet' }) : f.money(v));
    body = (
      <>
      {/* Each supplier's offer in one card (what a phone shows without scrolling), then every line side by side. */}
      <ul className={css.offers} aria-label={i18n._({ id: 'purchases.comparison.offers', message: 'Offers by supplier' })}>
        {quotations.map((q, i) => (
          <li key={q.id} className={`${css.offer} ${c.cheapest === i ? css.cheapest : ''}`}>
            <InAppLink to={`${quotationsPath}/${encodeURIComponent(q.id)}`} onNavigate={onNavigate}>
              {q.supplierName || q.number}
            </InAppLink>
            <span className={css.sku}>{q.number}</span>
            <Badge tone={quotationStatusTones[q.status]}>{i18n._(quotationStatusLabels[q.status])}</Badge>
            <span>
              {label('total')}: {money(c.totals[i] ?? null)}
            </span>
            <span className={css.sku}>
              {label('validUntil')}: {q.validUntil ? f.date(q.validUntil) : '—'}
            </span>
            {c.cheapest === i ? <span className={css.best}>{cheapestWord}</span> : null}
          </li>
        ))}
      </ul>
      <div className={css.tableBox} tabIndex={0} role="group" aria-labelledby="requisition-comparison">
        <table className={css.table}>
          <thead>
            <tr>
              <th className={css.cell} scope="col">{label('product')}</th>
              {quotations.map((q, i) => (
                <th key={q.id} className={`${css.number} ${c.cheapest === i ? css.cheapest : ''}`} scope="col">
                  {q.supplierName || q.number}
                  <span className={css.sku}>{q.number}</span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {c.rows.map((row, r) => (
              <tr key={r}>
                <th className={css.productCell} scope="row">
                  {quotations[0]!.lines[r]?.name}
                  <span className={css.sku}>
                    {quotations[0]!.lines[r]?.sku} · {f.quantity(row.quantity)}
                  </span>
                </th>
                {row.totals.map((v, i) => (
                  <td key={i} className={`${css.number} ${row.cheapest === i ? css.cheapest : ''}`}>
                    {money(v)}
                    {row.cheapest === i && quotations.filter((q) => q.lines[r]?.unitPrice !== null).length > 1 ? <span className={css.best}>{cheapestWord}</span> : null}
                  </td>
                ))}
              </tr>
            ))}
            <tr>
              <th className={css.cell} scope="row">
                {label('total')}
              </th>
              {c.totals.map((v, i) => (
                <td key={i} className={`${css.number} ${c.cheapest === i ? css.cheapest : ''}`}>
                  {money(v)}
                  {c.cheapest === i ? <span className={css.best}>{cheapestWord}</span> : null}
                </td>
              ))}
            </tr>
            <tr>
              <th className={css.cell} scope="row">
                {label('validUntil')}
              </th>
              {quotations.map((q) => (
                <td key={q.id} className={css.number}>
                  {q.validUntil ? f.date(q.validUntil) : '—'}
                </td>
              ))}
            </tr>
          </tbody>
        </table>
      </div>
      </>
    );
  }
  return (
    <section className={css.card} aria-labelledby="requisition-comparison">
      <h2 id="requisition-comparison" className={css.heading}>
        {title}
      </h2>
      <p className={css.hint}>{i18n._({ id: 'purchases.comparison.hint', message: 'Totals include tax. Open a quotation to enter its prices or accept it; accepting one rejects the others and makes the purchase order.' })}</p>
      {body}
    </section>
  );
}
