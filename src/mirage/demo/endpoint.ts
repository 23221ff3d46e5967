/** The shape of a demo endpoint: one typed record both registers the route and documents it. */
import type { MockContext } from '../index';
import type { AreaName, HandlerKey } from './areas';
import type { Req } from '../shared/http';
import type { MirageSchema } from '../shared/store';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface HandlerInput {
  schema: MirageSchema;
  req: Req;
  context: MockContext;
}

/** Returns the 200 body (or a Mirage Response for another status); throws `HttpError` for 4xx. */
export type Handler = (input: HandlerInput) => unknown;

/** What every lazily loaded area module exports. */
export interface AreaModule {
  /** Puts the area's seed data into the Mirage db; runs once per server, on the area's first request. */
  seed(schema: MirageSchema): void | Promise<void>;
  handlers: Record<string, Handler>;
}

export interface EndpointDoc {
  method: Method;
  /** Mirage path pattern with a leading slash and ':param' segments. */
  path: string;
  /** Body or query parameters, as documented in docs/mock-api.md. */
  payload: string;
  /** The 200 answer (and notable other statuses). */
  answer: string;
  /** Spec delay in ms before the answer (scaled by the global delay factor, 0 in tests). @default 0 */
  delay?: number;
}

export interface Endpoint<K extends string = string> extends EndpointDoc {
  /** Name of the handler in the area module. */
  handler: K;
}

export interface AreaRoutes {
  area: AreaName;
  endpoints: readonly Endpoint[];
}

export const defineRoutes = <A extends AreaName>(area: A, endpoints: readonly Endpoint<HandlerKey<A>>[]): AreaRoutes => ({
  area,
  endpoints,
});
