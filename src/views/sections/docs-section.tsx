/**
 * The documentation pages (/docs/changelog, /docs/guides/getting-started/introduction): a demo section of issue 14 on the frame of ../demo/demo-section.tsx.
 * To plug a screen in, build it in src/views/demo/<area>/ (its machines in src/machines/demo/<area>/) and replace its
 * `null` below with `lazySection(() => import('../demo/<area>/<area>-page'))`: the page gets `{ sessionRef }`, its address
 * is already routed, permitted and in the menu (src/config/demo-routes.ts), and its code loads with it alone.
 */
import type { SessionRef } from '../../machines/session.machine';
import { demoSections } from '../../config/demo-routes';
import { DemoSection, type DemoPages } from '../demo/demo-section';
import { lazySection } from '../ui/lazy-section';

const section = demoSections.find((s) => s.id === 'demo.docs')!;

const pages: DemoPages = {
  changelog: lazySection(() => import('../demo/docs/changelog-page')),
  guides: lazySection(() => import('../demo/docs/introduction-page')),
};

export default function Section({ sessionRef }: { sessionRef: SessionRef }) {
  return <DemoSection section={section} pages={pages} sessionRef={sessionRef} />;
}
