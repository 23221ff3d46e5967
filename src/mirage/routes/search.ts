/**
 * The top bar's search (SPEC §3 "Search result set", §5, §7): contacts and tasks of the demo areas and the
 * product pages the caller may see, each set only when it has results.
 */
import type { Server } from 'miragejs';
// The page titles are translation keys; a page matches on its label in any supported language.
import enUS from '../../locales/en-US/messages.json';
import esMX from '../../locales/es-MX/messages.json';
import { fold } from '../../domain/text';
import { filterNavigation, type NavItem } from '../../machines/navigation';
import { navigationSets } from '../data/navigation';
import { loadDemoArea } from '../demo/areas';
import type { ContactRow } from '../demo/data/contacts';
import type { TaskRow } from '../demo/data/tasks';
import { table } from '../shared/store';
import { str } from '../shared/validate';
import type { MockContext } from '../index';
import { readBody, registerShellEndpoints, type ShellEndpoint } from './shell-api';
import type { ContactResult, PageResult, SearchResultSet, TaskResult } from '../../machines/effects/search-request';

/** SPEC §5: a shorter query (after trimming) answers no results. */
export const searchMinLength = 2;
/** Latency of a search in development (scaled by the delay factor; 0 in tests unless a factor is given). */
export const searchDelayMs = 150;

// The answer's shape is the client's contract (its parser checks it field by field).
export type { ContactResult, PageResult, SearchResultSet, TaskResult } from '../../machines/effects/search-request';

type Catalog = { messages: Record<string, string | unknown[]> };
const catalogs = [enUS, esMX] as Catalog[];

const text = (message: string | unknown[] | undefined): string =>
  typeof message === 'string' ? message : Array.isArray(message) ? message.filter((part) => typeof part === 'string').join('') : '';

/** Every label of a key in the supported languages, and the key itself when no catalog has it. */
const labels = (key: string): string[] => {
  const found = catalogs.map((c) => text(c.messages[key])).filter((label) => label !== '');
  return found.length > 0 ? found : [key];
};

/** The leaf items with a link, depth first, in menu order. */
const pagesOf = (items: readonly NavItem[]): NavItem[] =>
  items.flatMap((item) => (item.children && item.children.length > 0 ? pagesOf(item.children) : item.link ? [item] : []));

export function searchEndpoints({ config }: MockContext): ShellEndpoint[] {
  return [
    {
      method: 'POST', path: `${config.commonApi}/search`, delay: searchDelayMs, payload: '{query}',
      answer:
        "[{id: 'contacts', label: 'Contacts', results: [{id, avatar, name, link}]}, {id: 'pages', label: 'Pages', results: [{id, title (translation key), link}]}, " +
        "{id: 'tasks', label: 'Tasks', results: [{id, title, completed, link}]}], only non-empty sets; case- and accent-insensitive contains; " +
        `[] for a query under ${searchMinLength} characters; pages are the caller's permitted menu items matched on their en-US or es-MX label`,
      handler: async ({ caller, req, schema }): Promise<SearchResultSet[]> => {
        const { query } = readBody(req, { query: str });
        if (query.trim().length < searchMinLength) return [];
        // Case- and accent-insensitive in both languages (issue 13): "lineas" finds "Líneas", "almacén" "Almacenes".
        const needle = fold(query.trim());
        const matches = (value: string) => fold(value).includes(needle);

        await loadDemoArea(schema, 'tasks'); // loads the contacts area too (a task's assignee is a contact)
        const contacts: ContactResult[] = table<ContactRow>(schema, 'contact')
          .where((c) => matches(c.name))
          .sort((a, b) => a.name.localeCompare(b.name))
          .map((c) => ({ id: c.id, avatar: c.avatar, name: c.name, link: `/apps/contacts/${c.id}` }));
        const pages: PageResult[] = pagesOf(filterNavigation(navigationSets.default, caller.permissions))
          .filter((item) => item.title !== undefined && labels(item.title).some(matches))
          .map((item) => ({ id: item.id, title: item.title as string, link: item.link as string }));
        const tasks: TaskResult[] = table<TaskRow>(schema, 'task')
          .where((t) => t.type === 'task' && matches(t.title))
          .sort((a, b) => a.order - b.order)
          .map((t) => ({ id: t.id, title: t.title, completed: t.completed, link: `/apps/tasks/${t.id}` }));

        const sets: SearchResultSet[] = [
          { id: 'contacts', label: 'Contacts', results: contacts },
          { id: 'pages', label: 'Pages', results: pages },
          { id: 'tasks', label: 'Tasks', results: tasks },
        ];
        return sets.filter((set) => set.results.length > 0);
      },
    },
  ];
}

export function registerSearchRoutes(server: Server, context: MockContext): void {
  registerShellEndpoints(server, context, searchEndpoints(context));
}
