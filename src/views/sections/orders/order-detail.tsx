import { useLingui } from '@lingui/react';
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { compareDecimal } from '../../../domain/decimal';
import { outstandingOf, quantitiesByProduct, type SalesOrder } from '../../../domain/sales-order';
import type { HistoryRef } from '../../../machines/kit/history.machine';
import type { LineProduct } from '../../../machines/kit/lines.machine';
import { selectLookupData, selectLookupFailed, type LookupRef } from '../../../machines/kit/lookup.machine';
import { selectRecordFailure } from '../../../machines/kit/record.machine';
import type { StockQuery } from '../../../machines/kit/lines.machine';
import { ordersPath } from '../../../machines/sections/orders/orders-list';
import { knownProducts } from '../../../machines/sections/orders/orders-record';
import type { WarehouseChoice } from '../../../machines/sections/orders/sales-order-api';
import type { SectionDeps } from '../../../machines/sections/section-deps';
import { DetailList } from '../../kit/detail-list';
import type { ReferenceSearch } from '../../kit/field-reference';
import { useFormats } from '../../kit/format-context';
import { Notice } from '../../kit/form-notices';
import { FormView } from '../../kit/form-view';
import { DocumentHistory, DocumentRecordView, PrintLink } from '../../kit/document-detail';
import { DocumentLines, type DocumentLinesColumn } from '../../kit/document-lines';
import { InAppLink } from '../../kit/in-app-link';
import { useLinkAccess } from '../../ui/link-access';
import type { AnyActorRef } from 'xstate';
import type { RecordActorOf } from '../../kit/record-view';
import { OrderFields, orderFieldLabels } from './order-fields';
import { orderEventLabels, orderHistoryEvents, orderLabels, orderReasons, orderStatusLabels, orderStatusTones } from './orders-texts';
import * as css from './orders.css';

/** What the draft's products have available in its warehouse (null until known). */
type Stock = Record<string, string> | null;

