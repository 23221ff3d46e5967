import { fromPromise } from 'xstate';
import type { RuntimeConfig } from '../../config/runtime-config';
import { apiRequest } from './api-client';
import { isSafeLink } from './safe-url';
import { flag, id, optionalText, record, text, validItems } from './shape';

/** SPEC §3 "Shortcut". */
export interface Shortcut {
  id: string;
  label: string;
  description?: string;
  icon: string;
  /** An app path when `useRouter`, else an https URL. */
  link: string;
  useRouter: boolean;
}

/** What POST and PATCH send: a shortcut without its id. */
export type ShortcutFields = Omit<Shortcut, 'id'>;

export const shortcutsUrl = (config: RuntimeConfig) => `${config.commonApi}/shortcuts`;

export function parseShortcut(raw: unknown, name = 'shortcut'): Shortcut {
  const r = record(raw, name);
  const useRouter = flag(r, 'useRouter', name);
  const link = text(r, 'link', name);
  if (!isSafeLink(link, useRouter)) {
    throw new TypeError(`${name}.link must be ${useRouter ? 'an app path' : 'an https URL'}`);
  }
  const shortcut: Shortcut = { id: id(r, 'id', name), label: text(r, 'label', name), icon: text(r, 'icon', name), link, useRouter };
  const description = optionalText(r, 'description', name);
  if (description !== undefined) shortcut.description = description;
  return shortcut;
}

/** A shortcut that does not parse (a link the product refuses) is dropped with a warning, so it can still be removed. */
export const parseShortcuts = (raw: unknown): Shortcut[] => validItems(raw, 'shortcuts', parseShortcut);

/** GET api/common/shortcuts. */
export const getShortcuts = fromPromise<Shortcut[], { config: RuntimeConfig }>(({ input, signal }) =>
  apiRequest({ method: 'GET', url: shortcutsUrl(input.config), signal, parse: parseShortcuts }),
);
