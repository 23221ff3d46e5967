import { useLingui } from '@lingui/react';
import { useSelector } from '@xstate/react';
import type { Delivery } from '../../../domain/delivery';
import type { HistoryRef } from '../../../machines/kit/history.machine';
import { selectIsRecordBusy } from '../../../machines/kit/record.machine';
import { deliveriesPath } from '../../../machines/sections/deliveries/deliveries-list';
import type { DataEventType, DeliveryEventPanelRef } from '../../../machines/sections/deliveries/delivery-event.machine';
import { DetailList } from '../../kit/detail-list';
import { useFormats } from '../../kit/format-context';
import type { ReferenceSearch } from '../../kit/field-reference';
import { FormView } from '../../kit/form-view';
import { DocumentHistory, DocumentRecordView, PrintLink, ReasonNotice } from '../../kit/document-detail';
import { InAppLink } from '../../kit/in-app-link';
import type { RecordActorOf } from '../../kit/record-view';
import * as css from './deliveries.css';
import { DeliveryEventPanel, panelClock } from './delivery-event-panel';
import { DeliveryFields, deliveryFieldLabels, type Driver } from './delivery-fields';
import { deliveryEventLabels, deliveryHistoryEvents, deliveryLabels, deliveryReasons, deliveryStatusLabels, deliveryStatusTones } from './delivery-texts';

