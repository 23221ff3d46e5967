/**
 * The dialogs of the purchasing events that need data first: the suppliers a requisition asks for quotations, a
 * quotation's prices, a purchase order's receipt (quantities per line prefilled with what is outstanding). Each only
 * selects from its dialog machine and sends it events; the machine checks the values with the service's rule and
 * sends the event to the document's record machine. Enter submits; Escape or Cancel closes without sending.
 */
import { Dialog } from '@ark-ui/react/dialog';
import { Portal } from '@ark-ui/react/portal';
import { useLingui } from '@lingui/react';
import { useSelector } from '@xstate/react';
import { useState, type ReactNode } from 'react';
import type { FieldErrorCode, FieldErrors } from '../../../domain/resource';
import { newIdempotencyKey } from '../../../machines/effects/idempotency-key';
import { selectDialogErrors, selectDialogOpen, selectDialogValues, type EventDialogRef } from '../../../machines/sections/purchases/event-dialog.machine';
import type { NamedOption } from '../../../machines/sections/purchases/purchasing-api';
import type { PriceEntry, ReceiptEntry, SupplierChoice } from '../../../machines/sections/purchases/purchases-records';
import { DayPicker } from '../../kit/day-picker';
import { fieldErrorMessages } from '../../kit/field-messages';
import * as dialog from '../../kit/conflict-dialog.css';
import { button } from '../../theme/recipes/button.css';
import * as css from './purchases.css';
import { purchasingLabels } from './purchases-texts';

function useDialog<V>(ref: EventDialogRef<V>) {
  const open = useSelector(ref, selectDialogOpen);
  const values = useSelector(ref, selectDialogValues) as V | null;
  const errors = useSelector(ref, selectDialogErrors);
  return { open, values, errors };
}

function ErrorText({ id, codes }: { id: string; codes: readonly FieldErrorCode[] | undefined }) {
  const { i18n } = useLingui();
  if (!codes || codes.length === 0) return null;
  return (
    <span id={id} className={css.error}>
      {codes.map((code) => i18n._(fieldErrorMessages[code] ?? { id: 'kit.field.error.invalidFormat', message: 'Not in the expected format' })).join('. ')}
    </span>
  );
}