/** A sales order's page: its data, lines and totals, the lifecycle's buttons (Confirm, Cancel, Close), Edit while a draft, the history, Print. */
export function OrderDetail({
  recordRef,
  historyRef,
  stockRef,
  deps,
  taxRate,
  warehouses,
  searchCustomers,
  me,
  onNavigate,
}: {
  recordRef: RecordActorOf<SalesOrder>;
  historyRef: HistoryRef | undefined;
  /** The stock of the order's products in its warehouse, while it is a draft. */
  stockRef: LookupRef<Record<string, string>, StockQuery> | undefined;
  deps: SectionDeps;
  taxRate: string;
  warehouses: readonly WarehouseChoice[] | null;
  searchCustomers: ReferenceSearch;
  me: string;
  onNavigate: (to: string) => void;
}) {
  const { i18n } = useLingui();
  const f = useFormats();
  const order = useSelector(recordRef, (s) => s.context.record as SalesOrder | null);
  const reason = useSelector(recordRef, (s) => selectRecordFailure(s)?.reason ?? null);
  const stock: Stock = useSelector(stockRef, (s) => (s ? selectLookupData<Record<string, string>, StockQuery>(s) : null)) ?? null;
  const stockFailed = useSelector(stockRef, (s) => (s ? selectLookupFailed<Record<string, string>, StockQuery>(s) : false));
  const version = order?.version ?? 0;
  // Deliveries are scheduled from here when the user may open them (slice deliveries).
  const linkAccess = useLinkAccess(recordRef as unknown as AnyActorRef);
  // The stock follows the order (the history too: DocumentRecordView): each change (ours or someone else's after a conflict) reads it again.
  useEffect(() => {
    if (order && stockRef) stockRef.send({ type: 'lookup.load', input: { warehouseId: order.warehouseId, productIds: [...new Set(order.lines.map((l) => l.productId))] } });
    // A refused confirm reads the stock again: what is short now.
  }, [version, reason, stockRef]);

  const label = (key: keyof typeof orderLabels) => i18n._(orderLabels[key]);
  const lineColumns = useLineColumns();
  const events = [
    { type: 'confirm', label: i18n._(orderEventLabels.confirm), tone: 'primary' as const },
    {
      type: 'close',
      label: i18n._(orderEventLabels.close),
      confirm: {
        title: i18n._({ id: 'orders.close.title', message: 'Close this order?' }),
        message:
          order?.status === 'partially-delivered'
            ? i18n._({ id: 'orders.close.partial', message: 'What is not delivered yet will not be, and its reserved stock is released.' })
            : i18n._({ id: 'orders.close.message', message: 'The order is finished and can no longer change.' }),
        actions: { confirm: { label: i18n._(orderEventLabels.close), color: 'primary' as const }, cancel: { label: i18n._({ id: 'orders.keep', message: 'Keep it open' }) } },
      },
    },
    {
      type: 'cancel',
      label: i18n._(orderEventLabels.cancel),
      confirm: {
        title: i18n._({ id: 'orders.cancel.title', message: 'Cancel this order?' }),
        message:
          order?.status === 'confirmed'
            ? i18n._({ id: 'orders.cancel.confirmed', message: 'The customer will not receive it, and its reserved stock is released. This cannot be undone.' })
            : i18n._({ id: 'orders.cancel.draft', message: 'The order will not go ahead. This cannot be undone.' }),
        actions: { confirm: { label: i18n._(orderEventLabels.cancel), color: 'warn' as const }, cancel: { label: i18n._({ id: 'orders.keep', message: 'Keep it open' }) } },
      },
    },
  ];
  const warehouseName = (o: SalesOrder) => warehouses?.find((w) => w.id === o.warehouseId)?.name ?? o.warehouseName;
  // What is short now, from the draft's stock (read again after the refusal): named in the refusal's notice.
  const shortages =
    order && stock
      ? [...quantitiesByProduct(order.lines)]
          .filter(([productId, quantity]) => compareDecimal(quantity, stock[productId] ?? '0') > 0)
          .map(([productId, quantity]) => ({ line: order.lines.find((l) => l.productId === productId)!, quantity, available: stock[productId] ?? '0' }))
      : [];
  /** The rule's reason in the section's words (the kit's notice shows it instead of its generic 409 text). */
  const failureMessage = (failure: { reason?: string | null }) => {
    const known = failure.reason ? orderReasons[failure.reason] : undefined;
    if (!known || !order) return null;
    return (
      <>
        {i18n._(known.id!, { warehouse: warehouseName(order) }, { message: known.message! })}
        {failure.reason === 'insufficient-stock' && shortages.length > 0 ? (
          <ul className={css.shortList}>
            {shortages.map((s) => (
              <li key={s.line.productId}>
                {i18n._({
                  id: 'orders.reason.short',
                  message: '{sku} {name}: ordered {ordered}, available {available}',
                  values: { sku: s.line.sku, name: s.line.productName, ordered: f.quantity(s.quantity), available: f.quantity(s.available) },
                })}
              </li>
            ))}
          </ul>
        ) : null}
      </>
    );
  };

  return (
    <DocumentRecordView<SalesOrder>
      recordRef={recordRef}
      listPath={ordersPath}
      backLabel={i18n._({ id: 'orders.back', message: 'Back to sales orders' })}
      title={(o) => i18n._({ id: 'orders.detail.title', message: 'Order {number}', values: { number: o.number } })}
      status={statusTexts}
      events={events}
      failureMessage={failureMessage}
      deletedLabel={i18n._({ id: 'orders.undo.deleted', message: 'Order deleted' })}
      historyRef={historyRef}
      onNavigate={onNavigate}
      form={(formRef, o) => (
        <FormView formRef={formRef} label={i18n._({ id: 'orders.edit', message: 'Edit order' })} fieldLabels={orderFieldLabels((d) => i18n._(d))}>
          <OrderFields
            formRef={formRef}
            deps={deps}
            taxRate={taxRate}
            warehouses={warehouses}
            searchCustomers={searchCustomers}
            customer={{ id: o.customerId, label: o.customerName }}
            known={knownProducts(o)}
          />
        </FormView>
      )}
    >
      {(o, back) => {
        const open = o.status === 'draft' || o.status === 'confirmed' || o.status === 'partially-delivered';
        const showStock = o.status === 'draft' && stock !== null;
        return (
          <div className={css.stack}>
            <div className={css.links}>
              {back}
              <PrintLink type="sales-order" id={o.id} label={i18n._({ id: 'orders.print', message: 'Print' })} onNavigate={onNavigate} />
              {(o.status === 'confirmed' || o.status === 'partially-delivered') && linkAccess(`/deliveries/new/${encodeURIComponent(o.id)}`).available ? (
                <InAppLink to={`/deliveries/new/${encodeURIComponent(o.id)}`} onNavigate={onNavigate}>
                  {i18n._({ id: 'deliveries.schedule.fromOrder', message: 'Schedule delivery' })}
                </InAppLink>
              ) : null}
            </div>
            {o.status === 'draft' && stockFailed ? (
              <Notice tone="warning" icon="alert" role="status">
                {i18n._({ id: 'orders.stock.failed', message: 'The stock of this warehouse could not be checked; Confirm still checks it.' })}
              </Notice>
            ) : null}
            <DetailList
              none={i18n._({ id: 'kit.detail.none', message: 'None' })}
              sections={[
                {
                  title: i18n._({ id: 'orders.section.order', message: 'Order' }),
                  items: [
                    { label: label('customerId'), value: o.customerName },
                    { label: label('date'), value: f.date(o.date) },
                    { label: label('warehouseId'), value: warehouseName(o) },
                    { label: label('notes'), value: o.notes },
                  ],
                },
                {
                  title: i18n._({ id: 'orders.section.record', message: 'Record' }),
                  items: [
                    { label: i18n._({ id: 'orders.createdAt', message: 'Taken' }), value: f.dateTime(o.createdAt) },
                    { label: label('updatedAt'), value: f.dateTime(o.updatedAt) },
                    { label: i18n._({ id: 'orders.version', message: 'Version' }), value: f.number(o.version) },
                  ],
                },
              ]}
            />
            <DocumentLines
              headingId="order-lines-heading"
              title={i18n._({ id: 'orders.section.lines', message: 'Lines' })}
              lines={o.lines.map((line) => ({ ...line, name: line.productName }))}
              columns={lineColumns(o, showStock ? stock : null, !open || o.status !== 'draft')}
              totals={o.totals}
              currency={o.currency}
            />
            {historyRef ? (
              <DocumentHistory
                historyRef={historyRef}
                headingId="order-history-heading"
                me={me}
                events={orderHistoryEvents}
                status={statusTexts}
                describeField={(field) => orderFieldLabels((d) => i18n._(d))[field] ?? null}
              />
            ) : null}
          </div>
        );
      }}
    </DocumentRecordView>
  );
}

const statusTexts = { labels: orderStatusLabels, tones: orderStatusTones };

/** The order's own line columns: what each line has delivered (once confirmed), and a draft's stock. */
function useLineColumns() {
  const { i18n } = useLingui();
  const f = useFormats();
  return (order: SalesOrder, stock: Stock, showDelivered: boolean): DocumentLinesColumn[] => [
    ...(showDelivered
      ? [
          {
            id: 'delivered',
            header: i18n._({ id: 'orders.lines.delivered', message: 'Delivered' }),
            cell: (i: number) => {
              const line = order.lines[i]!;
              return `${f.quantity(line.delivered)}${compareDecimal(outstandingOf(line), '0') > 0 && order.status === 'partially-delivered' ? ` / ${f.quantity(line.quantity)}` : ''}`;
            },
          },
        ]
      : []),
    ...(stock
      ? [
          {
            id: 'available',
            header: i18n._({ id: 'orders.lines.available', message: 'Available' }),
            cell: (i: number) => f.quantity(stock[order.lines[i]!.productId] ?? '0'),
            alert: (i: number) => compareDecimal(order.lines[i]!.quantity, stock[order.lines[i]!.productId] ?? '0') > 0,
          },
        ]
      : []),
  ];
}

export type { LineProduct };
