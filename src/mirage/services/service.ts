/**
 * A business service of the mock: its base path (config.json `services`), its resources, and a 404 problem for
 * any other path under the base (after authentication, so an unknown path tells an anonymous caller nothing).
 */
import type { Server } from 'miragejs';
import type { ServiceName } from '../../config/runtime-config';
import type { Audited } from '../../domain/resource';
import { problemResponse } from '../shared/problem';
import { guarded, registerResource, type ResourceDefinition } from './resource';
import type { ServiceRuntime } from './runtime';

/** A resource ready to register, with what the docs show of it. */
export interface ResourceRegistration {
  name: string;
  description: string;
  read: readonly string[];
  write: string | undefined;
  filters: readonly string[];
  sortFields: readonly string[];
  searchFields: readonly string[];
  register(server: Server, runtime: ServiceRuntime, base: string): void;
}

export function defineResource<T extends Audited, I extends object>(definition: ResourceDefinition<T, I>): ResourceRegistration {
  return {
    name: definition.name,
    description: definition.description,
    read: definition.read,
    write: definition.write,
    filters: Object.keys(definition.listSpec.filters),
    sortFields: definition.listSpec.sortFields,
    searchFields: definition.listSpec.searchFields,
    register: (server, runtime, base) => registerResource(server, runtime, base, definition),
  };
}

/** A route other than a generic resource, as docs/mock-api.md shows it. */
export interface RouteDoc {
  method: string;
  /** Under the service's base, e.g. `/companies/current`. */
  path: string;
  /** Who may call it. */
  access: string;
  answer: string;
}

export interface ServiceDefinition {
  service: ServiceName;
  resources: readonly ResourceRegistration[];
  /** Routes other than generic resources (tenant management's `companies/current`). */
  routes?: (server: Server, runtime: ServiceRuntime, base: string) => void;
  routeDocs?: readonly RouteDoc[];
}

export function registerService(server: Server, runtime: ServiceRuntime, { service, resources, routes }: ServiceDefinition): void {
  const base = runtime.context.config.services[service];
  for (const resource of resources) resource.register(server, runtime, base);
  routes?.(server, runtime, base);
  const unknown = guarded(runtime, undefined, async (_caller, request) => {
    const rest = new URL(request.url, 'http://mock.invalid').pathname.slice(base.length).replace(/^\/+/, '');
    const detail = rest === '' ? `The ${service} service has no resource at its base path` : `The ${service} service has no resource '${rest.split('/')[0]}'${rest.includes('/') ? ` (path '${rest}')` : ''}`;
    return problemResponse(404, 'not-found', 'Not Found', detail);
  });
  for (const verb of ['get', 'post', 'put', 'patch', 'del'] as const) {
    server[verb](base, unknown);
    server[verb](`${base}/*rest`, unknown);
  }
}
