import type { Server } from 'miragejs';
import type { MockContext } from '../index';

export function registerShellRoutes(_server: Server, _context: MockContext): void {}
