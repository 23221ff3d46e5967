import { useLingui } from '@lingui/react';
import { Permission as P } from '../../config/permissions';
import type { SessionRef } from '../../machines/session.machine';
import { lazySection } from '../ui/lazy-section';
import { SectionIndex } from './section-index';
import { SectionItems, type SectionItem } from './section-items';
import { sectionTitles } from './section-titles';

const items: readonly SectionItem[] = [
  { segment: 'requisitions', title: 'nav.requisitions', permission: P.OrderPurchases, Page: lazySection(() => import('./purchases/requisitions-page')) },
  { segment: 'quotes', title: 'nav.quotes', permission: P.OrderPurchases, Page: lazySection(() => import('./purchases/quotations-page')) },
  { segment: 'orders', title: 'nav.purchaseOrders', permission: P.OrderPurchases, Page: lazySection(() => import('./purchases/purchase-orders-page')) },
];

/** Purchasing (/purchases): requisitions, quotations compared per requisition, purchase orders received in parts. */
export default function Section({ sessionRef }: { sessionRef: SessionRef }) {
  const { i18n } = useLingui();
  return (
    <SectionItems
      base="/purchases"
      items={items}
      sessionRef={sessionRef}
      index={<SectionIndex base="/purchases" title={i18n._(sectionTitles.purchases)} items={items} />}
    />
  );
}
