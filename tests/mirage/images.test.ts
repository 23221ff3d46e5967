/**
 * Every picture the mock hands out is a file the app serves: public/ is copied to the build's root, so an app
 * path `/images/avatars/x.svg` must be `public/images/avatars/x.svg`. A missing file is a broken avatar and a
 * 404 in the browser (tests/e2e/avatars.spec.ts checks the same in Chromium).
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { QuickChatListItem } from '../../src/mirage/routes/quick-chat';
import { call, useShellServer } from './shell-caller';

const publicDir = resolve(import.meta.dirname, '../../public');
const avatarsFolder = 'images/avatars/';

/** The values of every `avatar` and `image` field, at any depth. */
function pictures(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((v) => pictures(v, found));
  else if (value !== null && typeof value === 'object') {
    for (const [key, v] of Object.entries(value)) {
      if ((key === 'avatar' || key === 'image') && typeof v === 'string') found.push(v);
      else pictures(v, found);
    }
  }
  return found;
}

/** Every string anywhere in the value that names a file of the avatars folder. */
function avatarPaths(value: unknown, found: string[] = []): string[] {
  if (typeof value === 'string' && value.includes(avatarsFolder)) found.push(value);
  else if (Array.isArray(value)) value.forEach((v) => avatarPaths(v, found));
  else if (value !== null && typeof value === 'object') Object.values(value).forEach((v) => avatarPaths(v, found));
  return found;
}

/** The paths (deduplicated) that do not resolve to a file under public/ from every route of the app. */
const missing = (paths: string[]) =>
  [...new Set(paths)].filter((p) => !p.startsWith('/') || !existsSync(resolve(publicDir, `.${p}`)) || !statSync(resolve(publicDir, `.${p}`)).isFile());

describe('the pictures of the shell mock answers', () => {
  useShellServer();

  it('messages, notifications, the user and the quick chat point at files under public/ (search offers no contacts: issue 13 point 5)', async () => {
    const answers: unknown[] = [];
    for (const path of ['/api/common/messages', '/api/common/notifications', '/api/common/user']) answers.push((await call(path)).body);
    const chats = (await call<QuickChatListItem[]>('/api/apps/chat/chats')).body;
    answers.push(chats);
    for (const chat of chats) answers.push((await call(`/api/apps/chat/chat?id=${chat.id}`)).body);

    const found = pictures(answers);
    // Not vacuous: the quick chat and the colleagues' messages have pictures.
    expect(found.length).toBeGreaterThan(6);
    expect(new Set(found).size).toBeGreaterThan(6);
    expect(missing(found)).toEqual([]);
  });
});

describe('the demo data', () => {
  it('names only avatar files that exist under public/ (absolute app paths)', async () => {
    const dataDir = resolve(import.meta.dirname, '../../src/mirage/demo/data');
    const data: unknown[] = await Promise.all(readdirSync(dataDir).filter((f) => f.endsWith('.ts')).map((f) => import(resolve(dataDir, f))));
    const found = avatarPaths(data);
    expect(found.length).toBeGreaterThan(50);
    expect(missing(found)).toEqual([]);
  });

  it('a path that is not a shipped file is reported (the check can fail)', () => {
    expect(missing(['/images/avatars/female-01.svg', 'images/avatars/female-01.svg', '/images/avatars/nobody.svg', '/images/avatars/'])).toEqual([
      'images/avatars/female-01.svg',
      '/images/avatars/nobody.svg',
      '/images/avatars/',
    ]);
  });
});
