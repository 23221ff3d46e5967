/**
 * The getting-started introduction (/docs/guides/getting-started/introduction) as content: each paragraph, list item
 * and heading one lingui message (Spanish in src/locales/es-MX/demo-docs.json). The page renders these in order.
 */
import type { MessageDescriptor } from '@lingui/core';

type M = MessageDescriptor;

export const introTexts = {
  eyebrow: /*i18n*/ { id: 'demo.docs.intro.eyebrow', message: 'Getting started' },
  title: /*i18n*/ { id: 'demo.docs.intro.title', message: 'Introduction' },
  lead: /*i18n*/ {
    id: 'demo.docs.intro.lead',
    message: 'This back office runs the daily work of a telecom company: what it sells, buys, delivers, installs and collects, for several companies (tenants) from one application.',
  },
  toc: /*i18n*/ { id: 'demo.docs.intro.toc', message: 'On this page' },
} satisfies Record<string, M>;

/** A section of the page: its anchor (the id of its heading's section) and its heading. */
export interface IntroSection {
  anchor: string;
  title: M;
}

export const introSections = {
  what: { anchor: 'what-it-does', title: /*i18n*/ { id: 'demo.docs.intro.what.title', message: 'What the back office does' } },
  signIn: { anchor: 'signing-in', title: /*i18n*/ { id: 'demo.docs.intro.signIn.title', message: 'Signing in with the demo accounts' } },
  demo: { anchor: 'demo-areas', title: /*i18n*/ { id: 'demo.docs.intro.demo.title', message: 'The demo areas' } },
  looks: { anchor: 'languages-and-appearance', title: /*i18n*/ { id: 'demo.docs.intro.looks.title', message: 'Languages and appearance' } },
  keyboard: { anchor: 'keyboard', title: /*i18n*/ { id: 'demo.docs.intro.keyboard.title', message: 'Using the keyboard' } },
} satisfies Record<string, IntroSection>;

export const whatTexts = {
  p1: /*i18n*/ {
    id: 'demo.docs.intro.what.p1',
    message: 'Each section below opens from the menu. You see only the sections your permissions allow; the others are not in your menu, and their addresses show the “not found” page.',
  },
  p2: /*i18n*/ {
    id: 'demo.docs.intro.what.p2',
    message: 'Every document follows its lifecycle: a page offers exactly the steps its status allows, and each step is kept in the document’s history.',
  },
} satisfies Record<string, M>;

/** A section of the product, with the address it opens at. */
export interface ProductArea {
  to: string;
  title: M;
  text: M;
}

