/**
 * Customers (/admin/customers) end to end, one story per flow: the list as its address, create, edit with a
 * conflict, the leave guard and drafts, the offline outbox, CSV export, deactivate/delete with Undo, permissions and
 * tenancy (P1, T2), a phone width (B4) and es-MX. API calls are seen through ApiWire (the mock answers in the page).
 */
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { ShellPage, StatusPageObject } from './pages/shell.page';
import { ApiWire, CustomerFormPage, CustomerRecordPage, CustomersListPage, LeaveDialog, dontOverflowHorizontally, fold, seeSettledAnimations } from './pages/customers.page';
import { axeViolations } from './support/a11y';
import { callApiAs, expect, signInAt, storedOidcUser, test } from './support/fixtures';
import { readCsv } from '../support/read-csv';

test.describe.configure({ mode: 'parallel' });

async function openCustomers(page: Page, url: string, email = 'ana@acme.test') {
  await signInAt(page, url, email);
  const list = new CustomersListPage(page);
  await list.seeList(/of [\d,]+$/);
  await list.seeSettled();
  return list;
}

test('list: 2,000 customers; accent-insensitive search, sort and filter live in the address; reload and Back restore the rows; axe clean dark and light', async ({
  page,
  tenantUrl,
}, testInfo) => {
  const list = await openCustomers(page, tenantUrl('acme', '/admin/customers'));
  await list.seeList('1–50 of 2,000');
  await list.seeSorted('Name', 'ascending');
  await page.screenshot({ path: testInfo.outputPath('list-dark.png') });
  await list.seeNoAxeViolations('list, dark');

  await list.typeSearch('jose');
  await expect(page).toHaveURL(/[?&]q=jose(&|$)/);
  await expect(list.pagination()).not.toContainText('of 2,000');
  await list.seeSettled();
  const names = await list.columnTexts('Name');
  expect(names.some((n) => n.includes('José')), `a name with José among ${names.join(' | ')}`).toBe(true);
  for (const row of await list.rowTexts()) expect(fold(row), row).toContain('jose');
  const searchTotal = (await list.pagination().textContent()) ?? '';

  await list.clickSortBy('Name');
  await list.seeSorted('Name', 'descending');
  await expect(page).toHaveURL(/[?&]sort=-name(&|$)/);
  await list.seeSettled();
  await expect.poll(async () => {
    const sorted = await list.columnTexts('Name');
    return sorted.length > 1 && sorted[0]!.localeCompare(sorted.at(-1)!, 'es', { sensitivity: 'base' }) >= 0;
  }).toBe(true);
  const sortedRows = await list.rowTexts();
  const sortedUrl = page.url();

  await list.chooseStatus('Inactive');
  await expect(page).toHaveURL(/[?&]status=inactive(&|$)/);
  await expect(page).toHaveURL(/[?&]q=jose(&|$)/);
  await list.seeSettled();
  await expect.poll(() => list.columnTexts('Status')).not.toContain('Active');
  const statuses = await list.columnTexts('Status');
  expect(new Set(statuses)).toEqual(new Set(['Inactive']));
  const filteredRows = await list.rowTexts();
  const filteredUrl = page.url();
  const filteredRange = (await list.pagination().textContent()) ?? '';
  await page.screenshot({ path: testInfo.outputPath('list-filtered.png') });

  await page.reload();
  await list.seeList(filteredRange);
  await list.seeSettled();
  expect(page.url()).toBe(filteredUrl);
  await expect(list.search()).toHaveValue('jose');
  await expect(list.statusFilter()).toHaveValue('inactive');
  await list.seeSorted('Name', 'descending');
  expect(await list.rowTexts()).toEqual(filteredRows);

  await page.goBack();
  await expect(page).toHaveURL(sortedUrl);
  await list.seeList(searchTotal);
  await list.seeSettled();
  await expect(list.statusFilter()).toHaveValue('');
  await expect.poll(() => list.rowTexts()).toEqual(sortedRows);

  await page.getByRole('button', { name: 'Settings' }).click();
  const drawer = page.getByRole('dialog', { name: 'Settings' });
  await drawer.getByText('Light', { exact: true }).click();
  await expect(page.locator('html')).toHaveClass(/scheme-light/);
  await drawer.getByRole('button', { name: 'Close settings' }).click();
  await expect(drawer).toBeHidden();
  await page.screenshot({ path: testInfo.outputPath('list-light.png') });
  await list.seeNoAxeViolations('list, light');
});

