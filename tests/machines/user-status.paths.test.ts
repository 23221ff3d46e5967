// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { getShortestPaths } from 'xstate/graph';
import type { RuntimeConfig } from '../../src/config/runtime-config';
import { ApiError } from '../../src/machines/effects/api-error';
import type { UserProfile, UserStatus } from '../../src/machines/effects/get-user';
import { userStatusMachine, type UserStatusEvent, type UserStatusSnapshot } from '../../src/machines/user-status.machine';
import { config } from '../support/auth-fixtures';
import { doneEvent, errorEvent, stateKey } from '../support/path-events';

const user = (status: UserStatus): UserProfile => ({ id: 'usr_ana', name: 'Ana', email: '', avatar: null, status, settings: null, listPreferences: {} });
const offline = new ApiError({ kind: 'network', code: 'offline', method: 'PATCH', url: 'http://localhost:9090/api/common/user' });

// Choices, plus the service's answer for the status being saved (or a refusal).
const events = (state: UserStatusSnapshot): UserStatusEvent[] => {
  const saving = state.context.saving;
  return [
    { type: 'userStatus.change', status: 'online' },
    { type: 'userStatus.change', status: 'busy' },
    { type: 'userStatus.change', status: 'away' },
    { type: 'userStatus.sync', status: 'not-visible' },
    ...(saving ? [doneEvent('updateUserStatus', user(saving)), errorEvent('updateUserStatus', offline)] : []),
  ] as UserStatusEvent[];
};

const paths = getShortestPaths(userStatusMachine, { events, input: { config: config as RuntimeConfig, status: 'online' } });
const describePath = (path: (typeof paths)[number]) => path.steps.map((s) => s.event.type).join(' > ');

describe('user status machine: generated paths', () => {
  it('reaches both states', () => {
    expect([...new Set(paths.map((p) => stateKey(p.state.value)))].sort()).toEqual(['idle', 'saving']);
  });

  it('on every path, at rest the dot shows what the service has; a saving state always has something to save', () => {
    for (const path of paths) {
      const { status, confirmed, saving } = path.state.context;
      if (path.state.matches('idle')) {
        expect(status, describePath(path)).toBe(confirmed);
        expect(saving).toBeNull();
      } else expect(saving, describePath(path)).not.toBeNull();
    }
  });

  it('on every path ending in a refusal with no newer choice, the dot is rolled back and the error kept', () => {
    let checked = 0;
    for (const path of paths) {
      const type: string = path.steps.at(-1)?.event.type ?? '';
      if (type === 'xstate.error.actor.updateUserStatus' && path.state.matches('idle')) {
        checked += 1;
        expect(path.state.context.status).toBe(path.state.context.confirmed);
        expect(path.state.context.error, describePath(path)).toBe('offline');
      }
    }
    expect(checked).toBeGreaterThan(0);
  });
});