/** A delivery's page: where and what, its lifecycle's buttons (each offered by the record machine), the event panels, the history. */
export function DeliveryDetail({
  recordRef,
  panelRef,
  historyRef,
  drivers,
  warehouses,
  searchDrivers,
  country,
  today,
  me,
  onNavigate,
}: {
  recordRef: RecordActorOf<Delivery>;
  /** The data panels of this delivery's events (undefined until it is read). */
  panelRef: DeliveryEventPanelRef | undefined;
  historyRef: HistoryRef | undefined;
  drivers: readonly Driver[] | null;
  warehouses: readonly { id: string; code: string; name: string }[] | null;
  searchDrivers: ReferenceSearch;
  country: string;
  today: string;
  /** The signed-in user's `sub` (the history says "You"). */
  me: string;
  onNavigate: (to: string) => void;
}) {
  const { i18n } = useLingui();
  const f = useFormats();
  const busy = useSelector(recordRef, selectIsRecordBusy);
  const current = useSelector(recordRef, (s) => (s.context.record as Delivery | null)?.status ?? null);
  const label = (key: keyof typeof deliveryLabels) => i18n._(deliveryLabels[key]);
  const driverName = (id: string) => drivers?.find((d) => d.id === id)?.name ?? '';
  const warehouseName = (id: string) => warehouses?.find((w) => w.id === id)?.name ?? '';
  const openPanel = (event: DataEventType) => () => panelRef?.send({ type: 'panel.open', event, ...panelClock(today) });
  const events = [
    {
      type: 'dispatch',
      label: i18n._(deliveryEventLabels.dispatch),
      tone: 'primary' as const,
      confirm: {
        title: i18n._({ id: 'deliveries.dispatch.title', message: 'Dispatch this delivery?' }),
        message:
          current === 'rescheduled'
            ? i18n._({ id: 'deliveries.dispatch.again', message: 'The goods already left the warehouse: they go out again for the new date, and the stock does not change.' })
            : i18n._({ id: 'deliveries.dispatch.message', message: 'The goods leave the warehouse now: its stock goes down by these quantities.' }),
        actions: { confirm: { label: i18n._(deliveryEventLabels.dispatch) } },
        dismissible: true,
      },
    },
    { type: 'deliver', label: i18n._(deliveryEventLabels.deliver), tone: 'primary' as const, onSelect: openPanel('deliver') },
    { type: 'fail', label: i18n._(deliveryEventLabels.fail), onSelect: openPanel('fail') },
    { type: 'reschedule', label: i18n._(deliveryEventLabels.reschedule), tone: 'primary' as const, onSelect: openPanel('reschedule') },
    {
      type: 'return',
      label: i18n._(deliveryEventLabels.return),
      confirm: {
        title: i18n._({ id: 'deliveries.return.title', message: 'Bring the goods back to the warehouse?' }),
        message: i18n._({ id: 'deliveries.return.message', message: 'They are received into stock again and, while the order is open, reserved for it again: another delivery can ship them.' }),
        actions: { confirm: { label: i18n._(deliveryEventLabels.return) } },
        dismissible: true,
      },
    },
  ];
  return (
    <DocumentRecordView<Delivery>
      recordRef={recordRef}
      listPath={deliveriesPath}
      backLabel={i18n._({ id: 'deliveries.back', message: 'Back to deliveries' })}
      title={(d) => i18n._({ id: 'deliveries.detail.title', message: 'Delivery {number}', values: { number: d.number } })}
      status={statusTexts}
      events={events}
      deletedLabel={i18n._({ id: 'deliveries.undo.deleted', message: 'Delivery deleted' })}
      historyRef={historyRef}
      onNavigate={onNavigate}
      form={(formRef, d) => (
        <FormView formRef={formRef} label={i18n._({ id: 'deliveries.edit', message: 'Edit delivery' })} fieldLabels={deliveryFieldLabels((m) => i18n._(m), d.lines)}>
          <DeliveryFields formRef={formRef} country={country} drivers={drivers} searchDrivers={searchDrivers} today={today} />
        </FormView>
      )}
    >
      {(d, back) => (
        <>
          <div className={css.bar}>
            {back}
            <PrintLink type="delivery-note" id={d.id} label={i18n._({ id: 'deliveries.print', message: 'Print delivery note' })} onNavigate={onNavigate} />
            <InAppLink to={`/orders/${encodeURIComponent(d.salesOrderId)}`} onNavigate={onNavigate}>
              {i18n._({ id: 'deliveries.openOrder', message: 'Open order {order}', values: { order: d.orderNumber } })}
            </InAppLink>
          </div>
          <ReasonNotice recordRef={recordRef} reasons={deliveryReasons} />
          {panelRef ? <DeliveryEventPanel panelRef={panelRef} delivery={d} busy={busy} today={today} /> : null}
          <DetailList
            none={i18n._({ id: 'kit.detail.none', message: 'None' })}
            sections={[
              {
                title: i18n._({ id: 'deliveries.section.trip', message: 'Trip' }),
                items: [
                  { label: label('orderNumber'), value: d.orderNumber },
                  { label: label('customerName'), value: d.customerName },
                  { label: label('scheduledDate'), value: f.date(d.scheduledDate, 'long') },
                  { label: label('driverId'), value: driverName(d.driverId) },
                  { label: label('warehouseId'), value: warehouseName(d.warehouseId) },
                  { label: label('notes'), value: d.notes },
                ],
              },
              {
                title: label('address'),
                items: [
                  { label: label('street'), value: d.address.street },
                  { label: label('city'), value: d.address.city },
                  { label: label('state'), value: d.address.state },
                  { label: label('postalCode'), value: d.address.postalCode },
                  { label: label('country'), value: d.address.country },
                ],
              },
              {
                title: i18n._({ id: 'deliveries.section.progress', message: 'Progress' }),
                items: [
                  { label: label('dispatchedAt'), value: d.dispatchedAt ? f.dateTime(d.dispatchedAt) : '' },
                  { label: label('receivedBy'), value: d.proof?.receivedBy ?? '' },
                  { label: label('receivedAt'), value: d.proof ? f.dateTime(d.proof.receivedAt) : '' },
                  { label: label('failureReason'), value: d.failureReason ?? '' },
                ],
              },
            ]}
          />
          <section className={css.card} aria-labelledby="delivery-lines-heading">
            <h2 id="delivery-lines-heading" className={css.heading}>
              {label('lines')}
            </h2>
            <div className={css.tableBox}>
              <table className={css.table}>
                <thead>
                  <tr>
                    <th scope="col" className={css.cell}>
                      {label('product')}
                    </th>
                    <th scope="col" className={css.number}>
                      {label('quantity')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {d.lines.map((line) => (
                    <tr key={line.productId}>
                      <td className={css.cell}>
                        <div className={css.product}>
                          <span>{line.name ?? line.productId}</span>
                          {line.sku ? <span className={css.sku}>{line.sku}</span> : null}
                        </div>
                      </td>
                      <td className={css.number}>{f.quantity(line.quantity)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </section>
          {historyRef ? (
            <DocumentHistory
              historyRef={historyRef}
              headingId="delivery-history-heading"
              me={me}
              events={deliveryHistoryEvents}
              status={statusTexts}
              describeField={(field) => (field in deliveryLabels ? i18n._(deliveryLabels[field as keyof typeof deliveryLabels]) : null)}
            />
          ) : null}
        </>
      )}
    </DocumentRecordView>
  );
}

const statusTexts = { labels: deliveryStatusLabels, tones: deliveryStatusTones };
