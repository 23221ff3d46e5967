// @vitest-environment node
/** What the Stately inspector (development build, ?inspect) may see: no token, no OIDC user, no sign-in code. */
import { createInspector, type StatelyInspectionEvent } from '@statelyai/inspect';
import { User } from 'oidc-client-ts';
import { assign, createActor, createMachine, fromPromise, setup, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { inspectorOptions } from '../../src/machines/effects/inspector';
import { redacted, redactSecrets, redactString } from '../../src/machines/effects/redact-secrets';

// Shaped like the real ones (a JWT, opaque values), and distinct so that a leak is easy to spot.
const idToken = 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJhbmEifQ.c2lnbmF0dXJlLW9mLWlk';
const accessToken = 'opaque-access-Qm9vbTEyMzQ1Njc4OTA';
const refreshToken = 'opaque-refresh-UmVmcmVzaDEyMzQ1Njc';
const code = 'code-Q29kZTEyMzQ1Njc4OTA';
const secrets = [idToken, accessToken, refreshToken, code];

const oidcUser = () =>
  new User({
    id_token: idToken,
    access_token: accessToken,
    refresh_token: refreshToken,
    token_type: 'Bearer',
    profile: { sub: 'ana', iss: 'http://localhost:9090', aud: 'backoffice', exp: 2, iat: 1, name: 'Ana' },
    expires_at: 2_000_000_000,
  });

const leaks = (value: unknown) => secrets.filter((s) => JSON.stringify(value).includes(s));

describe('redactSecrets', () => {
  it('replaces tokens under any spelling of their key, at any depth', () => {
    const input = {
      a: { accessToken, nested: [{ 'refresh-token': refreshToken }, { IdToken: idToken }] },
      headers: { Authorization: `Bearer ${accessToken}` },
      oidcUser: { anything: 1 },
    };
    expect(redactSecrets(input)).toEqual({
      a: { accessToken: redacted, nested: [{ 'refresh-token': redacted }, { IdToken: redacted }] },
      headers: { Authorization: redacted },
      oidcUser: redacted,
    });
  });

  it('drops an oidc-client-ts User (or a token response) as a whole, wherever it sits', () => {
    const event = { type: 'xstate.done.actor.completeSignIn', output: { user: oidcUser(), returnTo: '/orders' } };
    expect(redactSecrets(event)).toEqual({ type: 'xstate.done.actor.completeSignIn', output: { user: redacted, returnTo: '/orders' } });
    expect(redactSecrets([{ access_token: accessToken, token_type: 'Bearer', expires_in: 300 }])).toEqual([redacted]);
  });

  it('redacts credentials inside strings: JWTs, bearer values, the code and tokens in URLs, stored-user JSON', () => {
    expect(redactString(`token ${idToken} here`)).toBe(`token ${redacted} here`);
    expect(redactString(`Bearer ${accessToken}`)).toBe(`Bearer ${redacted}`);
    expect(redactString(`?code=${code}&state=abc&iss=x`)).toBe(`?code=${redacted}&state=abc&iss=x`);
    expect(redactString(`http://acme.localhost/signin-oidc?state=abc&code=${code}&inspect`)).toBe(
      `http://acme.localhost/signin-oidc?state=abc&code=${redacted}&inspect`,
    );
    expect(redactString(`/cb#access_token=${accessToken}&token_type=Bearer`)).toBe(`/cb#access_token=${redacted}&token_type=Bearer`);
    expect(leaks(redactString(oidcUser().toStorageString()))).toEqual([]);
    // Ordinary text is left alone, including words that merely contain "code".
    expect(redactString('/orders?promo_code=X1&page=2')).toBe('/orders?promo_code=X1&page=2');
  });

  it('keeps everything else as plain, cloneable data', () => {
    const ref = { toJSON: () => ({ xstate$$type: 1, id: 'nav' }) };
    const cyclic: Record<string, unknown> = { name: 'loop' };
    cyclic.self = cyclic;
    const input = {
      context: { location: { path: '/orders', search: '' }, user: { sub: 'ana', permissions: ['a'] }, when: new Date(0) },
      child: ref,
      act: () => 1,
      error: new TypeError('Failed to fetch'),
      cyclic,
      big: 10n,
      missing: undefined,
    };
    const out = redactSecrets(input);
    expect(out).toEqual({
      context: { location: { path: '/orders', search: '' }, user: { sub: 'ana', permissions: ['a'] }, when: '1970-01-01T00:00:00.000Z' },
      child: { xstate$$type: 1, id: 'nav' },
      error: { name: 'TypeError', message: 'Failed to fetch' },
      cyclic: { name: 'loop', self: '[circular]' },
      big: '10',
    });
    expect(structuredClone(out)).toEqual(out);
  });

  it("calls a value's toJSON once, as JSON.stringify does: xstate's transitions return themselves, toJSON included", () => {
    // A real machine's transition (what a microstep or a snapshot's _nodes carry to the inspector).
    const machine = createMachine({ id: 'm', initial: 'a', states: { a: { on: { go: 'b' } }, b: {} } });
    const [transition] = machine.root.states.a!.transitions.get('go')!;
    expect(() => redactSecrets({ transition })).not.toThrow();
    expect(redactSecrets({ transition })).toMatchObject({ transition: { source: '#m.a', target: ['#m.b'], eventType: 'go' } });
    // The copy's own children still have their toJSON honoured.
    const wrapper = { toJSON: () => ({ toJSON: () => 'never', when: new Date(0) }) };
    expect(redactSecrets(wrapper)).toEqual({ when: '1970-01-01T00:00:00.000Z' });
  });

  it('cuts values deeper than the depth limit', () => {
    expect(redactSecrets({ a: { b: { c: { d: 1 } } } }, 2)).toEqual({ a: { b: '[…]' } });
  });
});

describe('the inspector options', () => {
  it('a real actor holding a token, the OIDC user and the callback address reaches the inspector without them', async () => {
    const sent: StatelyInspectionEvent[] = [];
    const inspector = createInspector({ send: (event) => sent.push(event) }, inspectorOptions);
    const machine = setup({
      types: {} as { context: { search: string; accessToken: string | null }; events: { type: 'auth.user.loaded'; user: User } },
      actors: { completeSignIn: fromPromise(async () => ({ user: oidcUser(), accessToken })) },
    }).createMachine({
      id: 'auth',
      context: { search: `?code=${code}&state=s&inspect`, accessToken: null },
      initial: 'completing',
      states: {
        completing: {
          invoke: {
            id: 'completeSignIn',
            src: 'completeSignIn',
            onDone: { target: 'signedIn', actions: assign({ accessToken: ({ event }) => event.output.accessToken }) },
          },
        },
        signedIn: { on: { 'auth.user.loaded': { actions: assign({ accessToken: ({ event }) => event.user.access_token }) } } },
      },
    });
    const actor = createActor(machine, { inspect: inspector.inspect }).start();
    await waitFor(actor, (s) => s.matches('signedIn'));
    actor.send({ type: 'auth.user.loaded', user: oidcUser() });
    // The inspector delivers on an idle callback (a timer here).
    await new Promise((resolve) => setTimeout(resolve, 50));
    actor.stop();

    const types = new Set(sent.map((e) => e.type));
    expect(types).toEqual(new Set(['@xstate.actor', '@xstate.event', '@xstate.snapshot']));
    expect(sent.filter((e) => e.type === '@xstate.actor').map((e) => e.name)).toEqual(expect.arrayContaining(['auth', 'completeSignIn']));
    const last = sent.filter((e) => e.type === '@xstate.snapshot').at(-1)!;
    expect((last.snapshot as { context?: unknown }).context).toEqual({ search: `?code=${redacted}&state=s&inspect`, accessToken: redacted });
    expect(leaks(sent)).toEqual([]);
    expect(JSON.stringify(sent)).toContain(redacted);
  });
});
