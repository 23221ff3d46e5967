import { useLingui } from '@lingui/react';
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { compareDecimal } from '../../../domain/decimal';
import { lineFigures } from '../../../domain/document-lines';
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
            <section className={css.card} aria-labelledby="order-lines-heading">
              <h2 id="order-lines-heading" className={css.heading}>
                {i18n._({ id: 'orders.section.lines', message: 'Lines' })}
              </h2>
              <OrderLinesTable order={o} stock={showStock ? stock : null} showDelivered={!open || o.status !== 'draft'} />
              <dl className={css.totals} aria-label={i18n._({ id: 'kit.lines.totals', message: 'Totals' })}>
                <dt className={css.totalsTerm}>{label('subtotal')}</dt>
                <dd className={css.totalsValue}>{f.money(o.totals.gross, o.currency)}</dd>
                <dt className={css.totalsTerm}>{label('discount')}</dt>
                <dd className={css.totalsValue}>{f.money(-o.totals.discount, o.currency)}</dd>
                {Object.entries(o.totals.taxByRate)
                  .sort(([a], [b]) => compareDecimal(a, b))
                  .flatMap(([rate, tax]) => [
                    <dt key={`t${rate}`} className={css.totalsTerm}>
                      {i18n._({ id: 'kit.lines.taxAt', message: 'Tax {rate}', values: { rate: f.percent(rate) } })}
                    </dt>,
                    <dd key={`v${rate}`} className={css.totalsValue}>
                      {f.money(tax, o.currency)}
                    </dd>,
                  ])}
                <dt className={`${css.totalsTerm} ${css.grand}`}>{label('total')}</dt>
                <dd className={`${css.totalsValue} ${css.grand}`}>{f.money(o.totals.total, o.currency)}</dd>
              </dl>
            </section>
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

/** The order's lines, read-only: product, quantity (delivered), price, discount, tax, total; a draft's stock. */
function OrderLinesTable({ order, stock, showDelivered }: { order: SalesOrder; stock: Stock; showDelivered: boolean }) {
  const { i18n } = useLingui();
  const f = useFormats();
  const heads = {
    product: i18n._({ id: 'kit.lines.product', message: 'Product' }),
    quantity: i18n._({ id: 'kit.lines.quantity', message: 'Quantity' }),
    delivered: i18n._({ id: 'orders.lines.delivered', message: 'Delivered' }),
    available: i18n._({ id: 'orders.lines.available', message: 'Available' }),
    unitPrice: i18n._({ id: 'kit.lines.unitPrice', message: 'Unit price' }),
    discount: i18n._({ id: 'kit.lines.discount', message: 'Discount' }),
    taxRate: i18n._({ id: 'kit.lines.taxRate', message: 'Tax' }),
    total: i18n._({ id: 'kit.lines.total', message: 'Total' }),
  };
  return (
    <table className={css.table}>
      <thead>
        <tr>
          <th scope="col" className={css.th}>{heads.product}</th>
          <th scope="col" className={`${css.th} ${css.num}`}>{heads.quantity}</th>
          {showDelivered ? <th scope="col" className={`${css.th} ${css.num}`}>{heads.delivered}</th> : null}
          {stock ? <th scope="col" className={`${css.th} ${css.num}`}>{heads.available}</th> : null}
          <th scope="col" className={`${css.th} ${css.num}`}>{heads.unitPrice}</th>
          <th scope="col" className={`${css.th} ${css.num}`}>{heads.discount}</th>
          <th scope="col" className={`${css.th} ${css.num}`}>{heads.taxRate}</th>
          <th scope="col" className={`${css.th} ${css.num}`}>{heads.total}</th>
        </tr>
      </thead>
      <tbody>
        {order.lines.map((line, i) => {
          const available = stock ? (stock[line.productId] ?? '0') : null;
          const short = available !== null && compareDecimal(line.quantity, available) > 0;
          return (
            <tr key={i}>
              <td className={css.td} data-main="">
                <span>
                  {line.productName}
                  <span className={css.sku}>{line.sku}</span>
                </span>
              </td>
              <td className={`${css.td} ${css.num}`} data-label={heads.quantity}>
                <span>{f.quantity(line.quantity)}</span>
              </td>
              {showDelivered ? (
                <td className={`${css.td} ${css.num}`} data-label={heads.delivered}>
                  <span>{f.quantity(line.delivered)}{compareDecimal(outstandingOf(line), '0') > 0 && order.status === 'partially-delivered' ? ` / ${f.quantity(line.quantity)}` : ''}</span>
                </td>
              ) : null}
              {available !== null ? (
                <td className={`${css.td} ${css.num}`} data-label={heads.available}>
                  <span className={short ? css.short : undefined}>{f.quantity(available)}</span>
                </td>
              ) : null}
              <td className={`${css.td} ${css.num}`} data-label={heads.unitPrice}>
                <span>{f.money(line.unitPrice, order.currency)}</span>
              </td>
              <td className={`${css.td} ${css.num}`} data-label={heads.discount}>
                <span>{f.percent(line.discount)}</span>
              </td>
              <td className={`${css.td} ${css.num}`} data-label={heads.taxRate}>
                <span>{f.percent(line.taxRate)}</span>
              </td>
              <td className={`${css.td} ${css.num}`} data-label={heads.total}>
                <span>{f.money(lineFigures(line).total, order.currency)}</span>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

export type { LineProduct };
