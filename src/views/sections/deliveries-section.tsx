import { Suspense } from 'react';
import type { SessionRef } from '../../machines/session.machine';
import { lazySection, SectionLoading } from '../ui/lazy-section';

const DeliveriesPage = lazySection(() => import('./deliveries/deliveries-page'));

/** Deliveries (/deliveries, permission Distribution.Deliveries, checked by the route): schedule, dispatch, prove, return. */
export default function Section({ sessionRef }: { sessionRef: SessionRef }) {
  return (
    <Suspense fallback={<SectionLoading />}>
      <DeliveriesPage sessionRef={sessionRef} />
    </Suspense>
  );
}
