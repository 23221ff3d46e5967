/**
 * The banking service (DOMAIN.md: banks and bank accounts). Its resources come with a later
 * issue; until then it answers at its base path with a 404 problem for any resource (after authentication).
 */
import type { Server } from 'miragejs';
import type { ServiceRuntime } from './runtime';
import { registerService, type ServiceDefinition } from './service';

export const bankingService: ServiceDefinition = { service: 'banking', resources: [] };

export function registerBankingService(server: Server, runtime: ServiceRuntime): void {
  registerService(server, runtime, bankingService);
}
