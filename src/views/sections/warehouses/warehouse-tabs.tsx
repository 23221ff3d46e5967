import { InAppLink } from '../../kit/in-app-link';
import { useLingui } from '@lingui/react';
import type { Warehouse } from '../../../domain/warehouse';
import { movementsPath, stockPath, warehousePath } from '../../../machines/sections/warehouses/warehouse-stock';
import { warehousesPath } from '../../../machines/sections/warehouses/warehouses-list';
import * as page from '../section-page.css';
import * as css from './warehouses.css';

export type WarehouseTab = 'details' | 'stock' | 'movements';

/** A link the navigation machine follows (the address has one owner): the kit's in-app link. */
export const NavLink = InAppLink;

/** The warehouse's stock and movement pages: its name, a link back, and the three pages of a warehouse. */
export function WarehouseHeader({ warehouseId, warehouse, tab, title, onNavigate }: { warehouseId: string; warehouse: Warehouse | null; tab: WarehouseTab; title: string; onNavigate: (to: string) => void }) {
  const { i18n } = useLingui();
  return (
    <>
      <header className={page.header}>
        <NavLink to={warehousesPath} onNavigate={onNavigate} className={css.eyebrow}>
          {i18n._({ id: 'warehouses.back', message: 'Back to warehouses' })}
        </NavLink>
        <h1 className={page.title}>{title}</h1>
        {warehouse ? <p className={css.eyebrow}>{`${warehouse.code} · ${warehouse.name}`}</p> : null}
      </header>
      <WarehouseTabs warehouseId={warehouseId} tab={tab} onNavigate={onNavigate} />
    </>
  );
}

export function WarehouseTabs({ warehouseId, tab, onNavigate }: { warehouseId: string; tab: WarehouseTab; onNavigate: (to: string) => void }) {
  const { i18n } = useLingui();
  const links: [WarehouseTab, string, string][] = [
    ['details', warehousePath(warehouseId), i18n._({ id: 'warehouses.tab.details', message: 'Details' })],
    ['stock', stockPath(warehouseId), i18n._({ id: 'warehouses.tab.stock', message: 'Stock' })],
    ['movements', movementsPath(warehouseId), i18n._({ id: 'warehouses.tab.movements', message: 'Movements' })],
  ];
  return (
    <nav className={css.tabs} aria-label={i18n._({ id: 'warehouses.tabs', message: 'Warehouse pages' })}>
      {links.map(([id, to, text]) => (
        <NavLink key={id} to={to} onNavigate={onNavigate} className={css.tab} current={id === tab}>
          {text}
        </NavLink>
      ))}
    </nav>
  );
}
