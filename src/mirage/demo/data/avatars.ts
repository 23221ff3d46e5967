/**
 * The portraits that ship with the app: public/images/avatars/<name>.svg, served at /images/avatars/. Every
 * avatar the mock hands out is one of these (tests/mirage/images.test.ts checks that the files exist).
 */

type Numbered = 1 | 2 | 3 | 4 | 5 | 6;
export type AvatarName = `${'female' | 'male'}-0${Numbered}` | 'brian-hughes';

/** The picture's app path: absolute, so that it resolves to the same file on every route. */
export const avatarPath = (name: AvatarName): string => `/images/avatars/${name}.svg`;

/** The n-th portrait (from 1) of a kind, for data that numbers more people than there are pictures: it wraps. */
export const portrait = (kind: 'female' | 'male', n: number): string => avatarPath(`${kind}-0${(((n - 1) % 6) + 1) as Numbered}`);
