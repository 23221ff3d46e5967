import { Suspense } from 'react';
import type { SessionRef } from '../../machines/session.machine';
import { lazySection, SectionLoading } from '../ui/lazy-section';

const OrdersPage = lazySection(() => import('./orders/orders-page'));

/** Sales orders (/orders, permission Order.Orders: the route rule checks it before this loads). */
export default function Section({ sessionRef }: { sessionRef: SessionRef }) {
  return (
    <Suspense fallback={<SectionLoading />}>
      <OrdersPage sessionRef={sessionRef} />
    </Suspense>
  );
}
