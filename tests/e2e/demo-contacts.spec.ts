/**
 * The contacts demo app (issue 14) as one story: the address book searched as you type, a contact opened by its
 * address (a reload keeps it), edited (job title, an e-mail with its label, a phone with its country, birthday, notes
 * that stay text, a tag), a picture refused for its type and then uploaded as a data URL, tags added, renamed and
 * deleted, a new contact created blank and opened in edit, deleted after confirmation, an unknown id's not-found state;
 * axe in dark and light, 320 px without overflow, es-MX headings.
 */
import { DemoPage } from './pages/demo.page';
import { ApiWire } from './support/api-wire';
import { chooseSpanish } from './pages/employees.page';
import { chooseScheme } from './pages/inventory-configuration.page';
import { expect, signInAt, test } from './support/fixtures';

const shots = '/tmp/shots/people14';
const png1x1 = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

test('contacts: search, open, reload, edit, picture, tags, new, delete, not found; axe light and dark, phone, es-MX', async ({ page, tenantUrl, cspViolations }) => {
  // The hostile notes below make the browser refuse (and report) an inline handler while the sanitizer reads them.
  test.info().annotations.push({ type: 'injects-csp-violation', description: 'hostile contact HTML' });
  const demo = new DemoPage(page);
  const wire = await ApiWire.install(page);
  await signInAt(page, tenantUrl('acme', '/apps/contacts'), 'ana@acme.test');
  await demo.seeHeading('Contacts');
  const main = page.getByRole('main');
  const book = main.getByRole('navigation', { name: 'Address book' });
  await expect(main.getByRole('status').filter({ hasText: /^\d+ contacts$/ })).toBeVisible();
  const total = Number((await main.getByRole('status').filter({ hasText: /^\d+ contacts$/ }).textContent())!.split(' ')[0]);
  expect(total).toBeGreaterThan(20);

  // Search as you type: every name shown contains the query.
  await main.getByRole('searchbox', { name: 'Search contacts' }).fill('ber');
  await expect(main.getByRole('status').filter({ hasText: /^\d+ contacts?$/ })).not.toHaveText(`${total} contacts`);
  const names = await book.getByRole('link').allTextContents();
  expect(names.length).toBeGreaterThan(0);
  for (const n of names) expect(n.toLowerCase()).toContain('ber');
  await page.screenshot({ path: `${shots}/contacts-search-dark-1280.png` });

  // Open one; its address holds it through a reload.
  const first = book.getByRole('link').first();
  const firstName = (await first.locator(':scope > span').nth(1).locator('span').first().textContent())!;
  await first.click();
  await expect(page).toHaveURL(/\/apps\/contacts\/[\w-]+$/);
  const detail = main.getByRole('region', { name: 'Contact' });
  await expect(detail.getByRole('heading', { level: 2, name: firstName })).toBeVisible();
  const url = page.url();
  await page.reload();
  await expect(detail.getByRole('heading', { level: 2, name: firstName })).toBeVisible();
  expect(page.url()).toBe(url);

  // Edit: what is typed is saved and shown (notes as text, never as markup).
  await detail.getByRole('button', { name: 'Edit' }).click();
  const form = detail.getByRole('form');
  await form.getByLabel('Job title').fill('Chief Tester');
  await form.getByRole('button', { name: 'Add an e-mail' }).click();
  const emailCount = await form.getByRole('textbox', { name: /^E-mail \d+$/ }).count();
  await form.getByRole('textbox', { name: `E-mail ${emailCount}` }).fill('not-an-address');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('Not an e-mail address, like name@example.com')).toBeVisible();
  await form.getByRole('textbox', { name: `E-mail ${emailCount}` }).fill('tester@work.test');
  await form.getByRole('combobox', { name: `Label of e-mail ${emailCount}` }).selectOption('Work');
  await form.getByRole('button', { name: 'Add a phone number' }).click();
  const phoneCount = await form.getByRole('textbox', { name: /^Phone \d+$/ }).count();
  await form.getByRole('combobox', { name: `Country of phone ${phoneCount}` }).selectOption('mx');
  await form.getByRole('textbox', { name: `Phone ${phoneCount}` }).fill('55 1234 5678');
  // The kit's day picker, typed in the interface's language (en-US: month first), taken when the field is left.
  await form.getByLabel('Birthday').fill('04/15/1990');
  await form.getByLabel('Birthday').blur();
  await form.getByLabel('Notes').fill('Plays <b>chess</b> on Sundays');
  // Picture: a text file is refused before anything is sent; a PNG is uploaded as a data URL.
  await form.getByLabel('Change picture').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(form.getByText('Choose a PNG, JPEG, GIF or WebP picture.')).toBeVisible();
  await form.getByLabel('Change picture').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png1x1 });
  await expect(form.locator('img[src^="data:image/png;base64,"]')).toBeAttached();
  await page.screenshot({ path: `${shots}/contacts-edit-dark-1280.png`, fullPage: true });
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(detail.getByRole('button', { name: 'Edit' })).toBeVisible();
  await expect(detail.getByText('Chief Tester')).toBeVisible();
  await expect(detail.getByRole('link', { name: 'tester@work.test' })).toBeVisible();
  await expect(detail.getByText('+52 55 1234 5678')).toBeVisible();
  await expect(detail.getByText('April 15, 1990')).toBeVisible();
  await expect(detail.getByText('Plays <b>chess</b> on Sundays')).toBeVisible();
  await page.reload();
  await expect(detail.getByText('Chief Tester')).toBeVisible();
  await expect(detail.locator('img[src^="data:image/png;base64,"]')).toBeAttached();

  // Tags: add, rename, put on the contact, delete (confirmed): it leaves the contact.
  await main.getByText('Manage tags').click();
  await main.getByRole('textbox', { name: 'New tag' }).fill('Chess club');
  await main.getByRole('button', { name: 'Add tag' }).click();
  const tagName = main.getByRole('textbox', { name: 'Name of the tag Chess club' });
  await expect(tagName).toBeVisible();
  await tagName.fill('Chess friends');
  await tagName.press('Enter');
  await expect(main.getByRole('textbox', { name: 'Name of the tag Chess friends' })).toBeVisible();
  await detail.getByRole('button', { name: 'Edit' }).click();
  await form.getByRole('checkbox', { name: 'Chess friends' }).check();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(detail.getByText('Chess friends', { exact: true })).toBeVisible();
  await main.getByRole('button', { name: 'Delete the tag Chess friends' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(main.getByRole('textbox', { name: 'Name of the tag Chess friends' })).toBeHidden();
  await expect(detail.getByText('Chess friends', { exact: true })).toBeHidden();

  // New contact: created blank, first, opened in edit.
  await main.getByRole('searchbox', { name: 'Search contacts' }).fill('');
  await main.getByRole('button', { name: 'New contact' }).click();
  await expect(form.getByLabel('Name')).toHaveValue('New Contact');
  await form.getByLabel('Name').fill('Zed Playwright');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(detail.getByRole('heading', { level: 2, name: 'Zed Playwright' })).toBeVisible();
  await expect(book.getByRole('link', { name: /Zed Playwright/ })).toBeVisible();
  await expect(main.getByRole('status').filter({ hasText: `${total + 1} contacts` })).toBeVisible();

  // Delete after confirmation: back to the book, gone from it.
  await detail.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(/\/apps\/contacts$/);
  await expect(book.getByRole('link', { name: /Zed Playwright/ })).toBeHidden();
  await expect(main.getByRole('status').filter({ hasText: `${total} contacts` })).toBeVisible();

  // The top bar's search finds the contact by name; its result opens the contact's page.
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByRole('combobox', { name: 'Search' }).fill(firstName);
  const option = page.getByRole('listbox').getByRole('group', { name: 'Contacts' }).getByRole('option', { name: new RegExp(firstName) });
  await option.first().click();
  await expect(page).toHaveURL(url);
  await expect(detail.getByRole('heading', { level: 2, name: firstName })).toBeVisible();

  // Unknown id: a not-found state, not a crash.
  await page.goto(tenantUrl('acme', '/apps/contacts/no-such-contact'));
  await expect(main.getByRole('heading', { name: 'Contact not found' })).toBeVisible();

  // Hostile and malformed answers (Chromium's sanitizer at work): markup in a name is text, notes lose their scripts
  // and handlers, a foreign picture is not loaded; an answer that is not a contact says so and Retry loads it.
  const hostile = {
    id: 'hostile-1', avatar: 'https://evil.test/track.png', name: '<img src=x onerror="window.__pwned=1">Eve', emails: [], phoneNumbers: [],
    title: '', company: '', birthday: null, address: null, tags: [],
    notes: '<p>Hi <strong>there</strong></p><img src=x onerror="window.__pwned=2"><script>window.__pwned=3</script><a href="javascript:window.__pwned=4">click</a>',
  };
  await wire.addRule({ name: 'hostile', method: 'GET', path: '^/api/apps/contacts/contact\\?id=hostile-1$', times: 1, fulfil: { status: 200, contentType: 'application/json', body: JSON.stringify(hostile) } });
  // An in-app move (a page load would drop the wire's rules): the address changes as a Back/Forward would.
  await page.evaluate(() => {
    history.pushState(null, '', '/apps/contacts/hostile-1');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(detail.getByRole('heading', { level: 2 })).toHaveText('<img src=x onerror="window.__pwned=1">Eve');
  await expect(detail.locator('strong', { hasText: 'there' })).toBeVisible();
  expect(await detail.locator('script, img[src="x"], img[src^="https:"], [onerror], a[href^="javascript:"]').count()).toBe(0);
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  // What the CSP refused is the inline handlers, nothing else.
  for (const violation of cspViolations) expect(violation).toBe('script-src-attr inline');
  await wire.addRule({ name: 'malformed', method: 'GET', path: '^/api/apps/contacts/contact\\?id=', times: 1, fulfil: { status: 200, contentType: 'application/json', body: '{"id": 3}' } });
  await book.getByRole('link').nth(1).click();
  await expect(detail.getByRole('alert')).toContainText('The answer of the demo API could not be read.');
  await detail.getByRole('button', { name: 'Try again' }).click();
  await expect(detail.getByRole('button', { name: 'Edit' })).toBeVisible();

  // Axe, dark and light, on the list with a contact open.
  await book.getByRole('link').first().click();
  await expect(detail.getByRole('button', { name: 'Edit' })).toBeVisible();
  await demo.seeNoAxeViolations('contacts dark');
  await detail.getByRole('button', { name: 'Edit' }).click();
  await demo.seeNoAxeViolations('contacts edit dark');
  await detail.getByRole('button', { name: 'Cancel' }).click();
  await chooseScheme(page, 'Light');
  await page.screenshot({ path: `${shots}/contacts-light-1280.png` });
  await demo.seeNoAxeViolations('contacts light');

  // Phone width, Spanish: the contact is its own page, then the book; no horizontal overflow.
  await chooseSpanish(page);
  await page.setViewportSize({ width: 320, height: 740 });
  await demo.seeHeading('Contactos');
  await expect(main.getByRole('button', { name: 'Editar' })).toBeVisible();
  await demo.dontOverflow();
  await page.screenshot({ path: `${shots}/contacts-detail-es-light-320.png`, fullPage: true });
  await main.getByRole('link', { name: '← Todos los contactos' }).click();
  await expect(main.getByRole('searchbox', { name: 'Buscar contactos' })).toBeVisible();
  await demo.dontOverflow();
  await page.screenshot({ path: `${shots}/contacts-list-es-light-320.png` });
  await demo.seeNoAxeViolations('contacts es-MX 320');
});
