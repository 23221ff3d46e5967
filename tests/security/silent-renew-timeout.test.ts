/**
 * SECURITY-TESTS A8 (unit beside tests/e2e/hardening-silent-renew.spec.ts): when oidc-client-ts gives up on a silent
 * renew frame that never answered (ErrorTimeout 'IFrame timed out without a response', after maxSilentRenewTimeoutRetries),
 * the auth machine signs in interactively instead of waiting for a network that is there; offline, it waits.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { classifyRenewError } from '../../src/machines/effects/auth-renewal';
import { createUserManager } from '../../src/machines/effects/oidc';
import { demoConfig } from '../../src/config/runtime-config';

const frameTimeout = () => Object.assign(new Error('IFrame timed out without a response'), { name: 'ErrorTimeout' });

afterEach(() => vi.restoreAllMocks());

describe('A8 a silent-renew frame that never answers', () => {
  it('online: the failure ends the session for an interactive sign-in', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    expect(classifyRenewError(frameTimeout())).toBe('invalidGrant');
  });

  it('offline: it waits for the network (A6)', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(classifyRenewError(frameTimeout())).toBe('network');
  });

  it('a token request that timed out is still a network failure', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    expect(classifyRenewError(Object.assign(new Error('Network timed out'), { name: 'ErrorTimeout' }))).toBe('network');
  });

  it('the client bounds the frame: 10 s per attempt, 2 retries', () => {
    const settings = createUserManager(demoConfig('http://idp'), 'http://acme.localhost').settings;
    expect(settings.silentRequestTimeoutInSeconds).toBe(10);
    expect(settings.maxSilentRenewTimeoutRetries).toBe(2);
  });
});
