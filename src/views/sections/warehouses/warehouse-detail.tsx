import { useLingui } from '@lingui/react';
import type { TaxCountry } from '../../../domain/tax-id';
import type { Warehouse } from '../../../domain/warehouse';
import { warehousesPath } from '../../../machines/sections/warehouses/warehouses-list';
import { DetailList } from '../../kit/detail-list';
import { useFormats } from '../../kit/format-context';
import { FormView } from '../../kit/form-view';
import { RecordView, type RecordActorOf } from '../../kit/record-view';
import { NavLink, WarehouseTabs } from './warehouse-tabs';
import { WarehouseFields, warehouseFieldLabels } from './warehouse-fields';
import { activeLabels, warehouseLabels, warehouseTypeLabels } from './warehouse-texts';

/** A warehouse's page: its fields, Edit, Deactivate, Delete with Undo (a warehouse holding stock is refused: deactivate it). */
export function WarehouseDetail({ recordRef, country, onNavigate }: { recordRef: RecordActorOf<Warehouse>; country: TaxCountry; onNavigate: (to: string) => void }) {
  const { i18n } = useLingui();
  const f = useFormats();
  const label = (key: keyof typeof warehouseLabels) => i18n._(warehouseLabels[key]);
  const back = (
    <NavLink to={warehousesPath} onNavigate={onNavigate}>
      {i18n._({ id: 'warehouses.back', message: 'Back to warehouses' })}
    </NavLink>
  );
  return (
    <RecordView<Warehouse>
      recordRef={recordRef}
      back={back}
      title={(w) => w.name}
      status={(w) => ({ label: i18n._(activeLabels[w.active ? 'true' : 'false']), tone: w.active ? 'positive' : 'neutral' })}
      undoMessages={{
        delete: i18n._({ id: 'warehouses.undo.deleted', message: 'Warehouse deleted' }),
        deactivate: i18n._({ id: 'warehouses.undo.deactivated', message: 'Warehouse deactivated' }),
      }}
      form={(formRef) => (
        <FormView formRef={formRef} label={i18n._({ id: 'warehouses.edit', message: 'Edit warehouse' })} fieldLabels={warehouseFieldLabels((d) => i18n._(d))}>
          <WarehouseFields formRef={formRef} country={country} />
        </FormView>
      )}
    >
      {(w) => (
        <>
          {back}
          <WarehouseTabs warehouseId={w.id} tab="details" onNavigate={onNavigate} />
          <DetailList
            none={i18n._({ id: 'kit.detail.none', message: 'None' })}
            sections={[
              {
                title: i18n._({ id: 'warehouses.form.general', message: 'General' }),
                items: [
                  { label: label('code'), value: w.code },
                  { label: label('type'), value: i18n._(warehouseTypeLabels[w.type]) },
                ],
              },
              {
                title: i18n._({ id: 'warehouses.form.address', message: 'Address' }),
                items: [
                  { label: label('street'), value: w.address.street },
                  { label: label('city'), value: w.address.city },
                  { label: label('state'), value: w.address.state },
                  { label: label('postalCode'), value: w.address.postalCode },
                  { label: label('country'), value: w.address.country },
                ],
              },
              {
                title: i18n._({ id: 'warehouses.record', message: 'Record' }),
                items: [
                  { label: i18n._({ id: 'warehouses.createdAt', message: 'Created' }), value: f.dateTime(w.createdAt) },
                  { label: label('updatedAt'), value: f.dateTime(w.updatedAt) },
                  { label: i18n._({ id: 'warehouses.version', message: 'Version' }), value: f.number(w.version) },
                ],
              },
            ]}
          />
        </>
      )}
    </RecordView>
  );
}
