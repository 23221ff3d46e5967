import { useLingui } from '@lingui/react';
import { useCallback, useMemo } from 'react';
import { warehouseTypes, type Warehouse } from '../../../domain/warehouse';
import type { ListRef } from '../../../machines/kit/list.machine';
import { warehousesPath } from '../../../machines/sections/warehouses/warehouses-list';
import { Badge } from '../../kit/badge';
import { useFormats } from '../../kit/format-context';
import { ListPanel, type ListPanelColumn } from '../../kit/list-panel';
import { button } from '../../theme/recipes/button.css';
import * as page from '../section-page.css';
import { NavLink } from './warehouse-tabs';
import { activeLabels, warehouseLabels, warehouseTypeLabels } from './warehouse-texts';

export function WarehousesListView({ listRef, onNavigate }: { listRef: ListRef<Warehouse>; onNavigate: (to: string) => void }) {
  const { i18n } = useLingui();
  const f = useFormats();
  const label = (key: keyof typeof warehouseLabels) => i18n._(warehouseLabels[key]);
  const columns = useMemo<ListPanelColumn<Warehouse>[]>(
    () => [
      { id: 'code', header: label('code'), cell: (w) => w.code, width: '8rem' },
      { id: 'name', header: label('name'), cell: (w) => w.name },
      { id: 'type', header: label('type'), cell: (w) => i18n._(warehouseTypeLabels[w.type]) },
      { id: 'city', header: label('city'), cell: (w) => [w.address.city, w.address.state].filter(Boolean).join(', ') },
      { id: 'active', header: label('active'), cell: (w) => <Badge tone={w.active ? 'positive' : 'neutral'}>{i18n._(activeLabels[w.active ? 'true' : 'false'])}</Badge> },
      { id: 'updatedAt', header: label('updatedAt'), cell: (w) => f.dateTime(w.updatedAt) },
    ],
    [i18n.locale, f],
  );
  const onOpen = useCallback((row: Warehouse) => onNavigate(`${warehousesPath}/${encodeURIComponent(row.id)}`), [onNavigate]);
  const title = i18n._({ id: 'warehouses.title', message: 'Warehouses' });
  return (
    <>
      <header className={page.header}>
        <h1 className={page.title}>{title}</h1>
      </header>
      <ListPanel
        listRef={listRef}
        caption={title}
        columns={columns}
        onOpen={onOpen}
        rowLabel={(w) => w.name}
        selectable={false}
        filters={[
          { name: 'type', label: label('type'), options: warehouseTypes.map((value) => ({ value, label: i18n._(warehouseTypeLabels[value]) })) },
          {
            name: 'active',
            label: label('active'),
            options: [
              { value: 'true', label: i18n._(activeLabels.true) },
              { value: 'false', label: i18n._(activeLabels.false) },
            ],
          },
        ]}
        actions={
          <NavLink to={`${warehousesPath}/new`} onNavigate={onNavigate} className={button()}>
            {i18n._({ id: 'warehouses.new', message: 'New warehouse' })}
          </NavLink>
        }
        empty={{
          title: i18n._({ id: 'warehouses.empty.title', message: 'No warehouses yet' }),
          description: i18n._({ id: 'warehouses.empty.text', message: 'Warehouses you add appear here, each with its stock.' }),
        }}
      />
    </>
  );
}