export const productAreas: readonly ProductArea[] = [
  {
    to: '/orders',
    title: /*i18n*/ { id: 'demo.docs.intro.area.orders', message: 'Sales orders' },
    text: /*i18n*/ { id: 'demo.docs.intro.area.orders.text', message: 'Quote, confirm and follow customers’ orders; a keyboard line editor, and stock reserved when an order is confirmed.' },
  },
  {
    to: '/purchases/requisitions',
    title: /*i18n*/ { id: 'demo.docs.intro.area.purchases', message: 'Purchasing' },
    text: /*i18n*/ { id: 'demo.docs.intro.area.purchases.text', message: 'Requisitions, quotations compared side by side, purchase orders, and partial or full receipts into a warehouse.' },
  },
  {
    to: '/deliveries',
    title: /*i18n*/ { id: 'demo.docs.intro.area.deliveries', message: 'Deliveries' },
    text: /*i18n*/ { id: 'demo.docs.intro.area.deliveries.text', message: 'Dispatch, proof of delivery, failed attempts, rescheduled or returned goods.' },
  },
  {
    to: '/cashclosing',
    title: /*i18n*/ { id: 'demo.docs.intro.area.cash', message: 'Cash closing' },
    text: /*i18n*/ { id: 'demo.docs.intro.area.cash.text', message: 'Count the cash by denomination at the end of the day; a second person approves it.' },
  },
  {
    to: '/manufacture',
    title: /*i18n*/ { id: 'demo.docs.intro.area.manufacture', message: 'Manufacture' },
    text: /*i18n*/ { id: 'demo.docs.intro.area.manufacture.text', message: 'Work orders that assemble kits from their components.' },
  },
  {
    to: '/contracts/services',
    title: /*i18n*/ { id: 'demo.docs.intro.area.contracts', message: 'Service contracts' },
    text: /*i18n*/ { id: 'demo.docs.intro.area.contracts.text', message: 'Plans and contracts: activate, suspend, renew or terminate; overdue and expiring contracts stand out.' },
  },
  {
    to: '/admin/customers',
    title: /*i18n*/ { id: 'demo.docs.intro.area.admin', message: 'Administration catalogs' },
    text: /*i18n*/ {
      id: 'demo.docs.intro.area.admin.text',
      message: 'Employees, customers, providers and their bank accounts, business lines, departments, banks, document templates and the inventory configuration.',
    },
  },
  {
    to: '/inventory/warehouses',
    title: /*i18n*/ { id: 'demo.docs.intro.area.inventory', message: 'Inventory' },
    text: /*i18n*/ { id: 'demo.docs.intro.area.inventory.text', message: 'Warehouses with their stock levels, movement history and adjustments; products with their kit components.' },
  },
  {
    to: '/config',
    title: /*i18n*/ { id: 'demo.docs.intro.area.company', message: 'Company' },
    text: /*i18n*/ { id: 'demo.docs.intro.area.company.text', message: 'The company’s legal and trade names, tax id, address, logo, currency, time zone, language and document numbering.' },
  },
  {
    to: '/tenants',
    title: /*i18n*/ { id: 'demo.docs.intro.area.tenants', message: 'Tenants' },
    text: /*i18n*/ { id: 'demo.docs.intro.area.tenants.text', message: 'The platform’s companies and their lifecycle, for the platform administrator.' },
  },
];

export const signInTexts = {
  p1: /*i18n*/ {
    id: 'demo.docs.intro.signIn.p1',
    message: 'Each company has its own address (acme.localhost, globex.localhost). Sign in there with one of these accounts; the password of every one is “demo”.',
  },
  p2: /*i18n*/ {
    id: 'demo.docs.intro.signIn.p2',
    message: 'A user who opens another company’s address is refused by its services and sees the “not found” page: nothing of the other company is shown.',
  },
  tenant: /*i18n*/ { id: 'demo.docs.intro.signIn.tenant', message: 'Company' },
} satisfies Record<string, M>;

/** A demo account and what it can see. */
export interface DemoAccount {
  email: string;
  tenant: string;
  sees: M;
}

export const demoAccounts: readonly DemoAccount[] = [
  { email: 'ana@acme.test', tenant: 'Acme Telecom', sees: /*i18n*/ { id: 'demo.docs.intro.account.ana', message: 'Every business section: sales, purchasing, distribution, contracts, catalogs and inventory.' } },
  { email: 'sam@acme.test', tenant: 'Acme Telecom', sees: /*i18n*/ { id: 'demo.docs.intro.account.sam', message: 'Sales orders only.' } },
  { email: 'bea@acme.test', tenant: 'Acme Telecom', sees: /*i18n*/ { id: 'demo.docs.intro.account.bea', message: 'Purchasing and the providers catalog.' } },
  { email: 'nobody@acme.test', tenant: 'Acme Telecom', sees: /*i18n*/ { id: 'demo.docs.intro.account.nobody', message: 'No business section: the dashboard and the demo areas.' } },
  { email: 'gus@globex.test', tenant: 'Globex Communications', sees: /*i18n*/ { id: 'demo.docs.intro.account.gus', message: 'Every business section of Globex, in US dollars and English.' } },
  {
    email: 'root@platform.test',
    tenant: 'Acme Telecom, Globex Communications',
    sees: /*i18n*/ { id: 'demo.docs.intro.account.root', message: 'Everything, including the tenants and each company’s configuration.' },
  },
];

