import { Suspense } from 'react';
import type { SessionRef } from '../../machines/session.machine';
import { lazySection, SectionLoading } from '../ui/lazy-section';

const CashClosingPage = lazySection(() => import('./cashclosing/cashclosing-page'));

/** Cash closing (/cashclosing, permission Distribution.Cash, checked by the route): the closings of the registers. */
export default function Section({ sessionRef }: { sessionRef: SessionRef }) {
  return (
    <Suspense fallback={<SectionLoading />}>
      <CashClosingPage sessionRef={sessionRef} />
    </Suspense>
  );
}
