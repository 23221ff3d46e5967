import type { Server } from 'miragejs';
import type { MockContext } from '../index';

/** Registers the demo-template endpoints (SPEC §7 "Demo mock endpoints"). Filled by the demo mock API issue. */
export function registerDemoRoutes(_server: Server, _context: MockContext): void {}
