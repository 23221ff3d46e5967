import { useLingui } from '@lingui/react';
import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { FormActor } from '../../../machines/kit/form.connect';
import { deliveriesPath } from '../../../machines/sections/deliveries/deliveries-list';
import { selectPlan, selectPlannerError, selectPlannerForm, selectPlannerStatus, type DeliveryPlannerRef } from '../../../machines/sections/deliveries/delivery-planner.machine';
import { recordErrorMessages } from '../../kit/field-messages';
import type { ReferenceSearch } from '../../kit/field-reference';
import { Notice } from '../../kit/form-notices';
import { FormView } from '../../kit/form-view';
import { InAppLink } from '../../kit/in-app-link';
import { button } from '../../theme/recipes/button.css';
import * as page from '../section-page.css';
import * as css from './deliveries.css';
import { DeliveryFields, deliveryFieldLabels, type Driver } from './delivery-fields';

/** New delivery of an order (/deliveries/new/<orderId>): the order, then the form started from what it still has to ship. */
export function DeliveryCreate({
  plannerRef,
  country,
  drivers,
  searchDrivers,
  today,
  onNavigate,
}: {
  plannerRef: DeliveryPlannerRef;
  country: string;
  drivers: readonly Driver[] | null;
  searchDrivers: ReferenceSearch;
  today: string;
  onNavigate: (to: string) => void;
}) {
  const { i18n } = useLingui();
  const status = useSelector(plannerRef, selectPlannerStatus);
  const plan = useSelector(plannerRef, selectPlan);
  const error = useSelector(plannerRef, selectPlannerError);
  const formRef = useSelector(plannerRef, selectPlannerForm) as FormActor | null;
  const stillToShip = useMemo(() => Object.fromEntries((plan?.lines ?? []).map((l) => [l.productId, l.quantity])), [plan]);
  const title = plan
    ? i18n._({ id: 'deliveries.new.of', message: 'New delivery of {order}', values: { order: plan.order.number } })
    : i18n._({ id: 'deliveries.new', message: 'New delivery' });
  const back = (
    <InAppLink to={`${deliveriesPath}/new`} onNavigate={onNavigate}>
      {i18n._({ id: 'deliveries.pick.other', message: 'Choose another order' })}
    </InAppLink>
  );
  return (
    <>
      <header className={page.header}>
        <h1 className={page.title}>{title}</h1>
        {plan ? (
          <p className={css.muted}>
            {i18n._({
              id: 'deliveries.new.order',
              message: '{customer} · from {warehouse}',
              values: { customer: plan.order.customerName, warehouse: plan.order.warehouseName },
            })}
          </p>
        ) : null}
      </header>
      {status === 'failed' ? (
        <div className={css.card}>
          <Notice tone="error" icon="alert" role="alert">
            {i18n._({ id: 'deliveries.new.failed', message: 'The order could not be read.' })} {i18n._(recordErrorMessages[error ?? 'unknown'])}
          </Notice>
          <div className={css.actions}>
            <button type="button" className={button({ tone: 'secondary' })} onClick={() => plannerRef.send({ type: 'planner.retry' })}>
              {i18n._({ id: 'deliveries.retry', message: 'Try again' })}
            </button>
            {back}
          </div>
        </div>
      ) : status === 'editing' && plan && plan.lines.length === 0 ? (
        <div className={css.card}>
          <Notice tone="info" icon="info" role="status">
            {i18n._({ id: 'deliveries.new.nothingLeft', message: 'Everything on this order is already delivered or on a delivery.' })}
          </Notice>
          <div className={css.actions}>
            <InAppLink to={`${deliveriesPath}?salesOrderId=${encodeURIComponent(plan.order.id)}`} onNavigate={onNavigate}>
              {i18n._({ id: 'deliveries.new.ofOrder', message: 'See the deliveries of {order}', values: { order: plan.order.number } })}
            </InAppLink>
            {back}
          </div>
        </div>
      ) : status === 'editing' && formRef ? (
        <>
          {plan && !['confirmed', 'partially-delivered'].includes(plan.order.status) ? (
            <Notice tone="warning" icon="alert" role="status">
              {i18n._({ id: 'deliveries.new.notOpen', message: 'This order is not confirmed: the service will refuse a delivery of it.' })}
            </Notice>
          ) : null}
          <FormView
            formRef={formRef}
            label={title}
            fieldLabels={deliveryFieldLabels((d) => i18n._(d), plan?.lines)}
            saveLabel={i18n._({ id: 'deliveries.create', message: 'Schedule delivery' })}
          >
            <DeliveryFields formRef={formRef} country={country} drivers={drivers} searchDrivers={searchDrivers} stillToShip={stillToShip} today={today} />
          </FormView>
          {back}
        </>
      ) : (
        <p role="status" aria-busy="true">
          {i18n._({ id: 'deliveries.loading', message: 'Loading…' })}
        </p>
      )}
    </>
  );
}
