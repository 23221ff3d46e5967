import { Dialog } from '@ark-ui/react/dialog';
import { Portal } from '@ark-ui/react/portal';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useSelector } from '@xstate/react';
import { costingMethods, negativeStockPolicies, type InventorySettingsInput } from '../../../domain/inventory-settings';
import { newIdempotencyKey } from '../../../machines/effects/idempotency-key';
import {
  selectFailure,
  selectHasFailed,
  selectHistory,
  selectIsBusy,
  selectIsConfirming,
  selectIsLoading,
  selectSavedCount,
  selectStored,
  selectValues,
  type InventorySettingsRef,
} from '../../../machines/sections/inventory-configuration/inventory-settings.machine';
import * as dialog from '../../kit/conflict-dialog.css';
import { useFormats } from '../../kit/format-context';
import { button } from '../../theme/recipes/button.css';
import * as css from './inventory-config.css';
import { costingLabels, failureLabel, negativeStockLabels } from './inventory-config-texts';

type Option = { label: MessageDescriptor; text: MessageDescriptor };

/** Costing method and negative stock policy, with the settings' history. */
export function InventorySettingsView({ settingsRef }: { settingsRef: InventorySettingsRef }) {
  const { i18n } = useLingui();
  const f = useFormats();
  const values = useSelector(settingsRef, selectValues);
  const stored = useSelector(settingsRef, selectStored);
  const history = useSelector(settingsRef, selectHistory);
  const failure = useSelector(settingsRef, selectFailure);
  const confirming = useSelector(settingsRef, selectIsConfirming);
  const loading = useSelector(settingsRef, selectIsLoading);
  const failed = useSelector(settingsRef, selectHasFailed);
  const busy = useSelector(settingsRef, selectIsBusy);
  const savedCount = useSelector(settingsRef, selectSavedCount);
  const canSave = useSelector(settingsRef, (s) => s.can({ type: 'settings.save', idempotencyKey: 'k' }));
  const canReset = useSelector(settingsRef, (s) => s.can({ type: 'settings.reset' }));

  if (failed) {
    return (
      <div role="alert" className={css.notice}>
        <p>{i18n._(failureLabel(failure?.code ?? 'server'))}</p>
        <button type="button" className={button({ tone: 'secondary' })} onClick={() => settingsRef.send({ type: 'settings.retry' })}>
          {i18n._({ id: 'invSettings.retry', message: 'Try again' })}
        </button>
      </div>
    );
  }
  if (loading || !stored) return <div className={css.loading} aria-hidden="true" />;

  const group = <K extends keyof InventorySettingsInput>(field: K, legend: string, options: readonly InventorySettingsInput[K][], labels: Record<InventorySettingsInput[K], Option>) => (
    <fieldset className={css.fieldset} disabled={busy}>
      <legend className={css.legend}>{legend}</legend>
      {options.map((value) => (
        <label key={value} className={css.choice}>
          <input
            type="radio"
            name={field}
            value={value}
            checked={values[field] === value}
            onChange={() => settingsRef.send({ type: 'settings.change', field, value })}
            aria-describedby={`${field}-${value}-text`}
          />
          <span className={css.choiceText}>
            <span className={css.choiceLabel}>{i18n._(labels[value].label)}</span>
            <span id={`${field}-${value}-text`} className={css.choiceHint}>
              {i18n._(labels[value].text)}
            </span>
          </span>
        </label>
      ))}
    </fieldset>
  );
  const changeText = (field: string, value: unknown): string => {
    if (field === 'costingMethod' && (costingMethods as readonly unknown[]).includes(value)) return i18n._(costingLabels[value as 'average'].label);
    if (field === 'negativeStock' && (negativeStockPolicies as readonly unknown[]).includes(value)) return i18n._(negativeStockLabels[value as 'allow'].label);
    return String(value);
  };
  const fieldName = (field: string) =>
    field === 'costingMethod' ? i18n._({ id: 'invSettings.costing', message: 'Costing method' }) : i18n._({ id: 'invSettings.negative', message: 'Negative stock' });

  return (
    <div className={css.settings}>
      <form
        className={css.panel}
        aria-labelledby="inv-settings-title"
        onSubmit={(event) => {
          event.preventDefault();
          settingsRef.send({ type: 'settings.save', idempotencyKey: newIdempotencyKey() });
        }}
      >
        <h2 id="inv-settings-title" className={css.panelTitle}>
          {i18n._({ id: 'invSettings.title', message: 'Costing and stock' })}
        </h2>
        {group('costingMethod', i18n._({ id: 'invSettings.costing', message: 'Costing method' }), costingMethods, costingLabels)}
        {group('negativeStock', i18n._({ id: 'invSettings.negative.legend', message: 'Selling without available stock' }), negativeStockPolicies, negativeStockLabels)}
        {failure?.action === 'save' ? (
          <p role="alert" className={css.notice}>
            {i18n._(failureLabel(failure.code))}
          </p>
        ) : null}
        <div className={css.actions}>
          <button type="submit" className={button()} disabled={!canSave}>
            {i18n._({ id: 'invSettings.save', message: 'Save settings' })}
          </button>
          <button type="button" className={button({ tone: 'secondary' })} disabled={!canReset} onClick={() => settingsRef.send({ type: 'settings.reset' })}>
            {i18n._({ id: 'invSettings.reset', message: 'Undo my changes' })}
          </button>
        </div>
        <p aria-live="polite" className={css.saved}>
          {savedCount > 0 ? i18n._({ id: 'invSettings.saved', message: 'Settings saved.' }) : ''}
        </p>
      </form>

      <section className={css.panel} aria-labelledby="inv-settings-history">
        <h2 id="inv-settings-history" className={css.panelTitle}>
          {i18n._({ id: 'invSettings.history', message: 'History of changes' })}
        </h2>
        <ol className={css.history}>
          {history.map((entry, i) => (
            <li key={`${entry.at}-${i}`} className={css.historyItem}>
              <span className={css.historyWhen}>
                {i18n._({ id: 'invSettings.history.when', message: '{when} by {who}', values: { when: f.dateTime(entry.at), who: entry.by } })}
              </span>
              {entry.event === 'created' ? (
                <span>{i18n._({ id: 'invSettings.history.created', message: 'Settings created' })}</span>
              ) : (
                <ul className={css.changes}>
                  {Object.entries(entry.changes).map(([field, change]) => (
                    <li key={field}>
                      {i18n._({
                        id: 'invSettings.history.change',
                        message: '{field}: {from} → {to}',
                        values: { field: fieldName(field), from: changeText(field, change.from), to: changeText(field, change.to) },
                      })}
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ol>
      </section>

      <Dialog.Root
        open={confirming}
        role="alertdialog"
        lazyMount
        unmountOnExit
        onOpenChange={(details) => {
          if (!details.open) settingsRef.send({ type: 'settings.cancel' });
        }}
      >
        <Portal>
          <Dialog.Backdrop className={dialog.backdrop} />
          <Dialog.Positioner className={dialog.positioner}>
            <Dialog.Content className={dialog.content}>
              <Dialog.Title className={dialog.title}>{i18n._({ id: 'invSettings.confirm.title', message: 'Change the costing method?' })}</Dialog.Title>
              <Dialog.Description className={dialog.description}>
                {i18n._({
                  id: 'invSettings.confirm.text',
                  message: 'From now on the cost of what leaves stock is computed by {to} instead of {from}. Costs already recorded do not change.',
                  values: { to: i18n._(costingLabels[values.costingMethod].label), from: i18n._(costingLabels[stored.costingMethod].label) },
                })}
              </Dialog.Description>
              <div className={dialog.actions}>
                <button type="button" className={button({ tone: 'secondary' })} onClick={() => settingsRef.send({ type: 'settings.cancel' })}>
                  {i18n._({ id: 'invSettings.confirm.cancel', message: 'Keep the current method' })}
                </button>
                <button type="button" className={button()} onClick={() => settingsRef.send({ type: 'settings.confirm' })}>
                  {i18n._({ id: 'invSettings.confirm.ok', message: 'Change the method' })}
                </button>
              </div>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </div>
  );
}
