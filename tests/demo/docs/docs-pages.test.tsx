// Issue 14, the documentation pages: headings in order, the table of contents' anchors lead to their sections, links into
// the app are plain hrefs whose click is handed to the navigation (no page load), the changelog newest first with its
// dates, and both pages in es-MX from src/locales/es-MX/demo-docs.json.
import { I18nProvider } from '@lingui/react';
import type { Messages } from '@lingui/core';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import es from '../../../src/locales/es-MX/demo-docs.json';
import { activateCatalog, i18n } from '../../../src/machines/effects/i18n';
import * as changelogData from '../../../src/views/demo/docs/changelog-data';
import { releaseAnchor, releases } from '../../../src/views/demo/docs/changelog-data';
import * as introData from '../../../src/views/demo/docs/introduction-texts';
import { Changelog } from '../../../src/views/demo/docs/changelog-page';
import { Introduction } from '../../../src/views/demo/docs/introduction-page';

afterEach(cleanup);

/** Every message descriptor of the pages' content modules, id -> English text (what `lingui compile` puts in en-US). */
function englishOf(value: unknown, into: Record<string, string> = {}): Record<string, string> {
  if (Array.isArray(value)) value.forEach((v) => englishOf(v, into));
  else if (value && typeof value === 'object') {
    const o = value as Record<string, unknown>;
    if (typeof o.id === 'string' && typeof o.message === 'string') into[o.id] = o.message;
    else Object.values(o).forEach((v) => englishOf(v, into));
  }
  return into;
}
const english = englishOf([introData, changelogData]);

function show(locale: 'en-US' | 'es-MX', page: 'intro' | 'changelog') {
  // The catalogs as compiled: en-US the messages' own texts, es-MX this area's Spanish.
  activateCatalog(locale, (locale === 'es-MX' ? es : english) as unknown as Messages);
  const navigate = vi.fn();
  render(<I18nProvider i18n={i18n}>{page === 'intro' ? <Introduction navigate={navigate} /> : <Changelog navigate={navigate} />}</I18nProvider>);
  return navigate;
}

const levels = () => screen.getAllByRole('heading').map((h) => Number(h.tagName.slice(1)));

/** The headings never skip a level going down (h1, then h2, then h3). */
function expectHeadingsInOrder() {
  const l = levels();
  expect(l[0]).toBe(1);
  expect(l.filter((n) => n === 1)).toHaveLength(1);
  for (let i = 1; i < l.length; i++) expect(l[i]! - l[i - 1]!).toBeLessThanOrEqual(1);
}

/** Every entry of the table of contents points at a section on the page labelled by the same words. */
function expectTocLeadsToSections(tocName: string) {
  const toc = screen.getByRole('navigation', { name: tocName });
  const links = within(toc).getAllByRole('link');
  expect(links.length).toBeGreaterThan(1);
  for (const link of links) {
    const href = link.getAttribute('href')!;
    expect(href).toMatch(/^#[a-z0-9-]+$/);
    const target = document.getElementById(href.slice(1));
    expect(target, href).not.toBeNull();
    expect(target!.tagName).toBe('SECTION');
    expect(screen.getByRole('region', { name: link.textContent! })).toBe(target);
  }
  return links;
}

it('every English text has its Spanish, and the Spanish file names no other text', () => {
  expect(Object.keys(english).length).toBeGreaterThan(50);
  expect(Object.keys(es).sort()).toEqual(Object.keys(english).sort());
  for (const [id, text] of Object.entries(es)) expect(text.trim(), id).not.toBe('');
});

describe('introduction page', () => {
  it('en-US: one h1, headings in order, a table of contents whose anchors reach each section', () => {
    show('en-US', 'intro');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Introduction');
    expectHeadingsInOrder();
    const links = expectTocLeadsToSections('On this page');
    expect(links.map((l) => l.textContent)).toEqual(['What the back office does', 'Signing in with the demo accounts', 'The demo areas', 'Languages and appearance', 'Using the keyboard']);
  });

  it('names every demo account and the sections of the product, each a link into the app handed to the navigation', async () => {
    const navigate = show('en-US', 'intro');
    for (const account of ['ana@acme.test', 'sam@acme.test', 'bea@acme.test', 'nobody@acme.test', 'gus@globex.test', 'root@platform.test']) {
      expect(screen.getByRole('heading', { level: 3, name: account })).toBeTruthy();
    }
    const what = screen.getByRole('region', { name: 'What the back office does' });
    const hrefs = within(what).getAllByRole('link').map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(['/orders', '/purchases/requisitions', '/deliveries', '/cashclosing', '/manufacture', '/contracts/services', '/admin/customers', '/inventory/warehouses', '/config', '/tenants']);
    await userEvent.click(within(what).getByRole('link', { name: 'Sales orders' }));
    expect(navigate).toHaveBeenCalledWith('/orders');
    const demo = screen.getByRole('region', { name: 'The demo areas' });
    await userEvent.click(within(demo).getByRole('link', { name: 'Changelog' }));
    expect(navigate).toHaveBeenLastCalledWith('/docs/changelog');
  });

  it('es-MX: the headings, the table of contents and the text in Spanish', () => {
    show('es-MX', 'intro');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Introducción');
    const links = expectTocLeadsToSections('En esta página');
    expect(links.map((l) => l.textContent)).toContain('Iniciar sesión con las cuentas de demostración');
    expect(screen.getByRole('link', { name: 'Pedidos de venta' }).getAttribute('href')).toBe('/orders');
    expect(screen.getByText(/la contraseña de todas es “demo”/)).toBeTruthy();
    expect(screen.queryByText(/Signing in/)).toBeNull();
  });
});

describe('changelog page', () => {
  it('en-US: the releases newest first, each a section the table of contents reaches, with its date', () => {
    show('en-US', 'changelog');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Changelog');
    expectHeadingsInOrder();
    const links = expectTocLeadsToSections('Releases');
    expect(links.map((l) => l.getAttribute('href'))).toEqual(releases.map((r) => `#${releaseAnchor(r)}`));
    const dates = releases.map((r) => r.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    const versions = releases.map((r) => r.version.split('.').map(Number));
    for (let i = 1; i < versions.length; i++) expect(versions[i - 1]!.join('.') > versions[i]!.join('.')).toBe(true);
    const newest = screen.getByRole('region', { name: /^0\.4\.0 · The demo screens$/ });
    expect(within(newest).getByText('November 24, 2026')).toBeTruthy();
    expect(within(newest).getAllByRole('listitem')).toHaveLength(releases[0]!.entries.length);
    expect(screen.getByRole('region', { name: /^0\.1\.0 · The foundation$/ }).textContent).toContain('November 22, 2026');
  });

  it('links to the introduction through the navigation', async () => {
    const navigate = show('en-US', 'changelog');
    await userEvent.click(screen.getByRole('link', { name: 'New here? Read the introduction.' }));
    expect(navigate).toHaveBeenCalledWith('/docs/guides/getting-started/introduction');
  });

  it('es-MX: titles, entries and dates in Spanish', () => {
    show('es-MX', 'changelog');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Registro de cambios');
    expectTocLeadsToSections('Versiones');
    const newest = screen.getByRole('region', { name: /^0\.4\.0 · Las pantallas de demostración$/ });
    expect(within(newest).getByText('24 de noviembre de 2026')).toBeTruthy();
    expect(within(newest).getByText('Aplicaciones de demostración que funcionan')).toBeTruthy();
  });
});
