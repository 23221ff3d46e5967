/**
 * The top bar's shortcuts (SPEC §3, §5, §7): list, create, update and delete, per tenant user. A refused
 * payload answers 400 `{error: 'shortcut.<field> ...'}` and changes nothing.
 */
import type { Server } from 'miragejs';
import { shortcutSeed, type Shortcut } from '../data/shortcuts';
import { badRequest, notFound } from '../shared/http';
import { newId } from '../shared/ids';
import { bool, id, nonEmptyStr, nullable, partial, record, str, type Check } from '../shared/validate';
import type { MockContext } from '../index';
import { callerStore, merge, readBody, registerShellEndpoints, type ShellEndpoint, deleteByIdEndpoint } from './shell-api';

export const shortcutLimits = { label: 60, description: 200, link: 2000 } as const;

const maxLength =
  (check: Check<string>, max: number): Check<string> =>
  (v, p) => {
    const s = check(v, p);
    if (s.length > max) throw badRequest(`${p} must be at most ${max} characters, got ${s.length}`);
    return s;
  };

const fields = {
  label: maxLength(nonEmptyStr, shortcutLimits.label),
  icon: nonEmptyStr,
  link: maxLength(nonEmptyStr, shortcutLimits.link),
  useRouter: bool,
};
const optionalFields = { id, description: nullable(maxLength(str, shortcutLimits.description)) };

/** An in-app link is an absolute path of this app (not `//host`, which leaves it); an external one is https. */
function checkLink({ link, useRouter }: Shortcut): void {
  if (useRouter) {
    if (!/^\/(?![/\\])\S*$/.test(link)) throw badRequest(`shortcut.link must be an in-app path starting with '/' when useRouter is true, got '${link}'`);
    return;
  }
  let url: URL | null = null;
  try {
    url = new URL(link);
  } catch {
    url = null;
  }
  if (!/^https:\/\/\S+$/i.test(link) || url?.protocol !== 'https:' || url.hostname === '') {
    throw badRequest(`shortcut.link must be an https:// address when useRouter is false, got '${link}'`);
  }
}

export function shortcutEndpoints({ config, storage }: MockContext): ShellEndpoint[] {
  const store = callerStore('shortcuts', storage, (): Shortcut[] => structuredClone([...shortcutSeed]), Array.isArray);
  const path = `${config.commonApi}/shortcuts`;
  const rules = `label ≤ ${shortcutLimits.label}, description ≤ ${shortcutLimits.description}, link ≤ ${shortcutLimits.link} chars; useRouter link '/path', else https://`;

  return [
    { method: 'GET', path, payload: '—', answer: 'Shortcut[] {id, label, description?, icon, link, useRouter}', handler: ({ caller }) => store.get(caller) },
    {
      method: 'POST', path, status: 201, payload: '{shortcut: {label, description?, icon, link, useRouter}}',
      answer: `201 the created Shortcut (new id), placed first; 400 {error: 'shortcut.<field> ...'} (${rules})`,
      handler: ({ caller, req }) => {
        const { shortcut } = readBody(req, { shortcut: record(fields, optionalFields) });
        // An id sent for a new shortcut is ignored.
        const { id: _sentId, description, ...rest } = shortcut;
        const created: Shortcut = { id: newId(), ...rest, ...(typeof description === 'string' ? { description } : {}) };
        checkLink(created);
        store.set(caller, [created, ...store.get(caller)]);
        return created;
      },
    },
    {
      method: 'PATCH', path, payload: '{id, shortcut: Partial<Shortcut>}',
      answer: 'the updated Shortcut (null description removes it); 404 unknown id; 400 as POST',
      handler: ({ caller, req }) => {
        const body = readBody(req, { id, shortcut: partial({ ...fields, ...optionalFields }) });
        const list = store.get(caller);
        const index = list.findIndex((s) => s.id === body.id);
        const existing = list[index];
        if (!existing) throw notFound(`Shortcut '${body.id}' does not exist`);
        if (body.shortcut.id !== undefined && body.shortcut.id !== body.id) throw badRequest('shortcut.id cannot change');
        const updated = merge(existing, body.shortcut);
        checkLink(updated);
        list[index] = updated;
        store.set(caller, list);
        return updated;
      },
    },
    deleteByIdEndpoint(path, store),
  ];
}

export function registerShortcutRoutes(server: Server, context: MockContext): void {
  registerShellEndpoints(server, context, shortcutEndpoints(context));
}
