import { useLingui } from '@lingui/react';
import { Permission as P } from '../../config/permissions';
import type { SessionRef } from '../../machines/session.machine';
import { lazySection } from '../ui/lazy-section';
import { SectionIndex } from './section-index';
import { SectionItems, type SectionItem } from './section-items';
import { sectionTitles } from './section-titles';

const items: readonly SectionItem[] = [
  { segment: 'employees', title: 'nav.employees', permission: P.CatalogsEmployees, Page: lazySection(() => import('./employees/employees-page')) },
  { segment: 'customers', title: 'nav.customers', permission: P.CatalogsCustomers, Page: lazySection(() => import('./customers/customers-page')) },
  { segment: 'providers', title: 'nav.providers', permission: P.CatalogsSuppliers, Page: lazySection(() => import('./providers/providers-page')) },
  { segment: 'business-lines', title: 'nav.businessLines', permission: P.CatalogsBusinessLines, Page: lazySection(() => import('./business-lines/business-lines-page')) },
  { segment: 'departments', title: 'nav.departments', permission: P.CatalogsDepartments, Page: lazySection(() => import('./departments/departments-page')) },
  { segment: 'banks', title: 'nav.banks', permission: P.BankingBanks, Page: lazySection(() => import('./banks/banks-page')) },
  { segment: 'document-templates', title: 'nav.documentTemplates', permission: P.CatalogsCustomers, Page: lazySection(() => import('./document-templates/templates-page')) },
  { segment: 'inventory-configuration', title: 'nav.inventoryConfiguration', permission: P.InventoryConfiguration, Page: lazySection(() => import('./inventory-configuration/inventory-configuration-page')) },
];

/** Administration (/admin): the catalogs. Customers are built; the others come with the catalogs issue. */
export default function Section({ sessionRef }: { sessionRef: SessionRef }) {
  const { i18n } = useLingui();
  return (
    <SectionItems
      base="/admin"
      items={items}
      sessionRef={sessionRef}
      index={<SectionIndex base="/admin" title={i18n._(sectionTitles.admin)} items={items} />}
    />
  );
}
