/**
 * The service-contracts service (DOMAIN.md: service plans and contracts). Its resources come with a later
 * issue; until then it answers at its base path with a 404 problem for any resource (after authentication).
 */
import type { Server } from 'miragejs';
import type { ServiceRuntime } from './runtime';
import { registerService, type ServiceDefinition } from './service';

export const serviceContractsService: ServiceDefinition = { service: 'serviceContracts', resources: [] };

export function registerServiceContractsService(server: Server, runtime: ServiceRuntime): void {
  registerService(server, runtime, serviceContractsService);
}
