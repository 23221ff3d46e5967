/**
 * The ordering service (DOMAIN.md: sales orders, requisitions, quotations, purchase orders). Its resources come with a later
 * issue; until then it answers at its base path with a 404 problem for any resource (after authentication).
 */
import type { Server } from 'miragejs';
import { purchasingResources } from './ordering-purchases';
import { salesOrders } from './ordering-sales';
import type { ServiceRuntime } from './runtime';
import { registerService, type ServiceDefinition } from './service';

export const orderingService: ServiceDefinition = { service: 'ordering', resources: [salesOrders, ...purchasingResources] };

export function registerOrderingService(server: Server, runtime: ServiceRuntime): void {
  registerService(server, runtime, orderingService);
}
