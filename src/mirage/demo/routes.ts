/** Registers the demo-template endpoints (SPEC §7 "Demo mock endpoints"), one route module per area. */
import type { Server } from 'miragejs';
import type { MockContext } from '../index';
import { loadDemoArea } from './areas';
import type { AreaRoutes, Endpoint, Handler, Method } from './endpoint';
import { errorResponse, ok, Req } from '../shared/http';
import { authRoutes } from './routes/auth';
import { contactsRoutes } from './routes/contacts';
import { inventoryRoutes } from './routes/inventory';
import { fileManagerRoutes } from './routes/file-manager';
import { helpCenterRoutes } from './routes/help-center';
import { academyRoutes } from './routes/academy';
import { mailboxRoutes } from './routes/mailbox';
import { notesRoutes } from './routes/notes';
import { scrumboardRoutes } from './routes/scrumboard';
import { tasksRoutes } from './routes/tasks';
import { chatRoutes } from './routes/chat';
import { dashboardsRoutes } from './routes/dashboards';
import { iconsRoutes } from './routes/icons';
import { Response } from 'miragejs';
import { refreshDemoArea, saveDemoArea } from './persist-areas';

/** Every area's route table, in the order of docs/mock-api.md. */
export const demoRoutes: readonly AreaRoutes[] = [
  authRoutes,
  contactsRoutes,
  inventoryRoutes,
  fileManagerRoutes,
  helpCenterRoutes,
  academyRoutes,
  mailboxRoutes,
  notesRoutes,
  scrumboardRoutes,
  tasksRoutes,
  chatRoutes,
  dashboardsRoutes,
  iconsRoutes,
];

/** Every demo endpoint with its area (the source of the table in docs/mock-api.md). */
export const demoEndpoints: readonly (Endpoint & { area: AreaRoutes['area'] })[] = demoRoutes.flatMap((r) =>
  r.endpoints.map((e) => ({ ...e, area: r.area })),
);

const verbs = { GET: 'get', POST: 'post', PUT: 'put', PATCH: 'patch', DELETE: 'del' } as const satisfies Record<Method, string>;

export function registerDemoRoutes(server: Server, context: MockContext): void {
  for (const { area, endpoints } of demoRoutes) {
    for (const endpoint of endpoints) {
      server[verbs[endpoint.method]](
        endpoint.path,
        async (schema, request) => {
          // The demo auth endpoints are a sign-in mock and stay public; every other area needs a signed-in caller.
          if (area !== 'auth') {
            // Issue 14: with the demo areas turned off (`demo: false` in config.json) their endpoints are not there (the
            // mock runs only with `mockApi`, so they are on unless turned off).
            if (context.config.demo === false) return new Response(404, { 'Content-Type': 'text/plain' }, 'NOT FOUND');
            const caller = await context.authorize(request);
            if (caller instanceof Response) return caller;
          }
          try {
            const module = await loadDemoArea(schema, area);
            refreshDemoArea(schema, area);
            const handler: Handler | undefined = (module.handlers as Record<string, Handler>)[endpoint.handler];
            if (!handler) throw new Error(`No handler '${endpoint.handler}' in the ${area} area`);
            const result = await handler({ schema, req: new Req(request), context });
            // A write that succeeded is kept across reloads (persist-areas.ts; memory only in tests).
            const status = result instanceof Response ? (result as unknown as { code: number }).code : 200;
            if (endpoint.method !== 'GET' && status >= 200 && status < 300) saveDemoArea(schema, area);
            return result instanceof Response ? result : ok(result);
          } catch (error) {
            return errorResponse(error);
          }
        },
        { timing: context.delay(endpoint.delay ?? 0) },
      );
    }
  }
}
