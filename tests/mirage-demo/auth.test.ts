import { describe, expect, it } from 'vitest';
import { decodeJwt, decodeProtectedHeader, jwtVerify, SignJWT } from 'jose';
import type { AuthUser } from '../../src/mirage/demo/data/auth';
import { demoCredentials } from '../../src/mirage/demo/data/auth';
import { signToken, SIGNING_SECRET, TOKEN_ISSUER } from '../../src/mirage/demo/jwt';
import { expectBadRequest, post, useServer } from './support';

interface Session {
  user: AuthUser;
  accessToken: string;
  tokenType: string;
}
const auth = '/api/auth';
const key = new TextEncoder().encode(SIGNING_SECRET);
const sevenDays = 7 * 24 * 60 * 60;

useServer();

describe('auth', () => {
  it('POST sign-in with the demo credentials answers user, accessToken and tokenType bearer', async () => {
    const { status, body } = await post<Session>(`${auth}/sign-in`, demoCredentials);
    expect(status).toBe(200);
    expect(body.tokenType).toBe('bearer');
    expect(body.user).toEqual({ id: expect.any(String), name: 'Brian Hughes', email: demoCredentials.email, avatar: expect.any(String), status: 'online' });
    expect(body.user).not.toHaveProperty('password');
  });

  it('the access token is a JWT signed HS256 with an issuer claim, valid 7 days', async () => {
    const before = Math.floor(Date.now() / 1000);
    const { body } = await post<Session>(`${auth}/sign-in`, demoCredentials);
    expect(decodeProtectedHeader(body.accessToken)).toEqual({ alg: 'HS256', typ: 'JWT' });
    const { payload } = await jwtVerify(body.accessToken, key, { issuer: TOKEN_ISSUER, algorithms: ['HS256'] });
    expect(payload.sub).toBe(body.user.id);
    expect(payload.iat).toBeGreaterThanOrEqual(before);
    expect(payload.exp! - payload.iat!).toBe(sevenDays);
  });

  it('POST sign-in with wrong credentials answers 404 with false', async () => {
    expect(await post(`${auth}/sign-in`, { email: demoCredentials.email, password: 'nope' })).toMatchObject({ status: 404, body: false });
    expect(await post(`${auth}/sign-in`, { email: 'who@x.com', password: 'admin' })).toMatchObject({ status: 404, body: false });
  });

  it('POST sign-in refuses a body without email or password', async () => {
    await expectBadRequest(post(`${auth}/sign-in`, { email: demoCredentials.email }), /body\.password is required/);
    await expectBadRequest(post(`${auth}/sign-in`, { email: 1, password: 'admin' }), /body\.email must be a string/);
  });

  it('POST unlock-session behaves as sign-in', async () => {
    const { status, body } = await post<Session>(`${auth}/unlock-session`, demoCredentials);
    expect(status).toBe(200);
    expect(body).toMatchObject({ tokenType: 'bearer', user: { email: demoCredentials.email } });
    expect(await post(`${auth}/unlock-session`, { ...demoCredentials, password: 'x' })).toMatchObject({ status: 404, body: false });
  });

  it('POST sign-in-with-token answers a fresh session for a valid token', async () => {
    const old = await signToken((await post<Session>(`${auth}/sign-in`, demoCredentials)).body.user.id, Math.floor(Date.now() / 1000) - 3600);
    const { status, body } = await post<Session>(`${auth}/sign-in-with-token`, { accessToken: old });
    expect(status).toBe(200);
    expect(body.user.email).toBe(demoCredentials.email);
    expect(body.tokenType).toBe('bearer');
    expect(decodeJwt(body.accessToken).iat).toBeGreaterThan(decodeJwt(old).iat!);
  });

  it("POST sign-in-with-token answers 401 'Invalid token' for a tampered, expired, foreign or garbage token", async () => {
    const { body } = await post<Session>(`${auth}/sign-in`, demoCredentials);
    const [h, p, s] = body.accessToken.split('.');
    const tampered = `${h}.${p}.${s!.slice(0, -2)}${s!.endsWith('AA') ? 'BB' : 'AA'}`;
    const expired = await signToken(body.user.id, Math.floor(Date.now() / 1000) - sevenDays - 1);
    const foreignIssuer = await new SignJWT({}).setProtectedHeader({ alg: 'HS256' }).setIssuer('someone-else').setSubject(body.user.id)
      .setIssuedAt().setExpirationTime('1h').sign(key);
    const unknownUser = await signToken('not-a-user');
    for (const accessToken of [tampered, expired, foreignIssuer, unknownUser, 'garbage', '', 'a.b.c']) {
      expect(await post(`${auth}/sign-in-with-token`, { accessToken })).toMatchObject({ status: 401, body: { error: 'Invalid token' } });
    }
    await expectBadRequest(post(`${auth}/sign-in-with-token`, {}), /accessToken is required/);
  });

  it('POST forgot-password, reset-password and sign-up answer true', async () => {
    expect(await post(`${auth}/forgot-password`, { email: 'a@b.c' })).toMatchObject({ status: 200, body: true });
    expect(await post(`${auth}/reset-password`, { password: 'secret' })).toMatchObject({ status: 200, body: true });
    expect(await post(`${auth}/sign-up`, { name: 'A', email: 'a@b.c', password: 'p', company: 'C', agreements: true })).toMatchObject({
      status: 200,
      body: true,
    });
    await expectBadRequest(post(`${auth}/forgot-password`, {}), /email is required/);
    await expectBadRequest(post(`${auth}/reset-password`, { password: '' }), /must not be empty/);
    await expectBadRequest(post(`${auth}/sign-up`, { name: 'A', email: 'a@b.c' }), /password is required/);
  });
});
