import { useLingui } from '@lingui/react';
import { Permission as P } from '../../config/permissions';
import type { SessionRef } from '../../machines/session.machine';
import { lazySection } from '../ui/lazy-section';
import { SectionIndex } from './section-index';
import { SectionItems, type SectionItem } from './section-items';
import { sectionTitles } from './section-titles';

const items: readonly SectionItem[] = [
  { segment: 'warehouses', title: 'nav.warehouses', permission: P.InventoryWarehouses, Page: lazySection(() => import('./warehouses/warehouses-page')) },
  { segment: 'products', title: 'nav.products', permission: P.CatalogsProducts, Page: lazySection(() => import('./products/products-page')) },
];

/** Inventory (/inventory): products are built; warehouses and stock come with the catalogs issue. */
export default function Section({ sessionRef }: { sessionRef: SessionRef }) {
  const { i18n } = useLingui();
  return (
    <SectionItems
      base="/inventory"
      items={items}
      sessionRef={sessionRef}
      index={<SectionIndex base="/inventory" title={i18n._(sectionTitles.inventory)} items={items} />}
    />
  );
}