test('create: refused submit shows errors under the fields; a double click on Create sends exactly one POST; the new customer gets its CLI code and the list finds it', async ({
  page,
  tenantUrl,
}, testInfo) => {
  const wire = await ApiWire.install(page);
  const list = await openCustomers(page, tenantUrl('acme', '/admin/customers'));
  await list.clickNewCustomer();
  await expect(page).toHaveURL(tenantUrl('acme', '/admin/customers/new'));
  const form = new CustomerFormPage(page);
  await expect(form.form()).toBeVisible();

  await form.clickCreate();
  for (const label of ['Name', 'Tax ID', 'Street and number', 'City', 'State', 'Postal code']) await form.seeFieldError(label, 'Required');
  await expect(form.field('Name')).toBeFocused();
  await form.fill({ 'Tax ID': 'ABC123' });
  await form.clickCreate();
  await form.seeFieldError('Tax ID', 'Not a valid RFC');
  await page.screenshot({ path: testInfo.outputPath('create-errors.png'), fullPage: true });
  await list.seeNoAxeViolations('create form with errors');
  expect(await wire.calls({ method: 'POST' }), 'nothing is sent while the form is invalid').toEqual([]);

  const name = `Comercializadora Ñandú ${testInfo.workerIndex}${Date.now() % 100000}`;
  await form.fill({
    Name: name,
    'Tax ID': 'EKU9003173C9',
    Email: 'compras@nandu.mx',
    'Street and number': 'Av. Juárez 100',
    City: 'Mérida',
    State: 'Yucatán',
    'Postal code': '97000',
  });
  await form.dontSeeFieldError('Tax ID');
  await form.createButton().dblclick();
  const record = new CustomerRecordPage(page);
  await record.seeCustomer(name);
  await expect(page).toHaveURL(/\/admin\/customers\/[0-9a-f-]{36}$/);
  await record.seeDetail('Code', /^CLI-00\d{4}$/);
  await record.seeDetail('Tax ID', 'EKU9003173C9');
  await record.seeDetail('City', 'Mérida');
  const code = (await record.detail('Code').textContent())!;
  await page.waitForTimeout(400);
  const posts = await wire.calls({ method: 'POST', path: /^\/api\/catalogs\/customers$/ });
  expect(posts, 'exactly one POST for a double click').toHaveLength(1);
  expect(posts[0]!.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
  await page.screenshot({ path: testInfo.outputPath('created.png'), fullPage: true });

  await page.getByRole('link', { name: 'Back to customers' }).click();
  await list.seeSettled();
  await list.typeSearch(name);
  await expect(list.rows()).toHaveCount(1);
  await expect(list.rows().first()).toContainText(code);
  await expect(list.rows().first()).toContainText(name);
});

/** Opens the first customer of a search and returns its name. */
async function openCustomer(list: CustomersListPage, q: string) {
  await list.typeSearch(q);
  await list.seeSettled();
  await expect(list.rows()).not.toHaveCount(0);
  const name = (await list.columnTexts('Name'))[0]!;
  await list.clickRowNamed(name);
  const record = new CustomerRecordPage(list.page);
  await record.seeCustomer(name);
  return { name, record };
}

test('edit and conflict: tab B saves the same customer while tab A edits; A gets the conflict dialog naming the change; Overwrite saves; the version went up twice', async ({
  page,
  context,
  tenantUrl,
}, testInfo) => {
  const list = await openCustomers(page, tenantUrl('acme', '/admin/customers'));
  const { record } = await openCustomer(list, 'Abarrotes Azteca');
  const version = await record.version();
  const url = page.url();
  await record.clickEdit();
  const formA = new CustomerFormPage(page);
  await formA.fill({ Phone: '+52 55 1111 2222' });

  const pageB = await context.newPage();
  await pageB.goto(url);
  const recordB = new CustomerRecordPage(pageB);
  await expect(pageB.getByRole('button', { name: 'Edit', exact: true })).toBeVisible({ timeout: 20_000 });
  expect(await recordB.version()).toBe(version);
  await recordB.clickEdit();
  const formB = new CustomerFormPage(pageB);
  await formB.fill({ Email: 'pagos@azteca.example' });
  await formB.clickSave();
  await recordB.seeDetail('Email', 'pagos@azteca.example');
  await recordB.seeDetail('Version', String(version + 1));

  await formA.clickSave();
  const dialog = record.conflictDialog();
  await expect(dialog, `tab A saves at version ${version} after tab B saved ${version + 1}: a 409 and the conflict dialog`).toBeVisible();
  // Only what A changed is in question; B's Email is kept whatever A chooses.
  await expect(dialog).toContainText('Phone');
  await expect(dialog).not.toContainText('Email');
  await dialog.getByRole('button', { name: 'Overwrite with mine' }).click();
  await expect(dialog).toBeHidden();
  await record.seeDetail('Phone', '+52 55 1111 2222');
  await record.seeDetail('Email', 'pagos@azteca.example');
  await record.seeDetail('Version', String(version + 2));
});

/** Another session's save of the same record reaching the same backend: a PUT of every writable field with If-Match. */
async function saveAsAnotherSession(page: Page, id: string, change: Record<string, unknown>) {
  const user = (await storedOidcUser(page))!;
  return page.evaluate(
    async ({ id, change, token }) => {
      const headers = { Authorization: `Bearer ${token}`, 'X-Subdomain': 'acme', 'Content-Type': 'application/json', Accept: 'application/json' };
      const read = await fetch(`/api/catalogs/customers/${id}`, { headers });
      const c = (await read.json()) as Record<string, unknown>;
      const fields = ['name', 'taxId', 'email', 'phone', 'address', 'businessLineId', 'creditLimit', 'paymentTermsDays', 'status'];
      const body = Object.fromEntries(fields.map((f) => [f, c[f]]));
      const res = await fetch(`/api/catalogs/customers/${id}`, {
        method: 'PUT',
        headers: { ...headers, 'If-Match': `"${String(c.version)}"`, 'Idempotency-Key': crypto.randomUUID() },
        body: JSON.stringify({ ...body, ...change }),
      });
      return { status: res.status, version: ((await res.json()) as { version: number }).version };
    },
    { id, change, token: user.access_token },
  );
}

test('edit and conflict (one backend): another session saves the customer while ana edits; the conflict dialog lists the change; Overwrite saves; the version went up twice', async ({
  page,
  tenantUrl,
}, testInfo) => {
  const wire = await ApiWire.install(page);
  const list = await openCustomers(page, tenantUrl('acme', '/admin/customers'));
  const { record } = await openCustomer(list, 'Abarrotes Azteca');
  const version = await record.version();
  const id = new URL(page.url()).pathname.split('/').pop()!;
  await record.clickEdit();
  const form = new CustomerFormPage(page);
  await form.fill({ Phone: '+52 55 1111 2222' });

  const other = await saveAsAnotherSession(page, id, { email: 'pagos@azteca.example' });
  expect(other).toEqual({ status: 200, version: version + 1 });

  await form.clickSave();
  const dialog = record.conflictDialog();
  await expect(dialog).toBeVisible();
  await seeSettledAnimations(dialog);
  // Only the field ana changed is in question (their Email is kept either way).
  await expect(dialog).toContainText('1 field differs from yours');
  await expect(dialog).toContainText(/Phone\s*Yours\s*\+52 55 1111 2222\s*Stored now/);
  await expect(dialog).not.toContainText('Email');
  await page.screenshot({ path: testInfo.outputPath('conflict.png') });
  await list.seeNoAxeViolations('conflict dialog');
  await dialog.getByRole('button', { name: 'Overwrite with mine' }).click();
  await expect(dialog).toBeHidden();
  await record.seeDetail('Phone', '+52 55 1111 2222');
  await record.seeDetail('Version', String(version + 2));
  const puts = await wire.calls({ method: 'PUT', path: new RegExp(`/api/catalogs/customers/${id}$`) });
  // The other session's PUT, ana's refused PUT at the version she read, then the overwrite at the stored version.
  expect(puts.map((p) => p.ifMatch)).toEqual([`"${version}"`, `"${version}"`, `"${version + 1}"`]);
  const after = await callApiAs(page, { method: 'GET', path: `/api/catalogs/customers/${id}` });
  expect(after.body).toMatchObject({ version: version + 2, phone: '+52 55 1111 2222', email: 'pagos@azteca.example' });
});

test('leave guard: a nav link asks first; Stay keeps the text and the address; Discard and leave goes; a reload (the browser asks) keeps the draft with a notice', async ({
  page,
  tenantUrl,
}, testInfo) => {
  const browserAsked: string[] = [];
  page.on('dialog', (dialog) => {
    browserAsked.push(dialog.type());
    void dialog.accept();
  });
  await signInAt(page, tenantUrl('acme', '/admin/customers/new'), 'ana@acme.test');
  const form = new CustomerFormPage(page);
  await expect(form.form()).toBeVisible();
  const shell = new ShellPage(page);
  const leave = new LeaveDialog(page);
  await form.fill({ Name: 'Ferretería La Güera' });

  await shell.nav().getByRole('link', { name: 'Dashboard' }).click();
  await leave.seeAsked();
  await page.screenshot({ path: testInfo.outputPath('leave-question.png') });
  expect(await axeViolations(page), 'leave question').toEqual([]);
  await leave.clickStay();
  await expect(page).toHaveURL(tenantUrl('acme', '/admin/customers/new'));
  await expect(form.field('Name')).toHaveValue('Ferretería La Güera');
  await expect(page.getByRole('heading', { name: 'New customer', level: 1 })).toBeVisible();

  await shell.nav().getByRole('link', { name: 'Dashboard' }).click();
  await leave.clickDiscardAndLeave();
  await expect(page).toHaveURL(tenantUrl('acme', '/dashboard'));
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  expect(browserAsked, 'the in-app question, not the browser one').toEqual([]);

  // Back to a fresh form (the discarded text is gone), type, reload: the browser asks, the draft comes back.
  await shell.nav().getByRole('link', { name: 'Customers' }).click();
  await new CustomersListPage(page).clickNewCustomer();
  await expect(form.field('Name')).toHaveValue('');
  await form.fill({ Name: 'Papelería Ñu', City: 'Oaxaca' });
  await page.reload();
  expect(browserAsked).toEqual(['beforeunload']);
  await expect(form.field('Name')).toHaveValue('Papelería Ñu');
  await expect(form.field('City')).toHaveValue('Oaxaca');
  await form.seeRestoredDraftNotice();
  await page.screenshot({ path: testInfo.outputPath('draft-restored.png') });
});

test('offline: a save without connection waits in the outbox; back online it is sent once, with the same Idempotency-Key, and the record shows the change', async ({
  page,
  context,
  tenantUrl,
}, testInfo) => {
  const wire = await ApiWire.install(page);
  const list = await openCustomers(page, tenantUrl('acme', '/admin/customers'));
  const { record } = await openCustomer(list, 'Abarrotes Chapultepec');
  const id = new URL(page.url()).pathname.split('/').pop()!;
  const version = await record.version();
  await record.clickEdit();
  const form = new CustomerFormPage(page);
  await form.fill({ Phone: '+52 81 3333 4444' });

  // The mock answers inside the page, so setOffline alone does not cut it off: the services are also made
  // unreachable (fetch rejects with a TypeError, what the browser does without a network).
  await context.setOffline(true);
  await wire.setUnreachable(true);
  await form.clickSave();
  await form.seeOutboxNotice();
  await page.screenshot({ path: testInfo.outputPath('outbox.png') });
  await page.waitForTimeout(1500);
  const puts = () => wire.calls({ method: 'PUT', path: new RegExp(`/api/catalogs/customers/${id}$`) });
  expect(await puts(), 'one attempt, no automatic resend while offline').toHaveLength(1);

  await wire.setUnreachable(false);
  await context.setOffline(false);
  await form.dontSeeOutboxNotice();
  await record.seeDetail('Phone', '+52 81 3333 4444');
  await record.seeDetail('Version', String(version + 1));
  await page.waitForTimeout(500);
  const sent = await puts();
  expect(sent.filter((c) => c.delivered), 'exactly one PUT reached the mock').toHaveLength(1);
  expect(new Set(sent.map((c) => c.idempotencyKey)).size, 'the queued send reuses the key').toBe(1);
  expect(sent[0]!.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
  const stored = await callApiAs(page, { method: 'GET', path: `/api/catalogs/customers/${id}` });
  expect(stored.body).toMatchObject({ phone: '+52 81 3333 4444', version: version + 1 });
});


test('export: Export CSV shows progress, then downloads the filtered rows: the header of labels and exactly as many rows as the total, accents intact', async ({
  page,
  tenantUrl,
}) => {
  const list = await openCustomers(page, tenantUrl('acme', '/admin/customers'));
  await list.typeSearch('josé');
  await list.seeSettled();
  const total = Number(/of ([\d,]+)$/.exec((await list.pagination().innerText()).split('\n')[0]!.trim())?.[1]?.replace(/,/g, ''));
  expect(total).toBeGreaterThan(1);
  expect(total).toBeLessThan(100);
  const names = await list.columnTexts('Name');

  await page.evaluate(() => {
    const w = window as unknown as { __exportProgressSeen: boolean };
    w.__exportProgressSeen = false;
    new MutationObserver(() => {
      if (document.querySelector('[role="group"][aria-label="Export progress"] progress')) w.__exportProgressSeen = true;
    }).observe(document.body, { subtree: true, childList: true });
  });
  const download = page.waitForEvent('download');
  await list.clickExport();
  const file = await download;
  expect(file.suggestedFilename()).toBe('customers.csv');
  expect(await page.evaluate(() => (window as unknown as { __exportProgressSeen: boolean }).__exportProgressSeen), 'progress shown').toBe(true);
  await expect(page.getByRole('button', { name: 'Export CSV' })).toBeVisible();

  const buffer = await readFile(await file.path());
  // UTF-8 with its byte-order mark, so a spreadsheet program reads the accents right.
  expect([...buffer.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = new TextDecoder('utf-8', { fatal: true }).decode(buffer);
  expect(text).not.toMatch(/Ã|\uFFFD/);
  const [header, ...rows] = readCsv(text);
  expect(header).toEqual([
    'Code', 'Name', 'Tax ID', 'Email', 'Phone', 'Street and number', 'City', 'State', 'Postal code', 'Country',
    'Business line', 'Credit limit', 'Payment terms (days)', 'Status', 'Created', 'Last change',
  ]);
  expect(rows, 'one line per customer of the filtered total').toHaveLength(total);
  for (const row of rows) expect(row, row.join(',')).toHaveLength(header!.length);
  const csvNames = rows.map((r) => r[1]!);
  for (const name of names) expect(csvNames).toContain(name);
  expect(csvNames.some((n) => n.includes('José'))).toBe(true);
});

test('deactivate and delete with Undo: Inactive then Active again; delete after the question, Undo brings it back with the same code; an offer not taken goes after about 6 s', async ({
  page,
  tenantUrl,
}, testInfo) => {
  const list = await openCustomers(page, tenantUrl('acme', '/admin/customers'));
  await list.chooseStatus('Active');
  await list.seeSettled();
  const { name, record } = await openCustomer(list, 'Abarrotes Cuauhtémoc');
  const id = new URL(page.url()).pathname.split('/').pop()!;
  await record.seeStatus('Active');
  const code = (await record.detail('Code').textContent())!;
  const version = await record.version();

  await record.clickDeactivate();
  await record.seeStatus('Inactive');
  await record.seeUndoToast('Customer deactivated');
  await page.screenshot({ path: testInfo.outputPath('deactivated-undo.png') });
  await record.clickUndo();
  await record.seeStatus('Active');
  await expect(record.undoToast()).toHaveCount(0);
  await record.seeDetail('Version', String(version + 2));

  await record.clickDelete();
  await expect(record.deleteDialog()).toBeVisible();
  await seeSettledAnimations(record.deleteDialog());
  expect(await axeViolations(page), 'delete question').toEqual([]);
  await record.deleteDialog().getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText('This record was deleted.')).toBeVisible();
  await record.seeUndoToast('Customer deleted');
  expect((await callApiAs(page, { method: 'GET', path: `/api/catalogs/customers/${id}` })).status).toBe(404);
  await page.screenshot({ path: testInfo.outputPath('deleted-undo.png') });
  await record.clickUndo();
  await record.seeCustomer(name);
  await record.seeDetail('Code', code);
  const restored = await callApiAs(page, { method: 'GET', path: `/api/catalogs/customers/${id}` });
  expect(restored).toMatchObject({ status: 200, body: { id, code, status: 'active' } });

  // Not taken: the offer goes by itself and the change stands.
  await record.clickDeactivate();
  await record.seeUndoToast('Customer deactivated');
  await page.mouse.move(0, 0);
  await page.waitForTimeout(4_000);
  await expect(record.undoToast()).toBeVisible();
  await expect(record.undoToast()).toHaveCount(0, { timeout: 4_000 });
  await record.seeStatus('Inactive');
});

test('P1 sam (sales orders only) has no Customers item and gets the 404 page before any catalogs request; his token cannot write customers; nobody cannot read them', async ({
  page,
  tenantUrl,
}, testInfo) => {
  const wire = await ApiWire.install(page);
  await signInAt(page, tenantUrl('acme'), 'sam@acme.test');
  const shell = new ShellPage(page);
  await shell.seeDashboardOf('Acme Telecom');
  await shell.seeNavLinks(['Dashboard', 'Sales orders']);
  await expect(shell.nav().getByRole('link', { name: 'Customers' })).toHaveCount(0);

  await page.goto(tenantUrl('acme', '/admin/customers'));
  await new StatusPageObject(page).seeNotFound();
  await expect(page).toHaveURL(tenantUrl('acme', '/admin/customers'));
  await page.waitForTimeout(500);
  const calls = await wire.calls();
  expect(calls.length, 'the recorder sees the shell\'s own API calls').toBeGreaterThan(0);
  expect(calls.filter((c) => c.path.startsWith('/api/catalogs')), 'no catalogs request').toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('sam-404.png') });

  // Sales orders pick customers, so Order.Orders may read them (docs/mock-api.md); writing needs Catalogs.Customers.
  const write = await callApiAs(page, {
    method: 'POST',
    path: '/api/catalogs/customers',
    body: { name: 'Sam was here', taxId: 'EKU9003173C9', email: '', phone: '', address: { street: 'x', city: 'x', state: 'x', postalCode: '1', country: 'MX' }, businessLineId: null, creditLimit: 0, paymentTermsDays: 0, status: 'active' },
  });
  expect(write.status).toBe(403);
  const read = await callApiAs(page, { method: 'GET', path: '/api/catalogs/customers' });
  testInfo.annotations.push({ type: 'sam GET /api/catalogs/customers', description: String(read.status) });

  await new ShellPage(page).clickSignOut();
  await new StatusPageObject(page).seeLoggedOut();
  await signInAt(page, tenantUrl('acme', '/admin/customers'), 'nobody@acme.test');
  await new StatusPageObject(page).seeNotFound();
  expect((await wire.calls()).filter((c) => c.path.startsWith('/api/catalogs'))).toEqual([]);
  expect((await callApiAs(page, { method: 'GET', path: '/api/catalogs/customers' })).status).toBe(403);
});

test('T2 gus at globex sees only globex customers (English names, EINs, USD); the same requests sent as tenant acme get 403: the 404 page, the address unchanged, nothing of acme', async ({
  page,
  tenantUrl,
}, testInfo) => {
  const wire = await ApiWire.install(page);
  const list = await openCustomers(page, tenantUrl('globex', '/admin/customers'), 'gus@globex.test');
  await expect(page.getByRole('banner')).toContainText('Globex');
  const total = await list.pagination().innerText();
  expect(total).not.toContain('of 2,000');
  for (const taxId of await list.columnTexts('Tax ID')) expect(taxId).toMatch(/^\d{2}-\d{7}$/);
  for (const amount of await list.columnTexts('Credit limit')) expect(amount).toMatch(/^\$[\d,]+\.\d{2}$/);
  for (const name of await list.columnTexts('Name')) expect(name).toMatch(/^[A-Za-z0-9 .,&'-]+$/);
  await page.screenshot({ path: testInfo.outputPath('globex-list.png') });
  expect((await wire.calls({ path: /^\/api\/catalogs\// })).every((c) => c.subdomain === 'globex')).toBe(true);

  // The request edited on its way: gus's token, tenant acme.
  await wire.rewriteSubdomain('acme');
  await list.search().fill('Abarrotes');
  await new StatusPageObject(page).seeNotFound();
  const url = new URL(page.url());
  expect(`${url.origin}${url.pathname}`).toBe(tenantUrl('globex', '/admin/customers'));
  expect(url.searchParams.get('q')).toBe('Abarrotes');
  const sent = await wire.calls({ path: /^\/api\/catalogs\/customers\?.*q=Abarrotes/ });
  expect(sent.length).toBeGreaterThan(0);
  expect(sent.every((c) => c.subdomain === 'acme')).toBe(true);
  const replayed = await callApiAs(page, { method: 'GET', path: '/api/catalogs/customers?q=Abarrotes', tenant: 'acme' });
  expect(replayed.status).toBe(403);
  await expect(page.getByRole('main')).not.toContainText('Abarrotes');
  await expect(page.getByRole('main')).not.toContainText('CLI-');
  await page.screenshot({ path: testInfo.outputPath('globex-as-acme-404.png') });
});

test.describe('phone 320×640', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test('B4 the list and the form fit 320 px; a long unbroken name (and a 500-character search) does not widen the page', async ({ page, tenantUrl }, testInfo) => {
    const list = await openCustomers(page, tenantUrl('acme', '/admin/customers'));
    await dontOverflowHorizontally(page, 320);
    await page.screenshot({ path: testInfo.outputPath('phone-list.png') });
    await list.seeNoAxeViolations('list at 320 px');

    const token = 'W'.repeat(500);
    await list.typeSearch(token);
    // A search matching nothing says so (not the 'no customers yet' of an empty tenant) and offers to clear it.
    const empty = page.getByRole('region', { name: 'Customers' }).getByRole('status').filter({ hasText: 'No results' });
    await expect(empty).toContainText('Nothing matches your search and filters.');
    await expect(empty.getByRole('button', { name: 'Clear filters' })).toBeVisible();
    await dontOverflowHorizontally(page, 320);
    await page.screenshot({ path: testInfo.outputPath('phone-long-search.png') });

    await page.goto(tenantUrl('acme', '/admin/customers/new'));
    const form = new CustomerFormPage(page);
    await expect(form.form()).toBeVisible();
    await dontOverflowHorizontally(page, 320);
    await form.fill({ Name: token });
    // The name is capped at 200 characters (customerLimits.name): the longest unbroken name a customer can have.
    const name = await form.field('Name').inputValue();
    expect(name).toBe('W'.repeat(200));
    await form.fill({ 'Tax ID': 'EKU9003173C9', 'Street and number': 'Calle 5 de Mayo 12', City: 'Puebla', State: 'Puebla', 'Postal code': '72000' });
    for (const control of await form.form().locator('input, select, button').all()) {
      if (!(await control.isVisible())) continue;
      const box = (await control.boundingBox())!;
      expect(box.x, await control.evaluate((el) => el.outerHTML.slice(0, 80))).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, await control.evaluate((el) => el.outerHTML.slice(0, 80))).toBeLessThanOrEqual(320);
    }
    await page.screenshot({ path: testInfo.outputPath('phone-form.png'), fullPage: true });
    await form.clickCreate();
    const record = new CustomerRecordPage(page);
    await record.seeCustomer(name);
    await dontOverflowHorizontally(page, 320);
    const heading = (await page.getByRole('heading', { level: 1 }).boundingBox())!;
    expect(heading.x + heading.width).toBeLessThanOrEqual(320);
    await page.screenshot({ path: testInfo.outputPath('phone-record-long-name.png'), fullPage: true });

    await page.getByRole('link', { name: 'Back to customers' }).click();
    await list.seeSettled();
    await list.typeSearch(name);
    await expect(list.rows()).toHaveCount(1);
    await dontOverflowHorizontally(page, 320);
    await page.screenshot({ path: testInfo.outputPath('phone-list-long-name.png') });
  });
});

test('es-MX: after switching the language the list is in Spanish (Buscar, Estatus), amounts read $1,234.56 and the credit field says MXN; every form field has its own name', async ({
  page,
  tenantUrl,
}, testInfo) => {
  await openCustomers(page, tenantUrl('acme', '/admin/customers'));
  await page.getByRole('button', { name: 'Language: English' }).click();
  await page.getByRole('menuitem', { name: /Español/ }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-MX');
  await expect(page.getByRole('heading', { name: 'Clientes', level: 1 })).toBeVisible();
  const grid = page.getByRole('grid', { name: 'Clientes' });
  await expect(page.getByRole('searchbox', { name: 'Buscar' }).or(page.getByRole('textbox', { name: 'Buscar' }))).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Estatus' })).toHaveValue('');
  await expect(page.getByRole('navigation', { name: 'Paginación' })).toContainText('1–50 de 2,000');
  await expect(grid.getByRole('columnheader', { name: 'Límite de crédito' })).toBeVisible();
  const amounts = await new CustomersListPage(page).columnTexts('Límite de crédito');
  expect(amounts.length).toBeGreaterThan(0);
  for (const amount of amounts) expect(amount).toMatch(/^\$\d{1,3}(,\d{3})*\.\d{2}$/);
  await page.screenshot({ path: testInfo.outputPath('es-mx-list.png') });
  expect(await axeViolations(page), 'list es-MX').toEqual([]);

  await page.getByRole('link', { name: 'Nuevo cliente' }).click();
  const form = page.getByRole('form', { name: 'Nuevo cliente' });
  await expect(form).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'Límite de crédito (MXN)' })).toHaveValue('0.00');
  await form.getByRole('button', { name: 'Crear cliente' }).click();
  await expect(form.getByRole('textbox', { name: 'Nombre' })).toHaveAccessibleDescription(/Obligatorio/);
  await page.screenshot({ path: testInfo.outputPath('es-mx-form.png'), fullPage: true });
  const names = await form.locator('input:not([type="hidden"]), select, textarea').evaluateAll((controls) =>
    (controls as HTMLInputElement[]).map((c) => (c.labels?.[0]?.textContent ?? c.getAttribute('aria-label') ?? '').replace('*', '').trim()),
  );
  const repeated = names.filter((n, i) => names.indexOf(n) !== i);
  expect.soft(repeated, `fields sharing a name in es-MX: ${names.join(' | ')}`).toEqual([]);
});