export const demoTexts = {
  p1: /*i18n*/ {
    id: 'demo.docs.intro.demo.p1',
    message: 'The Demo group of the menu holds the screens of the template this product grew from: dashboards, apps (mailbox, chat, contacts, tasks, notes, scrumboard and more), the icon catalogues and these pages. Every signed-in user sees them.',
  },
  p2: /*i18n*/ {
    id: 'demo.docs.intro.demo.p2',
    message: 'Their data is made up and served by a mock API inside the browser: nothing is sent to a server, and what you change stays in this browser only.',
  },
  p3: /*i18n*/ {
    id: 'demo.docs.intro.demo.p3',
    message: 'In demo mode the business sections run on the same in-browser mock. Its data ends today, so the figures are current.',
  },
} satisfies Record<string, M>;

/** Links into the demo areas. */
export const demoLinks: readonly { to: string; title: M }[] = [
  { to: '/dashboards/project', title: /*i18n*/ { id: 'demo.docs.intro.demo.dashboards', message: 'Dashboards' } },
  { to: '/apps/mailbox', title: /*i18n*/ { id: 'demo.docs.intro.demo.mailbox', message: 'Mailbox' } },
  { to: '/apps/scrumboard', title: /*i18n*/ { id: 'demo.docs.intro.demo.scrumboard', message: 'Scrumboard' } },
  { to: '/ui/icons/heroicons-outline', title: /*i18n*/ { id: 'demo.docs.intro.demo.icons', message: 'Icons' } },
  { to: '/docs/changelog', title: /*i18n*/ { id: 'demo.docs.intro.demo.changelog', message: 'Changelog' } },
];

export const looksTexts = {
  languages: /*i18n*/ {
    id: 'demo.docs.intro.looks.languages',
    message: 'The interface speaks Spanish (Mexico) and English (United States). Choose the language in the top bar; dates, numbers and amounts follow it, and amounts are in the company’s currency.',
  },
  schemes: /*i18n*/ {
    id: 'demo.docs.intro.looks.schemes',
    message: 'Open the Settings drawer (the gear in the top bar) to choose a light, dark or automatic colour scheme, one of six themes (Default, Brand, Teal, Rose, Purple, Amber) and one of eleven layouts, with the menu on the left or the right.',
  },
  saved: /*i18n*/ {
    id: 'demo.docs.intro.looks.saved',
    message: 'Your choice applies at once and is saved for you in each company, so it follows you to another device.',
  },
} satisfies Record<string, M>;

export const keyboardTexts = {
  p1: /*i18n*/ { id: 'demo.docs.intro.keyboard.p1', message: 'Everything can be done without a mouse:' },
  skip: /*i18n*/ { id: 'demo.docs.intro.keyboard.skip', message: 'The first Tab of a page offers “Skip to content”, past the menu and the top bar.' },
  tab: /*i18n*/ { id: 'demo.docs.intro.keyboard.tab', message: 'Tab and Shift+Tab move between controls; Enter or Space presses the focused one.' },
  escape: /*i18n*/ { id: 'demo.docs.intro.keyboard.escape', message: 'Escape closes a dialog, a menu or the search, and gives the focus back to where you were.' },
  drag: /*i18n*/ {
    id: 'demo.docs.intro.keyboard.drag',
    message: 'Whatever you can drag has a keyboard way too: buttons or Alt with the arrow keys, and each move is announced.',
  },
  lists: /*i18n*/ {
    id: 'demo.docs.intro.keyboard.lists',
    message: 'Lists keep their search, sort, filters and page in the address: Back and Forward, a reload or a shared link bring them back.',
  },
} satisfies Record<string, M>;
