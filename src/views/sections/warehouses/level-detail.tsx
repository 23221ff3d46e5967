import { useLingui } from '@lingui/react';
import type { StockLevelRow } from '../../../domain/stock';
import { lowestOnHandAfter } from '../../../domain/stock-movement';
import type { Warehouse } from '../../../domain/warehouse';
import { adjustPath, movementsPath, stockPath } from '../../../machines/sections/warehouses/warehouse-stock';
import { DetailList } from '../../kit/detail-list';
import { NumberField } from '../../kit/field-number';
import { useFormats } from '../../kit/format-context';
import { FormView } from '../../kit/form-view';
import { FormLayout, FormSection } from '../../kit/form-layout';
import { RecordView, type RecordActorOf } from '../../kit/record-view';
import { button } from '../../theme/recipes/button.css';
import { NavLink } from './warehouse-tabs';
import { stockLabels } from './warehouse-texts';
import * as css from './warehouses.css';

/** One product's stock in a warehouse: its quantities, Edit (the minimum), Adjust stock, and its history here. */
export function LevelDetail({ recordRef, warehouse, onNavigate }: { recordRef: RecordActorOf<StockLevelRow>; warehouse: Warehouse | null; onNavigate: (to: string) => void }) {
  const { i18n } = useLingui();
  const f = useFormats();
  const label = (key: keyof typeof stockLabels) => i18n._(stockLabels[key]);
  const back = (warehouseId: string) => (
    <NavLink to={stockPath(warehouseId)} onNavigate={onNavigate}>
      {warehouse
        ? i18n._({ id: 'warehouses.level.backTo', message: 'Back to the stock of {warehouse}', values: { warehouse: warehouse.name } })
        : i18n._({ id: 'warehouses.level.back', message: 'Back to the stock' })}
    </NavLink>
  );
  return (
    <RecordView<StockLevelRow>
      recordRef={recordRef}
      title={(l) => (l.productName === '' ? l.productId : l.productName)}
      status={(l) => (l.low ? { label: label('lowBadge'), tone: 'warning' } : { label: i18n._({ id: 'warehouses.level.ok', message: 'Enough stock' }), tone: 'positive' })}
      actions={['edit']}
      form={(formRef) => (
        <FormView formRef={formRef} label={i18n._({ id: 'warehouses.level.edit', message: 'Minimum stock' })} fieldLabels={{ minimum: label('minimum') }}>
          <FormLayout>
            <FormSection title={i18n._({ id: 'warehouses.level.edit', message: 'Minimum stock' })}>
              <NumberField
                formRef={formRef}
                name="minimum"
                label={label('minimum')}
                mode="decimal"
                required
                hint={i18n._({ id: 'warehouses.level.minimum.hint', message: 'When less than this is available, the product shows as low stock.' })}
              />
            </FormSection>
          </FormLayout>
        </FormView>
      )}
    >
      {(l) => (
        <>
          {back(l.warehouseId)}
          <div className={css.actions}>
            <NavLink to={adjustPath(l.warehouseId, l.id)} onNavigate={onNavigate} className={button()}>
              {i18n._({ id: 'warehouses.level.adjust', message: 'Adjust stock' })}
            </NavLink>
            <NavLink to={`${movementsPath(l.warehouseId)}?productId=${encodeURIComponent(l.productId)}`} onNavigate={onNavigate} className={button({ tone: 'secondary' })}>
              {i18n._({ id: 'warehouses.level.history', message: 'History of this product' })}
            </NavLink>
          </div>
          <DetailList
            none={i18n._({ id: 'kit.detail.none', message: 'None' })}
            sections={[
              {
                title: i18n._({ id: 'warehouses.level.product', message: 'Product' }),
                items: [
                  { label: label('sku'), value: l.sku },
                  { label: label('productName'), value: l.productName },
                  { label: i18n._({ id: 'warehouses.level.warehouse', message: 'Warehouse' }), value: warehouse ? `${warehouse.code} · ${warehouse.name}` : '' },
                ],
              },
              {
                title: i18n._({ id: 'warehouses.level.quantities', message: 'Quantities' }),
                items: [
                  { label: label('onHand'), value: f.quantity(l.onHand) },
                  { label: label('reserved'), value: f.quantity(l.reserved) },
                  { label: label('available'), value: f.quantity(l.available) },
                  { label: label('minimum'), value: f.quantity(l.minimum) },
                  { label: i18n._({ id: 'warehouses.level.floor', message: 'Lowest on hand an adjustment may leave' }), value: f.quantity(lowestOnHandAfter(l)) },
                  { label: label('updatedAt'), value: f.dateTime(l.updatedAt) },
                ],
              },
            ]}
          />
        </>
      )}
    </RecordView>
  );
}
