/**
 * The demo apps (/apps/*): a demo section of issue 14 on the frame of ../demo/demo-section.tsx.
 * To plug a screen in, build it in src/views/demo/<area>/ (its machines in src/machines/demo/<area>/) and replace its
 * `null` below with `lazySection(() => import('../demo/<area>/<area>-page'))`: the page gets `{ sessionRef }`, its address
 * is already routed, permitted and in the menu (src/config/demo-routes.ts), and its code loads with it alone.
 */
import type { SessionRef } from '../../machines/session.machine';
import { demoSections } from '../../config/demo-routes';
import { DemoSection, type DemoPages } from '../demo/demo-section';
import { lazySection } from '../ui/lazy-section';

const section = demoSections.find((s) => s.id === 'demo.apps')!;

const pages: DemoPages = {
  academy: lazySection(() => import('../demo/academy/academy-page')),
  chat: lazySection(() => import('../demo/chat/chat-page')),
  contacts: lazySection(() => import('../demo/contacts/contacts-page')),
  'e-commerce': lazySection(() => import('../demo/ecommerce/ecommerce-page')),
  'file-manager': lazySection(() => import('../demo/file-manager/file-manager-page')),
  'help-center': lazySection(() => import('../demo/help-center/help-center-page')),
  mailbox: lazySection(() => import('../demo/mailbox/mailbox-page')),
  notes: lazySection(() => import('../demo/notes/notes-page')),
  scrumboard: lazySection(() => import('../demo/scrumboard/scrumboard-page')),
  tasks: lazySection(() => import('../demo/tasks/tasks-page')),
};

export default function Section({ sessionRef }: { sessionRef: SessionRef }) {
  return <DemoSection section={section} pages={pages} sessionRef={sessionRef} />;
}
