/**
 * The menu titles of the demo-template areas (src/config/demo-routes.ts names them by key). They are merged into the
 * navigation's titles (src/views/layout/nav-titles.ts): a few strings, no demo code or data, so they may sit in the
 * start-up chunk with the rest of the menu.
 */
export const demoNavMessages: Record<string, { id: string; message: string }> = {
  'nav.demo': /*i18n*/ { id: 'nav.demo', message: 'Demo' },
  'nav.demo.dashboards': /*i18n*/ { id: 'nav.demo.dashboards', message: 'Dashboards' },
  'nav.demo.project': /*i18n*/ { id: 'nav.demo.project', message: 'Project' },
  'nav.demo.analytics': /*i18n*/ { id: 'nav.demo.analytics', message: 'Analytics' },
  'nav.demo.finance': /*i18n*/ { id: 'nav.demo.finance', message: 'Finance' },
  'nav.demo.crypto': /*i18n*/ { id: 'nav.demo.crypto', message: 'Crypto' },
  'nav.demo.apps': /*i18n*/ { id: 'nav.demo.apps', message: 'Apps' },
  'nav.demo.academy': /*i18n*/ { id: 'nav.demo.academy', message: 'Academy' },
  'nav.demo.chat': /*i18n*/ { id: 'nav.demo.chat', message: 'Chat' },
  'nav.demo.contacts': /*i18n*/ { id: 'nav.demo.contacts', message: 'Contacts' },
  'nav.demo.ecommerce': /*i18n*/ { id: 'nav.demo.ecommerce', message: 'E-commerce inventory' },
  'nav.demo.fileManager': /*i18n*/ { id: 'nav.demo.fileManager', message: 'File manager' },
  'nav.demo.helpCenter': /*i18n*/ { id: 'nav.demo.helpCenter', message: 'Help center' },
  'nav.demo.mailbox': /*i18n*/ { id: 'nav.demo.mailbox', message: 'Mailbox' },
  'nav.demo.notes': /*i18n*/ { id: 'nav.demo.notes', message: 'Notes' },
  'nav.demo.scrumboard': /*i18n*/ { id: 'nav.demo.scrumboard', message: 'Scrumboard' },
  'nav.demo.tasks': /*i18n*/ { id: 'nav.demo.tasks', message: 'Tasks' },
  'nav.demo.icons': /*i18n*/ { id: 'nav.demo.icons', message: 'Icons' },
  'nav.demo.icons.feather': /*i18n*/ { id: 'nav.demo.icons.feather', message: 'Feather icons' },
  'nav.demo.icons.heroiconsOutline': /*i18n*/ { id: 'nav.demo.icons.heroiconsOutline', message: 'Heroicons outline' },
  'nav.demo.icons.heroiconsSolid': /*i18n*/ { id: 'nav.demo.icons.heroiconsSolid', message: 'Heroicons solid' },
  'nav.demo.icons.heroiconsMini': /*i18n*/ { id: 'nav.demo.icons.heroiconsMini', message: 'Heroicons mini' },
  'nav.demo.icons.materialSolid': /*i18n*/ { id: 'nav.demo.icons.materialSolid', message: 'Material solid' },
  'nav.demo.icons.materialOutline': /*i18n*/ { id: 'nav.demo.icons.materialOutline', message: 'Material outline' },
  'nav.demo.icons.materialTwotone': /*i18n*/ { id: 'nav.demo.icons.materialTwotone', message: 'Material two-tone' },
  'nav.demo.docs': /*i18n*/ { id: 'nav.demo.docs', message: 'Documentation' },
  'nav.demo.changelog': /*i18n*/ { id: 'nav.demo.changelog', message: 'Changelog' },
  'nav.demo.introduction': /*i18n*/ { id: 'nav.demo.introduction', message: 'Getting started' },
};
