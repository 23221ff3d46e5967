import { fromPromise } from 'xstate';
import type { RuntimeConfig } from '../../config/runtime-config';
import { apiRequest } from './api-client';
import { isSafeImage, isSafeLink } from './safe-url';
import { flag, id, isoTime, optionalText, record, validItems } from './shape';

/** The two lists of the top bar that share one shape and one machine (SPEC §3 "Message and notification"). */
export type InboxKind = 'messages' | 'notifications';

export interface InboxItem {
  id: string;
  read: boolean;
  /** HTML, rendered by the sanitizing component. */
  title?: string;
  /** HTML, rendered by the sanitizing component. */
  description?: string;
  icon?: string;
  image?: string;
  /** An app path when `useRouter`, else an https URL (anything else is dropped). */
  link?: string;
  useRouter?: boolean;
  /** ISO date-time. */
  time: string;
}

export interface InboxInput {
  config: RuntimeConfig;
  kind: InboxKind;
}

/** The singular of a kind: the body field of POST/PATCH and the name in parse errors. */
export const inboxField = (kind: InboxKind): 'message' | 'notification' => (kind === 'messages' ? 'message' : 'notification');

export const inboxUrl = (config: RuntimeConfig, kind: InboxKind, action?: string): string =>
  `${config.commonApi}/${kind}${action === undefined ? '' : `/${action}`}`;

export function parseInboxItem(raw: unknown, name = 'item'): InboxItem {
  const r = record(raw, name);
  const item: InboxItem = { id: id(r, 'id', name), read: flag(r, 'read', name), time: isoTime(r, 'time', name) };
  const title = optionalText(r, 'title', name);
  const description = optionalText(r, 'description', name);
  const icon = optionalText(r, 'icon', name);
  const image = optionalText(r, 'image', name);
  const link = optionalText(r, 'link', name);
  if (r.useRouter !== undefined && r.useRouter !== null) item.useRouter = flag(r, 'useRouter', name);
  if (title !== undefined) item.title = title;
  if (description !== undefined) item.description = description;
  if (icon !== undefined) item.icon = icon;
  // An unsafe image or link is left out (the item's text still reaches the user), with a warning.
  if (image !== undefined) {
    if (isSafeImage(image)) item.image = image;
    else console.warn(`${name}.image was dropped: not an image address the product shows`);
  }
  if (link !== undefined) {
    if (isSafeLink(link, item.useRouter ?? false)) item.link = link;
    else console.warn(`${name}.link was dropped: ${item.useRouter ? 'not an app path' : 'not an https URL'}`);
  }
  return item;
}

/** Newest first, whatever order the service answered in (stable for equal times). */
export const newestFirst = (items: readonly InboxItem[]): InboxItem[] =>
  [...items].sort((a, b) => Date.parse(b.time) - Date.parse(a.time));

export function parseInboxList(raw: unknown, kind: InboxKind = 'messages'): InboxItem[] {
  return newestFirst(validItems(raw, kind, parseInboxItem));
}

/** GET api/common/{messages|notifications}. */
export const fetchInbox = (config: RuntimeConfig, kind: InboxKind, signal?: AbortSignal): Promise<InboxItem[]> =>
  apiRequest({ method: 'GET', url: inboxUrl(config, kind), signal, parse: (raw) => parseInboxList(raw, kind) });

export const getInbox = fromPromise<InboxItem[], InboxInput>(({ input, signal }) => fetchInbox(input.config, input.kind, signal));
