import { useLingui } from '@lingui/react';
import { useSelector } from '@xstate/react';
import type { StockLevelRow } from '../../../domain/stock';
import { adjustmentReasons, lowestOnHandAfter, movementLimits, type StockMovementRow } from '../../../domain/stock-movement';
import type { Warehouse } from '../../../domain/warehouse';
import { selectCreateForm, type CreateFlowRef } from '../../../machines/kit/create-flow.machine';
import type { FormActor } from '../../../machines/kit/form.connect';
import { selectValues } from '../../../machines/kit/form.machine';
import type { AdjustmentValues } from '../../../machines/sections/warehouses/stock-level';
import { levelPath } from '../../../machines/sections/warehouses/warehouse-stock';
import { DetailList } from '../../kit/detail-list';
import { NumberField } from '../../kit/field-number';
import { SelectField } from '../../kit/field-select';
import { TextAreaField } from '../../kit/field-text';
import { useFormats } from '../../kit/format-context';
import { FormLayout, FormSection } from '../../kit/form-layout';
import { FormView } from '../../kit/form-view';
import * as page from '../section-page.css';
import { NavLink } from './warehouse-tabs';
import { adjustLabels, reasonLabels, stockLabels } from './warehouse-texts';
import * as css from './warehouses.css';

/** Adjust a level's stock (/…/stock/{levelId}/adjust): a change or a count, with a reason; saved, the history shows it on top. */
export function AdjustView({
  flowRef,
  level,
  warehouse,
  onNavigate,
}: {
  flowRef: CreateFlowRef<AdjustmentValues, StockMovementRow>;
  level: StockLevelRow;
  warehouse: Warehouse | null;
  onNavigate: (to: string) => void;
}) {
  const { i18n } = useLingui();
  const f = useFormats();
  const formRef = useSelector(flowRef, (s) => selectCreateForm(s)) as FormActor | null;
  const title = i18n._({ id: 'warehouses.adjust.title', message: 'Adjust stock' });
  return (
    <>
      <header className={page.header}>
        <NavLink to={levelPath(level.warehouseId, level.id)} onNavigate={onNavigate} className={css.eyebrow}>
          {i18n._({ id: 'warehouses.adjust.back', message: 'Back to {product}', values: { product: level.productName || level.sku } })}
        </NavLink>
        <h1 className={page.title}>{title}</h1>
        <p className={css.eyebrow}>{[`${level.sku} · ${level.productName}`, warehouse ? warehouse.name : null].filter(Boolean).join(' — ')}</p>
      </header>
      <div className={css.summary}>
        <DetailList
          none={i18n._({ id: 'kit.detail.none', message: 'None' })}
          sections={[
            {
              title: i18n._({ id: 'warehouses.adjust.now', message: 'Now' }),
              items: [
                { label: i18n._(stockLabels.onHand), value: f.quantity(level.onHand) },
                { label: i18n._(stockLabels.reserved), value: f.quantity(level.reserved) },
                { label: i18n._(stockLabels.available), value: f.quantity(level.available) },
              ],
            },
          ]}
        />
      </div>
      {formRef ? (
        <FormView formRef={formRef} label={title} saveLabel={title} fieldLabels={Object.fromEntries(Object.entries(adjustLabels).map(([k, d]) => [k, i18n._(d)]))}>
          <AdjustFields formRef={formRef} floor={f.quantity(lowestOnHandAfter(level))} />
        </FormView>
      ) : null}
    </>
  );
}

function AdjustFields({ formRef, floor }: { formRef: FormActor; floor: string }) {
  const { i18n } = useLingui();
  const mode = useSelector(formRef, (s) => (selectValues(s) as AdjustmentValues).mode);
  const reason = useSelector(formRef, (s) => (selectValues(s) as AdjustmentValues).reason);
  const label = (key: keyof typeof adjustLabels) => i18n._(adjustLabels[key]);
  const limit = i18n._({
    id: 'warehouses.adjust.limit',
    message: 'On hand may not end below {floor}: never below zero, nor below what is reserved.',
    values: { floor },
  });
  return (
    <FormLayout>
      <FormSection title={i18n._({ id: 'warehouses.adjust.quantitySection', message: 'Quantity' })}>
        <SelectField
          formRef={formRef}
          name="mode"
          label={label('mode')}
          required
          options={[
            { value: 'change', label: label('change') },
            { value: 'count', label: label('count') },
          ]}
        />
        {mode === 'count' ? (
          <NumberField formRef={formRef} name="counted" label={label('counted')} mode="decimal" required hint={limit} />
        ) : (
          <NumberField
            formRef={formRef}
            name="quantity"
            label={label('quantity')}
            mode="decimal"
            required
            hint={`${i18n._({ id: 'warehouses.adjust.quantity.hint', message: 'Negative takes stock out, positive adds it (e.g. -3 or 5).' })} ${limit}`}
          />
        )}
      </FormSection>
      <FormSection title={i18n._({ id: 'warehouses.adjust.why', message: 'Why' })}>
        <SelectField
          formRef={formRef}
          name="reason"
          label={label('reason')}
          required
          placeholder={i18n._({ id: 'warehouses.adjust.reason.choose', message: 'Choose a reason' })}
          options={adjustmentReasons.map((value) => ({ value, label: i18n._(reasonLabels[value]) }))}
        />
        <TextAreaField
          formRef={formRef}
          name="note"
          label={label('note')}
          required={reason === 'other'}
          maxLength={movementLimits.note}
          rows={3}
          hint={reason === 'other' ? i18n._({ id: 'warehouses.adjust.note.other', message: 'Say what happened: the reason "Other" needs a note.' }) : undefined}
        />
      </FormSection>
    </FormLayout>
  );
}
