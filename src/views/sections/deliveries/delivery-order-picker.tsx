import { useLingui } from '@lingui/react';
import { useSelector } from '@xstate/react';
import { useId, useState } from 'react';
import type { OrderChoice } from '../../../machines/sections/deliveries/delivery-api';
import { useFormats } from '../../kit/format-context';
import { selectLookupData, selectLookupFailed, type LookupRef } from '../../../machines/kit/lookup.machine';
import { deliveriesPath } from '../../../machines/sections/deliveries/deliveries-list';
import { InAppLink } from '../../kit/in-app-link';
import { button } from '../../theme/recipes/button.css';
import * as page from '../section-page.css';
import * as css from './deliveries.css';

/** New delivery, first step (/deliveries/new): choose the sales order it ships (confirmed or partially delivered). */
export function DeliveryOrderPicker({ ordersRef, onNavigate }: { ordersRef: LookupRef<OrderChoice[], string>; onNavigate: (to: string) => void }) {
  const { i18n } = useLingui();
  const f = useFormats();
  const orders = useSelector(ordersRef, (s) => selectLookupData<OrderChoice[], string>(s));
  const failed = useSelector(ordersRef, (s) => selectLookupFailed<OrderChoice[], string>(s));
  const loading = useSelector(ordersRef, (s) => s.matches('loading'));
  const asked = useSelector(ordersRef, (s) => s.context.input);
  // What is typed before it is searched (the field's own text).
  const [typed, setTyped] = useState(asked);
  const inputId = useId();
  const title = i18n._({ id: 'deliveries.new', message: 'New delivery' });
  return (
    <>
      <header className={page.header}>
        <h1 className={page.title}>{title}</h1>
        <p className={css.muted}>{i18n._({ id: 'deliveries.pick.text', message: 'Choose the sales order to deliver: confirmed orders, and orders partly delivered.' })}</p>
      </header>
      <form
        className={css.search}
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          ordersRef.send({ type: 'lookup.load', input: typed.trim() });
        }}
      >
        <div className={css.field}>
          <label htmlFor={inputId}>{i18n._({ id: 'deliveries.pick.search', message: 'Order number or customer' })}</label>
          <input id={inputId} className={css.control} type="search" value={typed} maxLength={100} onChange={(event) => setTyped(event.target.value)} />
        </div>
        <button type="submit" className={button({ tone: 'secondary' })}>
          {i18n._({ id: 'deliveries.pick.find', message: 'Search' })}
        </button>
      </form>
      {failed ? (
        <div role="alert" className={css.card}>
          <p>{i18n._({ id: 'deliveries.pick.failed', message: 'The orders could not be loaded.' })}</p>
          <button type="button" className={button({ tone: 'secondary' })} onClick={() => ordersRef.send({ type: 'lookup.retry' })}>
            {i18n._({ id: 'deliveries.retry', message: 'Try again' })}
          </button>
        </div>
      ) : orders === null || loading ? (
        <p role="status" aria-busy="true">
          {i18n._({ id: 'deliveries.loading', message: 'Loading…' })}
        </p>
      ) : orders.length === 0 ? (
        <p role="status">{i18n._({ id: 'deliveries.pick.none', message: 'No order waits for a delivery.' })}</p>
      ) : (
        <ul className={css.orders} aria-label={i18n._({ id: 'deliveries.pick.list', message: 'Orders to deliver' })}>
          {orders.map((order) => (
            <li key={order.id} className={css.order}>
              <InAppLink to={`${deliveriesPath}/new/${encodeURIComponent(order.id)}`} onNavigate={onNavigate}>
                {`${order.number} · ${order.customerName}`}
              </InAppLink>
              <span className={css.muted}>
                {i18n._({
                  id: 'deliveries.pick.orderLine',
                  message: '{date} · {warehouse} · {status, select, partial {partly delivered} other {confirmed}}',
                  values: { date: f.date(order.date), warehouse: order.warehouseName, status: order.status === 'partially-delivered' ? 'partial' : 'confirmed' },
                })}
              </span>
            </li>
          ))}
        </ul>
      )}
      <InAppLink to={deliveriesPath} onNavigate={onNavigate}>
        {i18n._({ id: 'deliveries.back', message: 'Back to deliveries' })}
      </InAppLink>
    </>
  );
}
