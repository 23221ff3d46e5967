// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { RuntimeConfig } from '../../src/config/runtime-config';
import { ApiError } from '../../src/machines/effects/api-error';
import type { UserProfile, UserStatus } from '../../src/machines/effects/get-user';
import { parseUpdatedUser } from '../../src/machines/effects/update-user-status';
import {
  selectIsUserStatusSaving,
  selectUpdatedUser,
  selectUserStatus,
  selectUserStatusError,
  userStatusMachine,
} from '../../src/machines/user-status.machine';
import { config } from '../support/auth-fixtures';

type In = { config: RuntimeConfig; status: UserStatus };
const user = (status: UserStatus): UserProfile => ({ id: 'usr_ana', name: 'Ana', email: '', avatar: null, status, settings: null, listPreferences: {} });
const offline = () => new ApiError({ kind: 'network', code: 'offline', method: 'PATCH', url: 'http://localhost:9090/api/common/user' });

/** Each save waits for the test to settle it. */
function manualSaves() {
  const saves: Array<{ status: UserStatus; ok: () => void; fail: () => void }> = [];
  const logic = fromPromise<UserProfile, In>(
    ({ input }) =>
      new Promise<UserProfile>((resolve, reject) => {
        saves.push({ status: input.status, ok: () => resolve(user(input.status)), fail: () => reject(offline()) });
      }),
  );
  return { logic, saves };
}

const start = (logic: unknown, status: UserStatus = 'online') =>
  createActor(userStatusMachine.provide({ actors: { updateUserStatus: logic as never } }), {
    input: { config: config as RuntimeConfig, status },
  }).start();

describe('user status machine', () => {
  it('shows the chosen status at once and saves it', async () => {
    const { logic, saves } = manualSaves();
    const actor = start(logic);
    actor.send({ type: 'userStatus.change', status: 'busy' });
    expect(selectUserStatus(actor.getSnapshot())).toBe('busy');
    expect(selectIsUserStatusSaving(actor.getSnapshot())).toBe(true);
    expect(saves.map((s) => s.status)).toEqual(['busy']);
    saves[0]!.ok();
    await waitFor(actor, (s) => s.matches('idle'));
    expect(actor.getSnapshot().context.confirmed).toBe('busy');
    expect(selectUpdatedUser(actor.getSnapshot())?.status).toBe('busy');
  });

  it('rolls back to the saved status when the service refuses, keeping the code', async () => {
    const { logic, saves } = manualSaves();
    const actor = start(logic, 'away');
    actor.send({ type: 'userStatus.change', status: 'not-visible' });
    saves[0]!.fail();
    await waitFor(actor, (s) => s.matches('idle'));
    expect(selectUserStatus(actor.getSnapshot())).toBe('away');
    expect(selectUserStatusError(actor.getSnapshot())).toBe('offline');
    actor.send({ type: 'userStatus.error.dismiss' });
    expect(selectUserStatusError(actor.getSnapshot())).toBeNull();
  });

  it('choosing the status already shown sends nothing', () => {
    const { logic, saves } = manualSaves();
    const actor = start(logic);
    actor.send({ type: 'userStatus.change', status: 'online' });
    expect(saves).toEqual([]);
    expect(actor.getSnapshot().matches('idle')).toBe(true);
  });

  it('changes while saving: one request at a time, and the latest choice is saved last', async () => {
    const { logic, saves } = manualSaves();
    const actor = start(logic);
    actor.send({ type: 'userStatus.change', status: 'busy' });
    actor.send({ type: 'userStatus.change', status: 'away' });
    actor.send({ type: 'userStatus.change', status: 'not-visible' });
    expect(saves).toHaveLength(1);
    expect(selectUserStatus(actor.getSnapshot())).toBe('not-visible');
    saves[0]!.ok();
    await waitFor(actor, () => saves.length === 2);
    expect(saves[1]!.status).toBe('not-visible');
    saves[1]!.ok();
    await waitFor(actor, (s) => s.matches('idle'));
    expect(actor.getSnapshot().context.confirmed).toBe('not-visible');
  });

  it('a refused save that a newer choice replaced is not rolled back; the newer one is saved', async () => {
    const { logic, saves } = manualSaves();
    const actor = start(logic);
    actor.send({ type: 'userStatus.change', status: 'busy' });
    actor.send({ type: 'userStatus.change', status: 'away' });
    saves[0]!.fail();
    await waitFor(actor, () => saves.length === 2);
    expect(selectUserStatus(actor.getSnapshot())).toBe('away');
    expect(selectUserStatusError(actor.getSnapshot())).toBeNull();
    saves[1]!.ok();
    await waitFor(actor, (s) => s.matches('idle'));
    expect(selectUserStatus(actor.getSnapshot())).toBe('away');
  });

  it('a service that keeps another status is believed, without a save loop', async () => {
    let calls = 0;
    const stubborn = fromPromise<UserProfile, In>(async () => {
      calls += 1;
      return user('online');
    });
    const actor = start(stubborn);
    actor.send({ type: 'userStatus.change', status: 'busy' });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(calls).toBe(1);
    expect(selectUserStatus(actor.getSnapshot())).toBe('online');
  });

  it('sync adopts the cached user status when idle', () => {
    const { logic, saves } = manualSaves();
    const actor = start(logic);
    actor.send({ type: 'userStatus.sync', status: 'away' });
    expect(selectUserStatus(actor.getSnapshot())).toBe('away');
    expect(saves).toEqual([]);
  });

  it('the answer parser demands a known status', () => {
    expect(parseUpdatedUser({ id: 'u', name: 'Ana', status: 'busy' }).status).toBe('busy');
    expect(() => parseUpdatedUser({ id: 'u', name: 'Ana', status: 'sleeping' })).toThrow(/user\.status/);
    expect(() => parseUpdatedUser([])).toThrow(/user must be an object/);
  });
});
