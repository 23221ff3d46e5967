/**
 * The distribution service (DOMAIN.md: deliveries, cash registers, cash closings). Its resources come with a later
 * issue; until then it answers at its base path with a 404 problem for any resource (after authentication).
 */
import type { Server } from 'miragejs';
import type { ServiceRuntime } from './runtime';
import { registerService, type ServiceDefinition } from './service';
import { cashClosings, cashRegisters } from './distribution-cash';
import { deliveries } from './distribution-deliveries';

export const distributionService: ServiceDefinition = { service: 'distribution', resources: [cashRegisters, cashClosings, deliveries] };

export function registerDistributionService(server: Server, runtime: ServiceRuntime): void {
  registerService(server, runtime, distributionService);
}
