/** Auth area (lazy chunk): the demo sign-in, sign-up and password endpoints. */
import { Response } from 'miragejs';
import { authUserRows, type AuthUser, type AuthUserRow } from '../data/auth';
import type { Handler } from '../endpoint';
import { HttpError } from '../../shared/http';
import { signToken, verifyToken } from '../jwt';
import { table, type MirageSchema } from '../../shared/store';
import { bool, nonEmptyStr, object, record, str } from '../../shared/validate';

const users = (s: MirageSchema) => table<AuthUserRow>(s, 'authUser');

export function seed(schema: MirageSchema): void {
  users(schema).seed(authUserRows);
}

const toUser = ({ password: _password, ...user }: AuthUserRow): AuthUser => user;

const credentials = object({ email: str, password: str });

/** SPEC §8: wrong credentials answer 404 with `false`. */
const wrongCredentials = new HttpError(404, 'Wrong email or password', false);

const session = async (user: AuthUserRow) => ({
  user: toUser(user),
  accessToken: await signToken(user.id),
  tokenType: 'bearer' as const,
});

const signInWithCredentials: Handler = async ({ schema, req }) => {
  const { email, password } = req.json(credentials);
  const user = users(schema).where((u) => u.email === email && u.password === password)[0];
  if (!user) throw wrongCredentials;
  return session(user);
};

const signInWithToken: Handler = async ({ schema, req }) => {
  const { accessToken } = req.json(object({ accessToken: str }));
  const claims = await verifyToken(accessToken);
  const user = claims ? users(schema).find(claims.sub) : null;
  if (!user) return new Response(401, { 'Content-Type': 'application/json' }, { error: 'Invalid token' });
  return session(user);
};

const forgotPassword: Handler = ({ req }) => {
  req.json(object({ email: nonEmptyStr }));
  return true;
};

const resetPassword: Handler = ({ req }) => {
  req.json(object({ password: nonEmptyStr }));
  return true;
};

const signUp: Handler = ({ req }) => {
  req.json(record({ name: nonEmptyStr, email: nonEmptyStr, password: nonEmptyStr }, { company: str, agreements: bool }));
  return true;
};

export const handlers = {
  signIn: signInWithCredentials,
  unlockSession: signInWithCredentials,
  signInWithToken,
  forgotPassword,
  resetPassword,
  signUp,
} satisfies Record<string, Handler>;
