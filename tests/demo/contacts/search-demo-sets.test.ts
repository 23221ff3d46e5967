// Issue 14 point 3: the top bar search's contact and task sets, read strictly: a result leads to its own screen only
// (a link elsewhere or a foreign picture never gets through), and they take part in the keyboard's option order.
import { describe, expect, it, vi } from 'vitest';
import { parseSearchResults } from '../../../src/machines/effects/search-request';
import { searchOptions } from '../../../src/machines/search.setup';

const contacts = {
  id: 'contacts',
  label: 'Contacts',
  results: [
    { id: 'c1', name: 'Alice Holcomb', avatar: '/images/avatars/female-01.svg', link: '/apps/contacts/c1' },
    { id: 'c2', name: '<img src=x onerror=alert(1)>', avatar: 'https://evil.test/x.png', link: '/apps/contacts/c2' },
    { id: 'c3', name: 'Elsewhere', avatar: null, link: '/admin/customers/1' },
    { id: 'c4', name: 'Script', avatar: null, link: 'javascript:alert(1)' },
  ],
};
const tasks = {
  id: 'tasks',
  label: 'Tasks',
  results: [
    { id: 't1', title: 'Plan the social media campaign', completed: true, link: '/apps/tasks/t1' },
    { id: 't2', title: 'No flag', link: '/apps/tasks/t2' },
  ],
};

describe('search answer: contacts and tasks', () => {
  it('keeps results that lead to their screen; a foreign picture becomes none; names stay text', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const sets = parseSearchResults([contacts, tasks]);
    warn.mockRestore();
    expect(sets).toEqual([
      {
        id: 'contacts',
        label: 'Contacts',
        results: [
          { id: 'c1', name: 'Alice Holcomb', avatar: '/images/avatars/female-01.svg', link: '/apps/contacts/c1' },
          { id: 'c2', name: '<img src=x onerror=alert(1)>', avatar: null, link: '/apps/contacts/c2' },
        ],
      },
      { id: 'tasks', label: 'Tasks', results: [{ id: 't1', title: 'Plan the social media campaign', completed: true, link: '/apps/tasks/t1' }] },
    ]);
  });

  it('their results are options of the list, in order, each going to its link', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const options = searchOptions(parseSearchResults([{ id: 'pages', label: 'Pages', results: [{ id: 'apps.contacts', title: 'nav.demo.contacts', link: '/apps/contacts' }] }, contacts, tasks]));
    warn.mockRestore();
    expect(options.map((o) => o.link)).toEqual(['/apps/contacts', '/apps/contacts/c1', '/apps/contacts/c2', '/apps/tasks/t1']);
  });
});