function Frame<V>({ dialogRef, title, description, submit, children, errors }: { dialogRef: EventDialogRef<V>; title: string; description: string; submit: string; children: ReactNode; errors: FieldErrors }) {
  const { i18n } = useLingui();
  const open = useSelector(dialogRef, selectDialogOpen);
  const count = Object.keys(errors).length;
  return (
    <Dialog.Root open={open} onOpenChange={(d) => !d.open && dialogRef.send({ type: 'eventDialog.close' })} lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop className={dialog.backdrop} />
        <Dialog.Positioner className={dialog.positioner}>
          <Dialog.Content className={dialog.content}>
            <form
              noValidate
              onSubmit={(e) => {
                e.preventDefault();
                dialogRef.send({ type: 'eventDialog.submit', idempotencyKey: newIdempotencyKey() });
              }}
            >
              <Dialog.Title className={dialog.title}>{title}</Dialog.Title>
              <Dialog.Description className={dialog.description}>{description}</Dialog.Description>
              <div className={css.dialogFields}>{children}</div>
              {count > 0 ? (
                <p role="alert" className={css.error}>
                  {i18n._({ id: 'purchases.dialog.errors', message: 'Check the {count, plural, one {field} other {# fields}} marked above.', values: { count } })}
                </p>
              ) : null}
              <div className={dialog.actions}>
                <button type="button" className={button({ tone: 'secondary' })} onClick={() => dialogRef.send({ type: 'eventDialog.close' })}>
                  {i18n._({ id: 'purchases.dialog.cancel', message: 'Cancel' })}
                </button>
                <button type="submit" className={button()}>
                  {submit}
                </button>
              </div>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/** Request quotations: tick the suppliers to ask (filtered by name or code). */
export function RequestQuotesDialog({ dialogRef, suppliers }: { dialogRef: EventDialogRef<SupplierChoice>; suppliers: readonly NamedOption[] | null }) {
  const { i18n } = useLingui();
  const { values, errors } = useDialog(dialogRef);
  const [filter, setFilter] = useState('');
  const chosen = values?.supplierIds ?? [];
  const q = filter.trim().toLowerCase();
  // The chosen ones stay in view (first) whatever the filter; then up to 50 that match it.
  const picked = (suppliers ?? []).filter((s) => chosen.includes(s.id));
  const shown = [...picked, ...(suppliers ?? []).filter((s) => s.active && !chosen.includes(s.id) && (q === '' || s.name.toLowerCase().includes(q) || s.code.toLowerCase().includes(q))).slice(0, 50)];
  const toggle = (id: string) => dialogRef.send({ type: 'eventDialog.change', path: 'supplierIds', value: chosen.includes(id) ? chosen.filter((c) => c !== id) : [...chosen, id] });
  const errorCodes = errors.supplierIds ?? Object.entries(errors).find(([k]) => k.startsWith('supplierIds.'))?.[1];
  return (
    <Frame
      dialogRef={dialogRef}
      errors={errors}
      title={i18n._({ id: 'purchases.requestQuotes.title', message: 'Request quotations' })}
      description={i18n._({ id: 'purchases.requestQuotes.description', message: 'Each supplier you choose gets a quotation request with this requisition’s lines. Choose up to 10.' })}
      submit={i18n._({ id: 'purchases.requestQuotes.submit', message: 'Request {count, plural, one {# quotation} other {# quotations}}', values: { count: chosen.length } })}
    >
      <label className={css.dialogLabel}>
        {i18n._({ id: 'purchases.requestQuotes.filter', message: 'Find a supplier' })}
        <input className={css.input} type="search" value={filter} onChange={(e) => setFilter(e.target.value)} />
      </label>
      <fieldset className={css.checkList} aria-describedby="request-quotes-error">
        <legend>{i18n._(purchasingLabels.supplierIds)}</legend>
        {suppliers === null ? <p>{i18n._({ id: 'purchases.loading', message: 'Loading…' })}</p> : null}
        {shown.map((s) => (
          <label key={s.id} className={css.check}>
            <input type="checkbox" checked={chosen.includes(s.id)} onChange={() => toggle(s.id)} />
            <span>
              {s.name} <span className={css.sku}>{s.code}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <ErrorText id="request-quotes-error" codes={errorCodes} />
    </Frame>
  );
}

/** Enter the supplier's prices: unit price, discount and tax per line, and the day they hold until. */
export function PricesDialog({ dialogRef, lines, currency }: { dialogRef: EventDialogRef<PriceEntry>; lines: readonly { sku: string; name: string; quantity: string }[]; currency: string }) {
  const { i18n } = useLingui();
  const { values, errors } = useDialog(dialogRef);
  const label = (key: keyof typeof purchasingLabels) => i18n._(purchasingLabels[key]);
  const change = (path: string, value: string) => dialogRef.send({ type: 'eventDialog.change', path, value });
  const field = (i: number, key: 'unitPrice' | 'discount' | 'taxRate', text: string) => {
    const path = `prices.${i}.${key}`;
    const errorId = `prices-${i}-${key}-error`;
    return (
      <label className={css.dialogLabel}>
        {text}
        <input
          className={css.input}
          inputMode="decimal"
          value={values?.prices[i]?.[key] ?? ''}
          aria-invalid={errors[path] ? true : undefined}
          aria-describedby={errors[path] ? errorId : undefined}
          onChange={(e) => change(path, e.target.value)}
        />
        <ErrorText id={errorId} codes={errors[path]} />
      </label>
    );
  };
  return (
    <Frame
      dialogRef={dialogRef}
      errors={errors}
      title={i18n._({ id: 'purchases.prices.title', message: 'Enter the supplier’s prices' })}
      description={i18n._({ id: 'purchases.prices.description', message: 'Prices per unit in {currency}, before discount and tax.', values: { currency } })}
      submit={i18n._({ id: 'purchases.prices.submit', message: 'Save prices' })}
    >
      {lines.map((line, i) => (
        <div key={i} className={css.dialogRow} role="group" aria-label={`${line.sku} ${line.name}`}>
          <span>
            {line.name}
            <span className={css.sku}>
              {line.sku} · {line.quantity}
            </span>
          </span>
          {field(i, 'unitPrice', label('unitPrice'))}
          {field(i, 'discount', label('discount'))}
          {field(i, 'taxRate', label('taxRate'))}
        </div>
      ))}
      <div className={css.dialogLabel}>
        {/* The kit's day picker: the day reads and types in the user's language, not the browser's. */}
        <DayPicker
          label={label('validUntil')}
          value={values?.validUntil ? values.validUntil : null}
          invalid={Boolean(errors.validUntil)}
          describedBy={errors.validUntil ? 'prices-valid-error' : undefined}
          onChange={(day) => change('validUntil', day ?? '')}
        >
          <ErrorText id="prices-valid-error" codes={errors.validUntil} />
        </DayPicker>
      </div>
      <ErrorText id="prices-error" codes={errors.prices} />
    </Frame>
  );
}

/** Receive goods: a quantity per line, prefilled with what the order still expects. */
export function ReceiveDialog({ dialogRef, lines }: { dialogRef: EventDialogRef<ReceiptEntry>; lines: readonly { sku: string; name: string }[] }) {
  const { i18n } = useLingui();
  const { values, errors } = useDialog(dialogRef);
  return (
    <Frame
      dialogRef={dialogRef}
      errors={errors}
      title={i18n._({ id: 'purchases.receive.title', message: 'Receive goods' })}
      description={i18n._({ id: 'purchases.receive.description', message: 'What arrived of each line (0 for none). It enters the order’s warehouse as a receipt.' })}
      submit={i18n._({ id: 'purchases.receive.submit', message: 'Receive' })}
    >
      {lines.map((line, i) => {
        const path = `quantities.${i}`;
        const errorId = `receive-${i}-error`;
        const hintId = `receive-${i}-hint`;
        return (
          <label key={i} className={css.dialogLabel}>
            <span>
              {line.name} <span className={css.sku}>{line.sku}</span>
            </span>
            <input
              className={css.input}
              inputMode="decimal"
              value={values?.quantities[i] ?? ''}
              aria-invalid={errors[path] ? true : undefined}
              aria-describedby={[hintId, errors[path] ? errorId : ''].filter(Boolean).join(' ')}
              onChange={(e) => dialogRef.send({ type: 'eventDialog.change', path, value: e.target.value })}
            />
            <span id={hintId} className={css.sku}>
              {i18n._({ id: 'purchases.receive.outstanding', message: 'Outstanding: {quantity}', values: { quantity: values?.outstanding[i] ?? '' } })}
            </span>
            <ErrorText id={errorId} codes={errors[path]} />
          </label>
        );
      })}
      <ErrorText id="receive-error" codes={errors.quantities} />
    </Frame>
  );
}
