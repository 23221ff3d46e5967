/**
 * The demo-template areas (SPEC §1, §2 "Template demo routes", issue 14): every demo page's address, its menu title
 * and whether the pages below it (a record, a folder) belong to it. This one table feeds the route rule
 * (src/config/route-permissions.ts: open to every signed-in user, refused as not found when `demo: false` in
 * config.json), the "Demo" navigation group (src/mirage/data/navigation.ts) and the demo sections' routing
 * (src/views/sections/{dashboards,apps,ui,docs}-section.tsx).
 *
 * How a screen plugs in: its page already has an address here; build it in src/views/demo/<area>/ (machines in
 * src/machines/demo/<area>/) and replace `Page: null` of its entry in the section file
 * (src/views/sections/<section>-section.tsx) with `lazySection(() => import('../demo/<area>/<area>-page'))`. Nothing here
 * changes unless a page gets a new address.
 */

/** A page of a demo section, at `${section.base}/${segment}`. */
export interface DemoPage {
  /** The first path segment below the section's base; the section routes on it. */
  segment: string;
  /** Its menu title key (src/views/demo/demo-nav-titles.ts). */
  title: string;
  /** The menu link when it is not `${base}/${segment}` (the getting-started guide). */
  link?: string;
  /** Whether addresses below the link belong to the page (`/apps/contacts/{id}`). */
  below: boolean;
}

export interface DemoSection {
  /** The navigation id of its collapsable entry in the Demo group. */
  id: string;
  title: string;
  /** A product icon name (src/views/ui/icon.tsx); reused ones, so the demo adds no picture to the start-up bundle. */
  icon: string;
  /** The section's landing page, listing its pages. */
  base: string;
  pages: readonly DemoPage[];
}

const page = (segment: string, title: string, below = true, link?: string): DemoPage => ({ segment, title, below, ...(link ? { link } : {}) });

export const demoSections: readonly DemoSection[] = [
  {
    id: 'demo.dashboards',
    title: 'nav.demo.dashboards',
    icon: 'bolt',
    base: '/dashboards',
    pages: [
      page('project', 'nav.demo.project', false),
      page('analytics', 'nav.demo.analytics', false),
      page('finance', 'nav.demo.finance', false),
      page('crypto', 'nav.demo.crypto', false),
    ],
  },
  {
    id: 'demo.apps',
    title: 'nav.demo.apps',
    icon: 'chat',
    base: '/apps',
    pages: [
      page('academy', 'nav.demo.academy'),
      page('chat', 'nav.demo.chat'),
      page('contacts', 'nav.demo.contacts'),
      page('e-commerce', 'nav.demo.ecommerce'),
      page('file-manager', 'nav.demo.fileManager'),
      page('help-center', 'nav.demo.helpCenter'),
      page('mailbox', 'nav.demo.mailbox'),
      page('notes', 'nav.demo.notes'),
      page('scrumboard', 'nav.demo.scrumboard'),
      page('tasks', 'nav.demo.tasks'),
    ],
  },
  {
    id: 'demo.icons',
    title: 'nav.demo.icons',
    icon: 'pencil',
    base: '/ui/icons',
    pages: [
      page('feather', 'nav.demo.icons.feather', false),
      page('heroicons-outline', 'nav.demo.icons.heroiconsOutline', false),
      page('heroicons-solid', 'nav.demo.icons.heroiconsSolid', false),
      page('heroicons-mini', 'nav.demo.icons.heroiconsMini', false),
      page('material-solid', 'nav.demo.icons.materialSolid', false),
      page('material-outline', 'nav.demo.icons.materialOutline', false),
      page('material-twotone', 'nav.demo.icons.materialTwotone', false),
    ],
  },
  {
    id: 'demo.docs',
    title: 'nav.demo.docs',
    icon: 'info',
    base: '/docs',
    pages: [
      page('changelog', 'nav.demo.changelog', false),
      page('guides', 'nav.demo.introduction', false, '/docs/guides/getting-started/introduction'),
    ],
  },
];

/** A demo page's menu link. */
export const demoLink = (section: DemoSection, p: DemoPage): string => p.link ?? `${section.base}/${p.segment}`;

// The demo mock endpoints that get a service's headers: demo-api-bases.ts (the request layer's chunk only).
