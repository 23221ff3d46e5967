/**
 * The top bar's messages and notifications (SPEC §3, §4, §7): one implementation for both sets, parameterised
 * by the collection (`messages`, `notifications`) and the body field (`message`, `notification`).
 * Each tenant user has an own copy of the seed, so read flags and removals never leak between users.
 */
import type { Server } from 'miragejs';
import { messageSeed, notificationSeed, type FeedItem } from '../data/messages';
import { isSafeImage, isSafeLink } from '../../machines/effects/safe-url';
import { badRequest, HttpError, notFound } from '../shared/http';
import { newId } from '../shared/ids';
import { bool, id, isoDate, nullable, partial, str, type Check } from '../shared/validate';
import type { MockContext } from '../index';
import { callerStore, merge, readBody, registerShellEndpoints, type ShellEndpoint, type ShellRouteOptions, deleteByIdEndpoint } from './shell-api';

const iso: Check<string> = (v, p) => new Date(isoDate(v, p)).toISOString();

/** The fields a client may send; null removes an optional field. */
const itemFields = partial({
  id,
  read: bool,
  title: nullable(str),
  description: nullable(str),
  icon: nullable(str),
  image: nullable(str),
  link: nullable(str),
  useRouter: nullable(bool),
  time: iso,
});

/**
 * The client's own link rules (issue 11 point 8): an item the client would not show a link or image of is refused,
 * 400 `{error, errors: {link|image: ['invalid-link'|'invalid-image']}}`, and nothing is stored.
 */
function checkLinks(item: FeedItem, field: string): void {
  const link = item.link ?? null;
  const image = item.image ?? null;
  if (link !== null && !isSafeLink(link, item.useRouter ?? false)) {
    const message = `${field}.link must be ${item.useRouter ? "an in-app path starting with '/'" : 'an https:// address without user info'}, got '${link}'`;
    throw new HttpError(400, message, { error: message, errors: { link: ['invalid-link'] } });
  }
  if (image !== null && !isSafeImage(image)) {
    const message = `${field}.image must be an image address (https, an app path or a raster data URL)`;
    throw new HttpError(400, message, { error: message, errors: { image: ['invalid-image'] } });
  }
}

/** Newest first; equal times keep the stored order, where a created item is placed first. */
const newestFirst = (items: FeedItem[]): FeedItem[] =>
  items.sort((a, b) => Date.parse(b.time) - Date.parse(a.time));

interface FeedSet {
  /** The path under the common API, e.g. `messages`. */
  collection: string;
  /** The body field of a create or update, e.g. `message`. */
  field: string;
  /** The name in error texts, e.g. `Message`. */
  noun: string;
  seed: readonly FeedItem[];
}

/** The six endpoints of one set (SPEC §7: "Same set for api/common/notifications"). */
export function feedEndpoints(base: string, { collection, field, noun, seed }: FeedSet, now: () => Date, storage: Storage | null): ShellEndpoint[] {
  const store = callerStore(collection, storage, (): FeedItem[] => structuredClone([...seed]), Array.isArray);
  const path = `${base}/${collection}`;
  const indexOf = (list: readonly FeedItem[], itemId: string): number => {
    const index = list.findIndex((i) => i.id === itemId);
    if (index < 0) throw notFound(`${noun} '${itemId}' does not exist`);
    return index;
  };

  return [
    {
      method: 'GET', path, payload: '—', answer: `${noun}[], newest first (by time)`,
      handler: ({ caller }) => newestFirst(store.get(caller)),
    },
    {
      method: 'POST', path, status: 201, payload: `{${field}: Partial<${noun}>}`,
      answer: `201 the created ${noun} (new id; read false and time now unless sent), placed first`,
      handler: ({ caller, req }) => {
        const sent = readBody(req, { [field]: itemFields })[field] ?? {};
        const created = merge<FeedItem>({ id: newId(), read: false, time: now().toISOString() }, sent);
        checkLinks(created, field);
        store.set(caller, [created, ...store.get(caller)]);
        return created;
      },
    },
    {
      method: 'PATCH', path, payload: `{id, ${field}: Partial<${noun}>}`, answer: `the merged ${noun} (null removes a field); 404 unknown id`,
      handler: ({ caller, req }) => {
        const body = readBody(req, { id, [field]: itemFields });
        const itemId = body.id as string;
        const changes = body[field] as Record<string, unknown>;
        const list = store.get(caller);
        const index = indexOf(list, itemId);
        if (changes.id !== undefined && changes.id !== itemId) throw badRequest(`${field}.id cannot change`);
        const updated = merge(list[index] as FeedItem, changes);
        checkLinks(updated, field);
        list[index] = updated;
        store.set(caller, list);
        return updated;
      },
    },
    deleteByIdEndpoint(path, store),
    {
      method: 'GET', path: `${path}/mark-all-as-read`, payload: '—', answer: `true; every ${noun} is read`,
      handler: ({ caller }) => {
        store.set(caller, store.get(caller).map((item) => ({ ...item, read: true })));
        return true;
      },
    },
    {
      method: 'POST', path: `${path}/toggle-read-status`, payload: '{id}', answer: `the ${noun} with read flipped; 404 unknown id`,
      handler: ({ caller, req }) => {
        const { id: itemId } = readBody(req, { id });
        const list = store.get(caller);
        const index = indexOf(list, itemId);
        const existing = list[index] as FeedItem;
        const updated = { ...existing, read: !existing.read };
        list[index] = updated;
        store.set(caller, list);
        return updated;
      },
    },
  ];
}

/** The messages and the notifications endpoints. */
export function messageEndpoints({ config, storage }: MockContext, { now = () => new Date() }: ShellRouteOptions = {}): ShellEndpoint[] {
  return [
    ...feedEndpoints(config.commonApi, { collection: 'messages', field: 'message', noun: 'Message', seed: messageSeed }, now, storage),
    ...feedEndpoints(config.commonApi, { collection: 'notifications', field: 'notification', noun: 'Notification', seed: notificationSeed }, now, storage),
  ];
}

export function registerMessageRoutes(server: Server, context: MockContext, options?: ShellRouteOptions): void {
  registerShellEndpoints(server, context, messageEndpoints(context, options));
}
