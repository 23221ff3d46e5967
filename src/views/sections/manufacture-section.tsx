import { Suspense } from 'react';
import type { SessionRef } from '../../machines/session.machine';
import { lazySection, SectionLoading } from '../ui/lazy-section';

const ManufacturePage = lazySection(() => import('./manufacture/manufacture-page'));

/** Manufacture (/manufacture, permission Inventory.Manufacturer, checked by the route): the work orders. */
export default function Section({ sessionRef }: { sessionRef: SessionRef }) {
  return (
    <Suspense fallback={<SectionLoading />}>
      <ManufacturePage sessionRef={sessionRef} />
    </Suspense>
  );
}
