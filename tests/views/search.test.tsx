/**
 * The bar search view over a real `searchMachine` (its request stubbed, a short debounce), driven by the user-level
 * model in `tests/model/search.model.ts`: open, type, results grouped by set, arrow keys, Escape, the 2-character
 * minimum (no request), 'No results found!' (SPEC §4, §5).
 */
import { I18nProvider } from '@lingui/react';
import type { Messages } from '@lingui/core';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { createTestModel } from 'xstate/graph';
import { createActor, fromPromise } from 'xstate';
import type { RuntimeConfig } from '../../src/config/runtime-config';
import { activateCatalog, i18n } from '../../src/machines/effects/i18n';
import { searchMachine, type SearchRef, type SearchResultSet } from '../../src/machines/search.machine';
import en from '../../src/locales/en-US/messages.json';
import es from '../../src/locales/es-MX/messages.json';
import { SearchBar } from '../../src/views/search/search-bar';
import { config } from '../support/auth-fixtures';
import { searchModel } from '../model/search.model';

const answers: Record<string, SearchResultSet[]> = {
  sal: [
    { id: 'pages', label: 'Pages', results: [{ id: 'sales-orders', title: 'nav.salesOrders', link: '/orders' }] },
    {
      id: 'customers',
      label: 'Customers',
      total: 12,
      seeAll: '/admin/customers?q=sal',
      results: [
        { id: 'c1', title: 'Soledad Sálazar Ortiz', details: ['CLI-000007', 'SAOS800101AB1'], inactive: false, link: '/admin/customers/c1' },
        // Hostile text is shown as text, never as markup.
        { id: 'c2', title: '<img src=x onerror="window.__xss=1">Salsa Co', details: [], inactive: true, link: '/admin/customers/c2' },
      ],
    },
  ],
};

beforeAll(() => {
  activateCatalog('en-US', (en as unknown as { messages: Messages }).messages);
});

function setup() {
  const queries: string[] = [];
  const location = memoryLocation({ path: '/', record: true });
  const machine = searchMachine.provide({
    delays: { searchDebounce: 20 },
    // The app provides wouter's navigate; here the memory location stands in for the browser.
    actions: { navigate: (_, params: { to: string }) => location.navigate(params.to) },
    actors: {
      searchRequest: fromPromise<{ query: string; sets: SearchResultSet[] }, { config: RuntimeConfig; query: string }>(async ({ input }) => {
        queries.push(input.query);
        return { query: input.query, sets: answers[input.query] ?? [] };
      }),
    } as never,
  });
  const actor = createActor(machine, { input: { config: config as RuntimeConfig, appearance: 'bar' } }).start();
  render(
    <I18nProvider i18n={i18n}>
      <Router hook={location.hook}>
        <SearchBar searchRef={actor as unknown as SearchRef} />
      </Router>
    </I18nProvider>,
  );
  return { actor, queries, location };
}

/** The option whose text holds `text` (happy-dom spaces the marked parts apart in accessible names; Chromium does not). */
const optionWith = (container: HTMLElement, text: string) => {
  const found = within(container).getAllByRole('option').find((o) => o.textContent?.includes(text));
  if (!found) throw new Error(`no option with ${text}`);
  return found;
};
const combobox = () => screen.getByRole('combobox') as HTMLInputElement;
const type = (value: string) => fireEvent.change(combobox(), { target: { value } });
const key = (name: string) => fireEvent.keyDown(combobox(), { key: name });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('search bar (model paths)', () => {
  const model = createTestModel(searchModel);
  for (const path of model.getSimplePaths()) {
    it(path.description, async () => {
      const { queries } = setup();
      await path.test({
        states: {
          closed: () => {
            const button = screen.getByRole('button', { name: 'Search' });
            // Closing gives the focus back to the search button.
            if (document.activeElement !== document.body) expect(document.activeElement).toBe(button);
            expect(screen.queryByRole('combobox')).toBeNull();
          },
          empty: () => {
            expect(document.activeElement).toBe(combobox());
            expect(combobox().value).toBe('');
            expect(combobox().getAttribute('aria-expanded')).toBe('false');
          },
          tooShort: async () => {
            await sleep(60);
            expect(combobox().value).toBe('s');
            expect(screen.queryByRole('listbox')).toBeNull();
            expect(queries.every((q) => q.length >= 2)).toBe(true);
          },
          results: async () => {
            const listbox = await screen.findByRole('listbox');
            expect(combobox().getAttribute('aria-expanded')).toBe('true');
            expect(combobox().getAttribute('aria-controls')).toBe(listbox.id);
            expect(within(listbox).getAllByRole('group').map((g) => g.getAttribute('aria-labelledby') && document.getElementById(g.getAttribute('aria-labelledby')!)?.textContent)).toEqual(['Pages', 'Customers']);
            expect(optionWith(listbox, 'Soledad Sálazar Ortiz')).toBeTruthy();
            // Page titles are translation keys: shown translated.
            expect(optionWith(listbox, 'Sales orders')).toBeTruthy();
            expect(within(listbox).getByRole('option', { name: 'See all 12 customers' })).toBeTruthy();
            expect(within(listbox).getAllByRole('option').every((o) => o.getAttribute('aria-selected') === 'false')).toBe(true);
          },
          highlighted: () => {
            const selected = screen.getAllByRole('option').filter((o) => o.getAttribute('aria-selected') === 'true');
            expect(selected).toHaveLength(1);
            expect(combobox().getAttribute('aria-activedescendant')).toBe(selected[0]!.id);
          },
          noResults: async () => {
            expect(await screen.findByText('No results found!')).toBeTruthy();
            expect(screen.queryByRole('listbox')).toBeNull();
          },
          listHidden: () => {
            expect(screen.queryByRole('listbox')).toBeNull();
            expect(combobox().value).toBe('sal');
            expect(combobox().getAttribute('aria-expanded')).toBe('false');
          },
        },
        events: {
          CLICK_SEARCH: () => void fireEvent.click(screen.getByRole('button', { name: 'Search' })),
          TYPE_ONE_CHARACTER: () => void type('s'),
          TYPE_MATCHING: async () => {
            type('sal');
            await screen.findByRole('listbox');
          },
          TYPE_UNMATCHED: async () => {
            type('zzz');
            await screen.findByText('No results found!');
          },
          PRESS_DOWN: () => void key('ArrowDown'),
          PRESS_UP: () => void key('ArrowUp'),
          PRESS_ESCAPE: () => void key('Escape'),
          CLICK_CLOSE: () => void fireEvent.click(screen.getByRole('button', { name: 'Close search' })),
        },
      });
    });
  }
});

