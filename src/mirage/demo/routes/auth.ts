/** Demo auth endpoints (SPEC §7 "Auth", §8, §9 delays). */
import { defineRoutes } from '../endpoint';

const session = '{user, accessToken (JWT HS256, issuer claim, valid 7 days), tokenType: "bearer"}';

export const authRoutes = defineRoutes('auth', [
  {
    method: 'POST', path: '/api/auth/forgot-password', handler: 'forgotPassword', payload: '{email}', answer: 'true', delay: 1000,
  },
  {
    method: 'POST', path: '/api/auth/reset-password', handler: 'resetPassword', payload: '{password}', answer: 'true', delay: 1000,
  },
  {
    method: 'POST', path: '/api/auth/sign-up', handler: 'signUp', payload: '{name, email, password, company?, agreements?}',
    answer: 'true', delay: 1500,
  },
  {
    method: 'POST', path: '/api/auth/sign-in', handler: 'signIn', payload: '{email, password}',
    answer: `${session}; 404 \`false\` for wrong credentials`, delay: 1500,
  },
  {
    method: 'POST', path: '/api/auth/sign-in-with-token', handler: 'signInWithToken', payload: '{accessToken}',
    answer: `${session} with a fresh token; 401 {error: 'Invalid token'} for a bad signature, issuer or expiry`,
  },
  {
    method: 'POST', path: '/api/auth/unlock-session', handler: 'unlockSession', payload: '{email, password}',
    answer: `${session}; 404 \`false\` for wrong credentials`, delay: 1500,
  },
]);
