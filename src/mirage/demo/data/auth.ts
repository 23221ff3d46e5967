/** Seed data of the auth area: the demo account. */
import { avatarPath } from './avatars';

export interface AuthUser {
  id: string;
  name: string;
  email: string;
  avatar: string | null;
  status: 'online' | 'away' | 'busy' | 'not-visible';
}
export interface AuthUserRow extends AuthUser {
  /** Stored only to check credentials; never answered. */
  password: string;
}

export const demoCredentials = { email: 'hughes.brian@company.com', password: 'admin' } as const;

export const authUserRows: AuthUserRow[] = [
  {
    id: 'cfaad35d-07a3-4447-a6c3-d8c3d54fd5df',
    name: 'Brian Hughes',
    email: demoCredentials.email,
    password: demoCredentials.password,
    avatar: avatarPath('brian-hughes'),
    status: 'online',
  },
];
