import { useLingui } from '@lingui/react';
import { Link } from 'wouter';
import type { NavItem } from '../../machines/navigation';
import { Icon, isIconName } from '../ui/icon';
import * as css from './side-nav.css';

/** Navigation titles come from the API as translation keys (e.g. `nav.orders`); unknown ones show as given. */
function useTitle() {
  const { i18n } = useLingui();
  return (text: string | undefined) => (text ? i18n._(navMessages[text] ?? { id: text, message: text }) : '');
}

const navMessages: Record<string, { id: string; message: string }> = {
  'nav.dashboard': /*i18n*/ { id: 'nav.dashboard', message: 'Dashboard' },
  'nav.sales': /*i18n*/ { id: 'nav.sales', message: 'Sales' },
  'nav.salesOrders': /*i18n*/ { id: 'nav.salesOrders', message: 'Sales orders' },
  'nav.purchases': /*i18n*/ { id: 'nav.purchases', message: 'Purchases' },
  'nav.requisitions': /*i18n*/ { id: 'nav.requisitions', message: 'Requisitions' },
  'nav.quotes': /*i18n*/ { id: 'nav.quotes', message: 'Quotes' },
  'nav.purchaseOrders': /*i18n*/ { id: 'nav.purchaseOrders', message: 'Purchase orders' },
  'nav.contracts': /*i18n*/ { id: 'nav.contracts', message: 'Contracts' },
  'nav.services': /*i18n*/ { id: 'nav.services', message: 'Services' },
  'nav.administration': /*i18n*/ { id: 'nav.administration', message: 'Administration' },
  'nav.employees': /*i18n*/ { id: 'nav.employees', message: 'Employees' },
  'nav.customers': /*i18n*/ { id: 'nav.customers', message: 'Customers' },
  'nav.providers': /*i18n*/ { id: 'nav.providers', message: 'Providers' },
  'nav.businessLines': /*i18n*/ { id: 'nav.businessLines', message: 'Business lines' },
  'nav.departments': /*i18n*/ { id: 'nav.departments', message: 'Departments' },
  'nav.banks': /*i18n*/ { id: 'nav.banks', message: 'Banks' },
  'nav.documentTemplates': /*i18n*/ { id: 'nav.documentTemplates', message: 'Document templates' },
  'nav.inventoryConfiguration': /*i18n*/ { id: 'nav.inventoryConfiguration', message: 'Inventory configuration' },
  'nav.tenantManagement': /*i18n*/ { id: 'nav.tenantManagement', message: 'Tenant management' },
  'nav.tenants': /*i18n*/ { id: 'nav.tenants', message: 'Tenants' },
  'nav.inventory': /*i18n*/ { id: 'nav.inventory', message: 'Inventory' },
  'nav.warehouses': /*i18n*/ { id: 'nav.warehouses', message: 'Warehouses' },
  'nav.products': /*i18n*/ { id: 'nav.products', message: 'Products' },
  'nav.example': /*i18n*/ { id: 'nav.example', message: 'Example' },
};

const isActive = (item: NavItem, path: string) =>
  !!item.link && (item.exactMatch ? path === item.link : path === item.link || path.startsWith(`${item.link}/`));

function Item({ item, path }: { item: NavItem; path: string }) {
  const title = useTitle();
  if (item.type === 'divider') return <li role="separator" className={css.divider} />;
  if (item.type === 'spacer') return <li aria-hidden="true" />;
  if (item.type === 'group' || item.type === 'collapsable' || item.type === 'aside') {
    const headingId = `nav-${item.id}`;
    return (
      <li>
        <div id={headingId} className={css.groupTitle}>
          {title(item.title)}
        </div>
        {item.subtitle ? <div className={css.groupSubtitle}>{title(item.subtitle)}</div> : null}
        <ul className={css.list} aria-labelledby={headingId}>
          {item.children?.map((child) => <Item key={child.id} item={child} path={path} />)}
        </ul>
      </li>
    );
  }
  const content = (
    <>
      {isIconName(item.icon) ? <Icon name={item.icon} className={css.icon} /> : null}
      <span>{title(item.title)}</span>
      {item.badge?.title ? <span className={css.badge}>{item.badge.title}</span> : null}
    </>
  );
  if (!item.link || item.disabled) {
    return (
      <li>
        <span className={css.link} aria-disabled="true">
          {content}
        </span>
      </li>
    );
  }
  if (item.externalLink) {
    return (
      <li>
        <a className={css.link} href={item.link} target={item.target ?? '_blank'} rel="noopener noreferrer" title={item.tooltip}>
          {content}
        </a>
      </li>
    );
  }
  return (
    <li>
      <Link className={css.link} href={item.link} title={item.tooltip} aria-current={isActive(item, path) ? 'page' : undefined}>
        {content}
      </Link>
    </li>
  );
}

/** A plain vertical menu of the navigation the user may see (the full navigation component is its own issue). */
export function SideNav({ items, path, label }: { items: readonly NavItem[]; path: string; label: string }) {
  return (
    <nav className={css.nav} aria-label={label}>
      <ul className={css.list}>
        {items.map((item) => (
          <Item key={item.id} item={item} path={path} />
        ))}
      </ul>
    </nav>
  );
}
