/** The tag endpoints every demo area with tags shares (SPEC §7 contacts and tasks): {id, title}, newest first. */
import { apiRequest } from '../../effects/api-client';
import { parseTag, parseTags, type Tag } from './contacts-api';

export type TagBase = '/api/apps/contacts' | '/api/apps/tasks';

const parseTrue = (raw: unknown): true => {
  if (raw !== true) throw new TypeError('the answer must be true');
  return true;
};

export const fetchTags = (base: TagBase, signal?: AbortSignal): Promise<Tag[]> => apiRequest({ method: 'GET', url: `${base}/tags`, signal, parse: parseTags });
export const createTag = (base: TagBase, title: string, signal?: AbortSignal): Promise<Tag> =>
  apiRequest({ method: 'POST', url: `${base}/tag`, body: { tag: { title } }, signal, parse: (raw) => parseTag(raw) });
export const renameTag = (base: TagBase, id: string, title: string, signal?: AbortSignal): Promise<Tag> =>
  apiRequest({ method: 'PATCH', url: `${base}/tag`, body: { id, tag: { title } }, signal, parse: (raw) => parseTag(raw) });
export const deleteTag = (base: TagBase, id: string, signal?: AbortSignal): Promise<true> =>
  apiRequest({ method: 'DELETE', url: `${base}/tag`, query: { id }, signal, parse: parseTrue });
