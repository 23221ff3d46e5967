import { useLingui } from '@lingui/react';
import { shallowEqual, useSelector } from '@xstate/react';
import { useEffect, useId, useRef, type ReactElement, type RefObject } from 'react';
import type { Delivery } from '../../../domain/delivery';
import { deliveryLimits } from '../../../domain/delivery';
import { newIdempotencyKey } from '../../../machines/effects/idempotency-key';
import { selectOpenPanel, selectPanelErrors, selectPanelValues, type DeliveryEventPanelRef, type EventValues } from '../../../machines/sections/deliveries/delivery-event.machine';
import { DayPicker } from '../../kit/day-picker';
import { button } from '../../theme/recipes/button.css';
import * as css from './deliveries.css';
import { deliveryEventLabels, deliveryLabels, panelErrors } from './delivery-texts';

/** The local `YYYY-MM-DDTHH:MM` of an instant (a datetime-local input's value). */
const localMinute = (date: Date): string => {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
};

/** The values of "now" an event panel's rule reads, taken at the boundary (the panel's open and submit). */
export const panelClock = (today: string) => {
  const now = new Date();
  return { now: localMinute(now), nowIso: now.toISOString(), today };
};

/**
 * The open panel of an event that needs data: proof of delivery (received by, when), why it failed, or the new date.
 * Each field is labelled, its error named under it; Escape or Cancel closes it and keeps what was typed.
 */
export function DeliveryEventPanel({ panelRef, delivery, busy, today }: { panelRef: DeliveryEventPanelRef; delivery: Delivery; busy: boolean; today: string }) {
  const { i18n } = useLingui();
  const open = useSelector(panelRef, selectOpenPanel);
  const values = useSelector(panelRef, selectPanelValues, shallowEqual);
  const errors = useSelector(panelRef, selectPanelErrors, shallowEqual);
  const headingId = useId();
  const fieldId = useId();
  const first = useRef<HTMLInputElement | HTMLTextAreaElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const newDateId = `${fieldId}-scheduledDate`;
  useEffect(() => {
    if (open) (first.current ?? document.getElementById(newDateId))?.focus();
  }, [open, newDateId]);
  // A refused send: the first field in error takes the focus (its message is read with it).
  useEffect(() => {
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);
  if (open === null) return null;
  const change = (name: keyof EventValues) => (event: { target: { value: string } }) => panelRef.send({ type: 'panel.change', name, value: event.target.value });
  const errorOf = (name: keyof EventValues) => {
    const code = errors[name]?.[0];
    if (!code) return null;
    const message = panelErrors[`${name}.${code}`] ?? panelErrors[code];
    return message ? i18n._(message) : code;
  };
  const field = (name: keyof EventValues, label: string, input: (props: { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string }) => ReactElement) => {
    const error = errorOf(name);
    const id = `${fieldId}-${name}`;
    return (
      <div className={css.field}>
        <label htmlFor={id}>{label}</label>
        {input({ id, 'aria-invalid': error !== null, ...(error ? { 'aria-describedby': `${id}-error` } : {}) })}
        {error ? (
          <span id={`${id}-error`} className={css.error}>
            {error}
          </span>
        ) : null}
      </div>
    );
  };
  const submit = () => {
    const clock = panelClock(today);
    panelRef.send({ type: 'panel.submit', nowIso: clock.nowIso, today, dispatchedAt: delivery.dispatchedAt, idempotencyKey: newIdempotencyKey() });
  };
  const titles = {
    deliver: i18n._({ id: 'deliveries.panel.deliver', message: 'Proof of delivery' }),
    fail: i18n._({ id: 'deliveries.panel.fail', message: 'The delivery failed' }),
    reschedule: i18n._({ id: 'deliveries.panel.reschedule', message: 'Try again on another day' }),
  };
  return (
    <section
      className={css.card}
      aria-labelledby={headingId}
      onKeyDown={(event) => {
        // Not from the day picker's calendar (portalled, its events still bubble here): Escape there closes it alone.
        if (event.key === 'Escape' && event.currentTarget.contains(event.target as Node)) panelRef.send({ type: 'panel.cancel' });
      }}
    >
      <h2 id={headingId} className={css.heading}>
        {titles[open]}
      </h2>
      <form
        ref={form}
        className={css.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        {open === 'deliver' ? (
          <>
            {field('receivedBy', i18n._(deliveryLabels.receivedBy), (props) => (
              <input
                {...props}
                ref={first as RefObject<HTMLInputElement>}
                className={css.control}
                value={values.receivedBy}
                maxLength={deliveryLimits.receivedBy}
                autoComplete="off"
                required
                onChange={change('receivedBy')}
              />
            ))}
            {field('receivedAt', i18n._(deliveryLabels.receivedAt), (props) => (
              <input {...props} className={css.control} type="datetime-local" value={values.receivedAt} required onChange={change('receivedAt')} />
            ))}
          </>
        ) : open === 'fail' ? (
          field('reason', i18n._(deliveryLabels.failureReason), (props) => (
            <textarea
              {...props}
              ref={first as RefObject<HTMLTextAreaElement>}
              className={css.control}
              value={values.reason}
              maxLength={deliveryLimits.failureReason}
              rows={3}
              required
              onChange={change('reason')}
            />
          ))
        ) : (
          <div className={css.field}>
            {/* The kit's day picker: the date reads and types in the user's language, not the browser's. */}
            <DayPicker
              inputId={newDateId}
              label={i18n._({ id: 'deliveries.panel.newDate', message: 'New date' })}
              value={values.scheduledDate === '' ? null : values.scheduledDate}
              min={today}
              required
              invalid={errorOf('scheduledDate') !== null}
              describedBy={errorOf('scheduledDate') ? `${newDateId}-error` : undefined}
              onChange={(day) => panelRef.send({ type: 'panel.change', name: 'scheduledDate', value: day ?? '' })}
            >
              {errorOf('scheduledDate') ? (
                <span id={`${newDateId}-error`} className={css.error}>
                  {errorOf('scheduledDate')}
                </span>
              ) : null}
            </DayPicker>
          </div>
        )}
        <div className={css.actions}>
          <button type="submit" className={button()} disabled={busy}>
            {i18n._(deliveryEventLabels[open])}
          </button>
          <button type="button" className={button({ tone: 'ghost' })} onClick={() => panelRef.send({ type: 'panel.cancel' })}>
            {i18n._({ id: 'deliveries.panel.cancel', message: 'Cancel' })}
          </button>
        </div>
      </form>
    </section>
  );
}
