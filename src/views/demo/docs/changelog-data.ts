/**
 * The product's releases (/docs/changelog, issue 14) as content: the milestones of the repository's history
 * (`git log --format='%ad %s' --date=short`, one release per group of issues), newest first, each entry what a user
 * gets. Typed data, no fetch: the page only renders it. Spanish in src/locales/es-MX/demo-docs.json.
 */
import type { MessageDescriptor } from '@lingui/core';

export interface ChangelogEntry {
  title: MessageDescriptor;
  text: MessageDescriptor;
}

export interface Release {
  /** The version, also the anchor of its section (`#v0-4-0`). */
  version: string;
  /** The day it was finished, ISO (`YYYY-MM-DD`); shown in the user's format. */
  date: string;
  title: MessageDescriptor;
  entries: readonly ChangelogEntry[];
}

/** The anchor of a release's section. */
export const releaseAnchor = (r: Pick<Release, 'version'>) => `v${r.version.replace(/\./g, '-')}`;

export const releases: readonly Release[] = [
  {
    version: '0.4.0',
    date: '2026-11-24',
    title: /*i18n*/ { id: 'demo.docs.changelog.r4.title', message: 'The demo screens' },
    entries: [
      {
        title: /*i18n*/ { id: 'demo.docs.changelog.r4.dashboards', message: 'Four demo dashboards' },
        text: /*i18n*/ { id: 'demo.docs.changelog.r4.dashboards.text', message: 'Project, analytics, finance and crypto, with their charts, tables and activity feeds.' },
      },
      {
        title: /*i18n*/ { id: 'demo.docs.changelog.r4.apps', message: 'Demo apps that work' },
        text: /*i18n*/ {
          id: 'demo.docs.changelog.r4.apps.text',
          message: 'Contacts, tasks, mailbox, chat, notes, scrumboard, file manager, help centre, academy and an e-commerce inventory: every button does what it says, dragging has a keyboard way, and your changes stay.',
        },
      },
      {
        title: /*i18n*/ { id: 'demo.docs.changelog.r4.icons', message: 'Icon catalogues and these pages' },
        text: /*i18n*/ { id: 'demo.docs.changelog.r4.icons.text', message: 'Each icon set searchable as you type; this changelog and the introduction guide.' },
      },
      {
        title: /*i18n*/ { id: 'demo.docs.changelog.r4.menu', message: 'A Demo group in the menu' },
        text: /*i18n*/ { id: 'demo.docs.changelog.r4.menu.text', message: 'Shown to every signed-in user; an installation can turn it off.' },
      },
    ],
  },
  {
    version: '0.3.0',
    date: '2026-11-24',
    title: /*i18n*/ { id: 'demo.docs.changelog.r3.title', message: 'Business documents' },
    entries: [
      {
        title: /*i18n*/ { id: 'demo.docs.changelog.r3.documents', message: 'Documents with their lifecycles' },
        text: /*i18n*/ {
          id: 'demo.docs.changelog.r3.documents.text',
          message: 'Sales orders, purchasing, deliveries, cash closing, manufacture and service contracts: each page offers exactly the steps the document’s status allows, with its history.',
        },
      },
      {
        title: /*i18n*/ { id: 'demo.docs.changelog.r3.print', message: 'Printing and a live dashboard' },
        text: /*i18n*/ {
          id: 'demo.docs.changelog.r3.print.text',
          message: 'Every document prints on A4 or Letter with the company’s template; the dashboard shows current figures per permission, each leading to its list.',
        },
      },
      {
        title: /*i18n*/ { id: 'demo.docs.changelog.r3.hardening', message: 'Hardening' },
        text: /*i18n*/ {
          id: 'demo.docs.changelog.r3.hardening.text',
          message: 'Sessions, other companies’ data, hostile content and lost connections are each covered by a security and reliability test; offline lists load again by themselves.',
        },
      },
      {
        title: /*i18n*/ { id: 'demo.docs.changelog.r3.instant', message: 'Instant start' },
        text: /*i18n*/ { id: 'demo.docs.changelog.r3.instant.text', message: 'A returning user sees a working dashboard within a few hundred milliseconds.' },
      },
    ],
  },
  {
    version: '0.2.0',
    date: '2026-11-24',
    title: /*i18n*/ { id: 'demo.docs.changelog.r2.title', message: 'Catalogs and inventory' },
    entries: [
      {
        title: /*i18n*/ { id: 'demo.docs.changelog.r2.kit', message: 'Lists and forms you can rely on' },
        text: /*i18n*/ {
          id: 'demo.docs.changelog.r2.kit.text',
          message: 'Lists of thousands of rows keep their query in the address and export to CSV; forms check as you type, keep a draft, show a conflict when someone saved first, and Delete has Undo.',
        },
      },
      {
        title: /*i18n*/ { id: 'demo.docs.changelog.r2.catalogs', message: 'Every administration catalog' },
        text: /*i18n*/ {
          id: 'demo.docs.changelog.r2.catalogs.text',
          message: 'Employees, customers, providers with bank accounts, business lines, departments, banks, document templates and the inventory configuration.',
        },
      },
      {
        title: /*i18n*/ { id: 'demo.docs.changelog.r2.inventory', message: 'Inventory' },
        text: /*i18n*/ { id: 'demo.docs.changelog.r2.inventory.text', message: 'Warehouses with stock levels, movements and adjustments; products with kit components.' },
      },
      {
        title: /*i18n*/ { id: 'demo.docs.changelog.r2.platform', message: 'Company and tenants' },
        text: /*i18n*/ { id: 'demo.docs.changelog.r2.platform.text', message: 'Each company’s configuration, and the platform’s tenants with their lifecycle.' },
      },
    ],
  },
  {
    version: '0.1.0',
    date: '2026-11-22',
    title: /*i18n*/ { id: 'demo.docs.changelog.r1.title', message: 'The foundation' },
    entries: [
      {
        title: /*i18n*/ { id: 'demo.docs.changelog.r1.shell', message: 'Shell and sign-in' },
        text: /*i18n*/ {
          id: 'demo.docs.changelog.r1.shell.text',
          message: 'Sign in through the company’s identity provider, one address per company, a menu of what you may open, search, shortcuts, messages, notifications and the quick chat.',
        },
      },
      {
        title: /*i18n*/ { id: 'demo.docs.changelog.r1.requests', message: 'A dependable request layer' },
        text: /*i18n*/ { id: 'demo.docs.changelog.r1.requests.text', message: 'Sessions renewed quietly, clear messages when a service fails, and a loading bar while requests run.' },
      },
      {
        title: /*i18n*/ { id: 'demo.docs.changelog.r1.i18n', message: 'Spanish and English' },
        text: /*i18n*/ { id: 'demo.docs.changelog.r1.i18n.text', message: 'The whole interface in both languages, switched without losing what you typed.' },
      },
      {
        title: /*i18n*/ { id: 'demo.docs.changelog.r1.looks', message: 'Layouts and themes' },
        text: /*i18n*/ { id: 'demo.docs.changelog.r1.looks.text', message: 'Eleven layouts, six themes, light and dark.' },
      },
      {
        title: /*i18n*/ { id: 'demo.docs.changelog.r1.mock', message: 'A demo that runs anywhere' },
        text: /*i18n*/ { id: 'demo.docs.changelog.r1.mock.text', message: 'A mock API inside the browser serves every service and the demo areas, so the product can be tried with no backend.' },
      },
    ],
  },
];

export const changelogTexts = {
  eyebrow: /*i18n*/ { id: 'demo.docs.changelog.eyebrow', message: 'Documentation' },
  title: /*i18n*/ { id: 'demo.docs.changelog.title', message: 'Changelog' },
  lead: /*i18n*/ { id: 'demo.docs.changelog.lead', message: 'What each release of the back office brought, newest first.' },
  toc: /*i18n*/ { id: 'demo.docs.changelog.toc', message: 'Releases' },
  guide: /*i18n*/ { id: 'demo.docs.changelog.guide', message: 'New here? Read the introduction.' },
} satisfies Record<string, MessageDescriptor>;
