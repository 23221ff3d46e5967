/**
 * The top bar's shortcuts (SPEC §3, §5, §7): list, create, update and delete, per tenant user. A refused
 * payload answers 400 `{error: 'shortcut.<field> ...'}` and changes nothing.
 */
import type { Server } from 'miragejs';
import { shortcutSeed, type Shortcut } from '../data/shortcuts';
import { badRequest, HttpError, notFound } from '../shared/http';
import { formOf, shortcutLimits, validateShortcutForm } from '../../machines/shortcut-form';
import { newId } from '../shared/ids';
import { bool, id, nullable, partial, record, str } from '../shared/validate';
import type { MockContext } from '../index';
import { callerStore, merge, readBody, registerShellEndpoints, type ShellEndpoint, deleteByIdEndpoint } from './shell-api';

export { shortcutLimits };

// Types are checked here; the rules (required, lengths, the link) are the form's own module, so that the form and
// the service can never disagree (issue 13 point 6).
const fields = { label: str, icon: str, link: str, useRouter: bool };
const optionalFields = { id, description: nullable(str) };

const limitOf = (field: string): number | undefined => (field in shortcutLimits ? shortcutLimits[field as keyof typeof shortcutLimits] : undefined);

const messageOf = (field: string, code: string, shortcut: Shortcut): string => {
  const value = String((shortcut as unknown as Record<string, unknown>)[field] ?? '').trim();
  switch (code) {
    case 'required':
      return `shortcut.${field} must not be empty`;
    case 'tooLong':
      return `shortcut.${field} must be at most ${limitOf(field)} characters, got ${value.length}`;
    case 'appPath':
      return `shortcut.link must be an in-app path starting with '/' when useRouter is true, got '${value}'`;
    case 'httpsUrl':
      return `shortcut.link must be an https:// address when useRouter is false, got '${value}'`;
    default:
      return `shortcut.${field} is not valid (${code})`;
  }
};

/** Refuses a shortcut the form would refuse: 400 `{error, errors: {field: [code]}}`, the first field named in `error`. */
function checkShortcut(shortcut: Shortcut): void {
  const errors = validateShortcutForm({ ...formOf(shortcut), description: shortcut.description ?? '' });
  const entries = Object.entries(errors);
  if (entries.length === 0) return;
  const [field, code] = entries[0]!;
  const message = messageOf(field, code, shortcut);
  throw new HttpError(400, message, { error: message, errors: Object.fromEntries(entries.map(([f, c]) => [f, [c]])) });
}

/** What is stored: texts trimmed, as the form sends them. */
const trimmed = (shortcut: Shortcut): Shortcut => ({
  ...shortcut,
  label: shortcut.label.trim(),
  link: shortcut.link.trim(),
  icon: shortcut.icon.trim(),
  ...(typeof shortcut.description === 'string' ? { description: shortcut.description.trim() } : {}),
});

export function shortcutEndpoints({ config, storage }: MockContext): ShellEndpoint[] {
  const store = callerStore('shortcuts', storage, (): Shortcut[] => structuredClone([...shortcutSeed]), Array.isArray);
  const path = `${config.commonApi}/shortcuts`;
  const rules = `label ≤ ${shortcutLimits.label}, description ≤ ${shortcutLimits.description}, link ≤ ${shortcutLimits.link} chars; useRouter link '/path', else https://`;

  return [
    { method: 'GET', path, payload: '—', answer: 'Shortcut[] {id, label, description?, icon, link, useRouter}', handler: ({ caller }) => store.get(caller) },
    {
      method: 'POST', path, status: 201, payload: '{shortcut: {label, description?, icon, link, useRouter}}',
      answer: `201 the created Shortcut (new id), placed first; 400 {error: 'shortcut.<field> ...', errors: {field: [code]}} (${rules})`,
      handler: ({ caller, req }) => {
        const { shortcut } = readBody(req, { shortcut: record(fields, optionalFields) });
        // An id sent for a new shortcut is ignored.
        const { id: _sentId, description, ...rest } = shortcut;
        const created: Shortcut = trimmed({ id: newId(), ...rest, ...(typeof description === 'string' ? { description } : {}) });
        checkShortcut(created);
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
        const updated = trimmed(merge(existing, body.shortcut));
        checkShortcut(updated);
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
