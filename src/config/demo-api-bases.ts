/**
 * The demo mock endpoints the demo screens call (SPEC §7 "Demo mock endpoints"; the public sign-in mock under /api/auth
 * is not one): same-origin bases that get the bearer and tenant headers like a service while the demo areas are on
 * (src/machines/effects/api-client.ts), because the mock answers only a signed-in caller. The quick chat's
 * /api/apps/chat is its own configured base already. Only the request layer's chunk reads it: not start-up code.
 */
export const demoApiBases: readonly string[] = [
  '/api/apps/academy',
  '/api/apps/contacts',
  '/api/apps/ecommerce',
  '/api/apps/file-manager',
  '/api/apps/help-center',
  '/api/apps/mailbox',
  '/api/apps/notes',
  '/api/apps/scrumboard',
  '/api/apps/tasks',
  '/api/dashboards',
  '/api/pages',
  '/api/ui/icons',
];