describe('search bar (keys and selection)', () => {
  const open = async (searchLabel = 'Search') => {
    const rendered = setup();
    fireEvent.click(screen.getByRole('button', { name: searchLabel }));
    type('sal');
    return { ...rendered, listbox: await screen.findByRole('listbox') };
  };
  const selected = () => screen.getAllByRole('option').find((o) => o.getAttribute('aria-selected') === 'true')?.textContent;

  it('moves the highlight with the arrow keys over results and see all, wrapping, and Enter goes to the record in-app', async () => {
    const { location, actor } = await open();
    key('ArrowUp');
    expect(selected()).toBe('See all 12 customers');
    key('ArrowDown');
    expect(selected()).toContain('Sales orders');
    key('ArrowDown');
    expect(selected()).toContain('Soledad Sálazar Ortiz');
    key('Enter');
    await waitFor(() => expect(location.history?.at(-1)).toBe('/admin/customers/c1'));
    // Selecting closes the bar and clears the query.
    expect(actor.getSnapshot().context.query).toBe('');
    expect(screen.getByRole('button', { name: 'Search' })).toBeTruthy();
  });

  it('Enter on see all goes to the list filtered by the query', async () => {
    const { location } = await open();
    key('ArrowUp');
    key('Enter');
    await waitFor(() => expect(location.history?.at(-1)).toBe('/admin/customers?q=sal'));
  });

  it('marks the matched part ignoring accents, shows the codes, the inactive badge, and hostile text as text', async () => {
    const { listbox } = await open();
    const soledad = optionWith(listbox, 'Soledad');
    expect([...soledad.querySelectorAll('mark')].map((m) => m.textContent)).toEqual(['Sál']);
    expect(soledad.textContent).toContain('CLI-000007');
    expect(soledad.textContent).toContain('SAOS800101AB1');
    expect(soledad.textContent).not.toContain('Inactive');
    const hostile = optionWith(listbox, 'Salsa Co');
    expect(hostile.querySelector('img')).toBeNull();
    expect(hostile.textContent).toContain('<img src=x');
    expect(hostile.textContent).toContain('Inactive');
    expect([...hostile.querySelectorAll('mark')].map((m) => m.textContent)).toEqual(['Sal']);
    const pages = optionWith(listbox, 'Sales orders');
    expect([...pages.querySelectorAll('mark')].map((m) => m.textContent)).toEqual(['Sal']);
  });

  it('sends no request under 2 characters and clears the results', async () => {
    const { queries } = await open();
    type('s');
    await sleep(60);
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(queries).toEqual(['sal']);
  });

  it('clicking a result goes to it', async () => {
    const { location, listbox } = await open();
    fireEvent.click(optionWith(listbox, 'Soledad Sálazar Ortiz'));
    await waitFor(() => expect(location.history?.at(-1)).toBe('/admin/customers/c1'));
  });

  it('reads in Spanish: headings, see all and the inactive badge', async () => {
    activateCatalog('es-MX', (es as unknown as { messages: Messages }).messages);
    try {
      const { listbox } = await open('Buscar');
      expect(within(listbox).getAllByRole('group').map((g) => document.getElementById(g.getAttribute('aria-labelledby')!)?.textContent)).toEqual(['Páginas', 'Clientes']);
      expect(within(listbox).getByRole('option', { name: 'Ver los 12 clientes' })).toBeTruthy();
      expect(optionWith(listbox, 'Salsa Co').textContent).toContain('Inactivo');
      expect(combobox().placeholder).toBe('Busca páginas, clientes, productos…');
    } finally {
      activateCatalog('en-US', (en as unknown as { messages: Messages }).messages);
    }
  });
});
