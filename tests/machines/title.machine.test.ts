// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { createActor, fromCallback } from 'xstate';
import { readPageHeading, watchHeading } from '../../src/machines/title.effects';
import { composeTitle, selectPageName, selectSection, titleMachine, type TitleEvent } from '../../src/machines/title.machine';

const quiet = fromCallback<{ type: string }, { eventType: string }>(() => undefined);

function start(path = '/admin/customers') {
  const actor = createActor(titleMachine.provide({ actors: { followAddress: quiet, watchHeading: quiet } }), {
    input: { location: { path, search: '' } },
  }).start();
  const send = (event: TitleEvent) => actor.send(event);
  return { actor, send, page: () => selectPageName(actor.getSnapshot()), section: () => selectSection(actor.getSnapshot()) };
}

describe('composeTitle', () => {
  const product = 'Back office';
  it('joins page, section and company with a middle dot', () => {
    expect(composeTitle({ page: 'Customers', section: 'Administration', company: 'Acme Telecom', product })).toBe('Customers · Administration · Acme Telecom');
  });
  it('names a page like its section once (the dashboard, a section landing page), ignoring case and accents', () => {
    expect(composeTitle({ page: 'Dashboard', section: 'Dashboard', company: 'Acme Telecom', product })).toBe('Dashboard · Acme Telecom');
    expect(composeTitle({ page: 'ADMINISTRACIÓN', section: 'Administración', company: 'Acme', product })).toBe('ADMINISTRACIÓN · Acme');
  });
  it('always ends with the company, also after a page named like it (the tenant record of the company itself)', () => {
    expect(composeTitle({ page: 'Acme Telecom', section: 'Tenant management', company: 'Acme Telecom', product })).toBe('Acme Telecom · Tenant management · Acme Telecom');
    expect(composeTitle({ page: 'Acme Telecom', section: null, company: 'Acme Telecom', product })).toBe('Acme Telecom');
  });
  it('drops missing parts and names the product while no company is known', () => {
    expect(composeTitle({ page: 'Signed out', section: null, company: null, product })).toBe('Signed out · Back office');
    expect(composeTitle({ page: null, section: 'Inventory', company: '  ', product })).toBe('Inventory · Back office');
    expect(composeTitle({ page: '  ', section: null, company: 'Globex', product })).toBe('Globex');
  });
});

describe('title machine', () => {
  it('names the page by the heading read at the current address', () => {
    const t = start('/admin/customers');
    expect(t.page()).toBeNull();
    t.send({ type: 'title.heading.changed', path: '/admin/customers', text: 'Customers' });
    expect(t.page()).toBe('Customers');
    expect(t.section()).toBe('admin');
  });

  it('never uses a heading read at another address: after a move the tab names the section until the new heading comes', () => {
    const t = start('/admin/customers');
    t.send({ type: 'title.heading.changed', path: '/admin/customers', text: 'Customers' });
    t.send({ type: 'title.location.changed', location: { path: '/inventory/products', search: '' } });
    expect(t.page()).toBeNull();
    expect(t.section()).toBe('inventory');
    t.send({ type: 'title.heading.changed', path: '/inventory/products', text: 'Products' });
    expect(t.page()).toBe('Products');
    // A late report from the page just left changes nothing.
    t.send({ type: 'title.heading.changed', path: '/admin/customers', text: 'Customers' });
    expect(t.page()).toBeNull();
  });

  it('follows a heading that changes on the same page (a record that loaded, a language switched in place)', () => {
    const t = start('/admin/customers/c-1');
    t.send({ type: 'title.heading.changed', path: '/admin/customers/c-1', text: 'Loading' });
    t.send({ type: 'title.heading.changed', path: '/admin/customers/c-1/', text: 'Comercial del Norte' });
    expect(t.page()).toBe('Comercial del Norte');
    t.send({ type: 'title.heading.changed', path: '/admin/customers/c-1', text: null });
    expect(t.page()).toBeNull();
  });

  it('gives public pages and print pages no section', () => {
    expect(start('/unauthorized').section()).toBeNull();
    expect(start('/error/404').section()).toBeNull();
    expect(start('/documents/sales-order/so-1/print').section()).toBeNull();
    expect(start('/dashboard').section()).toBe('dashboard');
  });
});

describe('the page heading', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('is the main region\'s h1, whitespace collapsed, else the document\'s first h1, else none', () => {
    document.body.innerHTML = '<div role="dialog"><h1>Quick chat</h1></div><main><h1>  New\n  customer </h1></main>';
    expect(readPageHeading(document)).toBe('New customer');
    document.body.innerHTML = '<div><h1>Page not found</h1></div>';
    expect(readPageHeading(document)).toBe('Page not found');
    document.body.innerHTML = '<main><h1>  </h1><h2>Section</h2></main>';
    expect(readPageHeading(document)).toBeNull();
  });

  it('is reported when it appears and when its text changes, once per change, with the address', async () => {
    window.history.replaceState(null, '', '/admin/banks');
    const seen: unknown[] = [];
    // The observer reports to its parent: the title machine, with the real observer and no location listener.
    const parent = createActor(
      titleMachine.provide({ actors: { followAddress: quiet, watchHeading } }),
      { input: { location: { path: '/admin/banks', search: '' } } },
    );
    parent.subscribe((s) => seen.push(s.context.heading));
    parent.start();
    document.body.innerHTML = '<main><h1>Banks</h1></main>';
    await new Promise((r) => setTimeout(r, 0));
    expect(selectPageName(parent.getSnapshot())).toBe('Banks');
    document.querySelector('h1')!.textContent = 'Bancos';
    await new Promise((r) => setTimeout(r, 0));
    expect(selectPageName(parent.getSnapshot())).toBe('Bancos');
    const count = seen.length;
    document.body.appendChild(document.createElement('p'));
    await new Promise((r) => setTimeout(r, 0));
    expect(seen.length).toBe(count);
    parent.stop();
  });
});
