import { useLingui } from '@lingui/react';
import { useSelector } from '@xstate/react';
import type { ComponentType, ReactNode } from 'react';
import { Suspense } from 'react';
import { canOpen } from '../../config/route-permissions';
import { selectPath, selectPermissions } from '../../machines/nav.machine';
import type { SessionRef } from '../../machines/session.machine';
import { useNavRef } from '../app-actor';
import { navMessages } from '../layout/nav-titles';
import { ErrorPage } from '../pages/error-page';
import { LoadingTitle, SectionLoading } from '../ui/lazy-section';
import { ComesLater } from './section-page';

/** One item of a section's menu group: its path segment, title, permission and page (null: a later issue builds it). */
export interface SectionItem {
  segment: string;
  title: keyof typeof navMessages;
  permission: string;
  Page: ComponentType<{ sessionRef: SessionRef }> | null;
}

/**
 * The pages of a section (`/admin/customers`, `/inventory/products`): picks the item from the address the navigation
 * machine holds, and checks the route rule before anything of it loads or asks the service. A user without
 * it sees the 404 page (SPEC §8 shows refusals as 404), so an item's existence is not revealed.
 */
export function SectionItems({ base, items, sessionRef, index }: { base: string; items: readonly SectionItem[]; sessionRef: SessionRef; index: ReactNode }) {
  const navRef = useNavRef();
  const path = useSelector(navRef!, selectPath);
  const permissions = useSelector(navRef!, selectPermissions);
  const segment = path.slice(base.length).split('/')[1] ?? '';
  if (segment === '') return <>{index}</>;
  const item = items.find((i) => i.segment === segment);
  // The one route rule (src/config/route-permissions.ts) decides, as for the menu: the item's own permission is its rule's.
  if (!item || !canOpen(path, permissions)) return <ErrorPage status={404} />;
  if (item.Page === null) return <ItemComesLater title={item.title} />;
  const { Page } = item;
  return (
    <ItemTitle title={item.title}>
      <Suspense fallback={<ItemLoading title={item.title} />}>
        <Page sessionRef={sessionRef} />
      </Suspense>
    </ItemTitle>
  );
}

/** The item's title for its page's loading state (the chunk loader shows it, not Suspense). */
function ItemTitle({ title, children }: { title: keyof typeof navMessages; children: ReactNode }) {
  const { i18n } = useLingui();
  return <LoadingTitle.Provider value={i18n._(navMessages[title]!)}>{children}</LoadingTitle.Provider>;
}

function ItemLoading({ title }: { title: keyof typeof navMessages }) {
  const { i18n } = useLingui();
  return <SectionLoading title={i18n._(navMessages[title]!)} />;
}

function ItemComesLater({ title }: { title: keyof typeof navMessages }) {
  const { i18n } = useLingui();
  return <ComesLater title={i18n._(navMessages[title]!)} />;
}
