import type { Locator, Page } from '@playwright/test';
import { callApiAs, expect, signInAt, test } from './support/fixtures';
import { TenantsPage } from './pages/tenants.page';
import { ApiWire } from './support/api-wire';

// SECURITY-TESTS N3 over the forms of the finished sections: on each catalog's edit form, a double click on Save, and
// Enter in a field followed at once by a click on Save, each send exactly one write request; Save is disabled while it
// is pending. Also the confirmation dialog (Deactivate) under a double click. The API answers in the page (Mirage), so
// the requests are counted by the ApiWire recorder (tests/e2e/support/api-wire.ts), held back 400 ms to widen the race.

const catalogs: [string, string][] = [
  ['/admin/customers', 'Customers'],
  ['/inventory/products', 'Products'],
  ['/admin/employees', 'Employees'],
  ['/admin/departments', 'Departments'],
  ['/admin/business-lines', 'Business lines'],
  ['/admin/providers', 'Providers'],
  ['/admin/banks', 'Banks'],
  ['/admin/document-templates', 'Document templates'],
  ['/inventory/warehouses', 'Warehouses'],
];

const writes = async (wire: ApiWire) => (await wire.calls()).filter((c) => c.method !== 'GET');

/** A free-text field of the form (a name, not a code with a format): it gets a short suffix, so Save has a change to send. */
async function changeAField(form: Locator): Promise<Locator> {
  for (const label of ['Name', 'Trade name', 'Legal name', 'First name', 'Description']) {
    const box = form.getByRole('textbox', { name: label, exact: true });
    if ((await box.count()) !== 1 || !(await box.isEditable())) continue;
    const value = await box.inputValue();
    if (value.trim().length === 0) continue;
    await box.fill(`${value.slice(0, 40)} N3`);
    return box;
  }
  throw new Error(`no free-text field to change in the form; its text boxes: ${(await form.getByRole('textbox').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? e.id))).join(', ')}`);
}

async function openEditForm(page: Page, tenantUrl: (s: string, p?: string) => string, path: string, title: string) {
  await page.goto(tenantUrl('acme', path));
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  const firstRow = page.getByRole('grid').getByRole('rowgroup').nth(1).getByRole('row').first();
  await firstRow.getByRole('gridcell').nth(1).click();
  await expect(page).toHaveURL(new RegExp(`${path}/[^/]+$`));
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  const form = page.getByRole('form', { name: /^Edit / });
  await expect(form).toBeVisible();
  return form;
}

for (const [path, title] of catalogs) {
  test(`N3 ${title}: a double click on Save, and Enter then a click, each send one request`, async ({ page, tenantUrl }) => {
    const wire = await ApiWire.install(page);
    await signInAt(page, tenantUrl('acme'), 'ana@acme.test');
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();

    // A double click on Save.
    let form = await openEditForm(page, tenantUrl, path, title);
    await wire.addRule({ name: 'slow writes', method: 'PUT', path: '^/api/', delayMs: 400 });
    await wire.addRule({ name: 'slow writes', method: 'PATCH', path: '^/api/', delayMs: 400 });
    await changeAField(form);
    const before = (await writes(wire)).length;
    const save = form.getByRole('button', { name: 'Save', exact: true });
    await save.dblclick();
    // While the request is pending the button is busy and disabled (its name may say Saving…).
    await expect(form.locator('button[type="submit"]')).toBeDisabled();
    await expect(page).toHaveURL(new RegExp(`${path}/[^/]+$`));
    await expect(form).toHaveCount(0);
    await page.waitForTimeout(500);
    const afterDouble = (await writes(wire)).slice(before);
    expect(afterDouble.map((c) => `${c.method} ${c.path}`), 'double click').toHaveLength(1);
    expect(afterDouble[0]!.status).toBeLessThan(300);

    // Enter in a field, then at once a click where Save is.
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    form = page.getByRole('form', { name: /^Edit / });
    await expect(form).toBeVisible();
    const field = await changeAField(form);
    const box = (await form.getByRole('button', { name: 'Save', exact: true }).boundingBox())!;
    const mark = (await writes(wire)).length;
    await field.press('Enter');
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await expect(form).toHaveCount(0);
    await page.waitForTimeout(500);
    const afterEnter = (await writes(wire)).slice(mark);
    expect(afterEnter.map((c) => `${c.method} ${c.path}`), 'Enter then click').toHaveLength(1);
    expect(afterEnter[0]!.idempotencyKey ?? afterEnter[0]!.ifMatch, 'the write is keyed or conditional').toBeTruthy();
  });
}

test('N3 the confirmation dialog (Deactivate a customer), company settings and a new shortcut: a double click sends one request', async ({ page, tenantUrl }) => {
  const wire = await ApiWire.install(page);
  // root: the company settings are the platform administrator's.
  await signInAt(page, tenantUrl('acme'), 'root@platform.test');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await wire.addRule({ name: 'slow writes', method: 'PUT', path: '^/api/', delayMs: 400 });
  await wire.addRule({ name: 'slow writes', method: 'POST', path: '^/api/', delayMs: 400 });

  // The confirmation dialog's action.
  await openEditForm(page, tenantUrl, '/admin/customers', 'Customers').then(() => page.getByRole('button', { name: 'Cancel', exact: true }).click());
  await page.getByRole('button', { name: 'Deactivate', exact: true }).click();
  const question = page.getByRole('alertdialog', { name: 'Deactivate this record?' });
  await expect(question).toBeVisible();
  let mark = (await writes(wire)).length;
  await question.getByRole('button', { name: 'Deactivate', exact: true }).dblclick();
  await expect(question).toHaveCount(0);
  await page.waitForTimeout(600);
  expect((await writes(wire)).slice(mark).map((c) => `${c.method} ${c.path}`), 'confirmation dialog').toHaveLength(1);

  // Company settings (/config).
  await page.goto(tenantUrl('acme', '/config'));
  const tradeName = page.getByRole('textbox', { name: 'Trade name', exact: true });
  await expect(tradeName).toBeVisible();
  await tradeName.fill(`${(await tradeName.inputValue()).slice(0, 40)} N3`);
  mark = (await writes(wire)).length;
  await page.getByRole('button', { name: 'Save company' }).dblclick();
  await expect.poll(async () => (await writes(wire)).slice(mark).every((c) => c.status !== null) && (await writes(wire)).length > mark).toBe(true);
  await page.waitForTimeout(600);
  expect((await writes(wire)).slice(mark).map((c) => `${c.method} ${c.path}`), 'company').toHaveLength(1);

  // A new shortcut (top bar).
  await page.getByRole('button', { name: 'Shortcuts' }).click();
  const panel = page.getByRole('dialog', { name: 'Shortcuts' });
  await panel.getByRole('button', { name: 'Add shortcut' }).click();
  const form = page.getByRole('dialog', { name: 'Add shortcut' });
  await form.getByLabel('Label').fill('Banks N3');
  await form.getByLabel('Description').fill('Every bank');
  await form.getByLabel('Icon').selectOption('tenants');
  await form.getByLabel('In-app page').check();
  await form.getByLabel('Link').fill('/admin/banks');
  const save = form.getByRole('button', { name: 'Save' });
  await expect(save).toBeEnabled();
  mark = (await writes(wire)).length;
  await save.dblclick();
  await expect(form).toHaveCount(0);
  await page.waitForTimeout(600);
  expect((await writes(wire)).slice(mark).map((c) => `${c.method} ${c.path}`), 'shortcut').toHaveLength(1);
});

// N3 on the lifecycle buttons and the stock adjustment (issue 11, the last slice): each a double click under a slow
// answer, exactly one write.
interface Page1<T> {
  items: T[];
}

test('N3 a stock adjustment, Confirm on a sales order and Dispatch on a delivery: a double click sends one request each', async ({ page, tenantUrl }) => {
  test.setTimeout(90_000);
  const wire = await ApiWire.install(page);
  await signInAt(page, tenantUrl('acme'), 'ana@acme.test');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await wire.addRule({ name: 'slow writes', method: 'POST', path: '^/api/', delayMs: 600 });

  // A stock adjustment (+1, found) on a level of the first warehouse.
  const [warehouse] = ((await callApiAs(page, { method: 'GET', path: '/api/inventory/warehouses?pageSize=1&sort=code' })).body as Page1<{ id: string }>).items;
  const [level] = ((await callApiAs(page, { method: 'GET', path: `/api/inventory/stock-levels?warehouseId=${warehouse!.id}&pageSize=1` })).body as Page1<{ id: string }>).items;
  await page.goto(tenantUrl('acme', `/inventory/warehouses/${warehouse!.id}/stock/${level!.id}/adjust`));
  const adjust = page.getByRole('form', { name: 'Adjust stock' });
  await expect(adjust).toBeVisible();
  await adjust.getByRole('textbox', { name: 'Change', exact: true }).fill('1');
  await adjust.getByRole('combobox', { name: 'Reason', exact: true }).selectOption({ label: 'Found' });
  let mark = (await writes(wire)).length;
  await adjust.getByRole('button', { name: 'Adjust stock' }).dblclick();
  await expect(page).toHaveURL(new RegExp(`/inventory/warehouses/${warehouse!.id}/movements$`));
  await page.waitForTimeout(800);
  expect((await writes(wire)).slice(mark).map((c) => `${c.method} ${c.path}`), 'stock adjustment').toEqual(['POST /api/inventory/stock-movements']);

  // Confirm on a draft sales order (no question first: the button itself, double-clicked).
  const [draft] = ((await callApiAs(page, { method: 'GET', path: '/api/ordering/sales-orders?status=draft&pageSize=1' })).body as Page1<{ id: string }>).items;
  expect(draft, 'a draft sales order in the seed').toBeTruthy();
  await page.goto(tenantUrl('acme', `/orders/${draft!.id}`));
  const confirm = page.getByRole('button', { name: 'Confirm', exact: true });
  await expect(confirm).toBeVisible();
  mark = (await writes(wire)).length;
  await confirm.dblclick();
  await expect.poll(async () => (await writes(wire)).slice(mark).filter((c) => c.status !== null).length, { timeout: 5000 }).toBeGreaterThan(0);
  await page.waitForTimeout(800);
  expect((await writes(wire)).slice(mark).map((c) => `${c.method} ${c.path}`), 'Confirm').toEqual([`POST /api/ordering/sales-orders/${draft!.id}/events`]);
  // And a second click once the first request is on the wire (a double click faster than the token read is one request
  // anyway: the machine's re-entered invoke drops the first before it leaves). While it is pending, Confirm is gone or
  // disabled; if it were there, the click would send a second request.
  const [another] = ((await callApiAs(page, { method: 'GET', path: '/api/ordering/sales-orders?status=draft&pageSize=1' })).body as Page1<{ id: string }>).items;
  await page.goto(tenantUrl('acme', `/orders/${another!.id}`));
  await expect(confirm).toBeVisible();
  mark = (await writes(wire)).length;
  await confirm.click();
  await expect.poll(async () => (await writes(wire)).slice(mark).length, { timeout: 5000 }).toBeGreaterThan(0);
  if ((await confirm.isVisible()) && (await confirm.isEnabled())) await confirm.click({ timeout: 1000 }).catch(() => undefined);
  await expect.poll(async () => (await writes(wire)).slice(mark).filter((c) => c.status !== null).length, { timeout: 5000 }).toBeGreaterThan(0);
  await page.waitForTimeout(800);
  expect((await writes(wire)).slice(mark).map((c) => `${c.method} ${c.path}`), 'Confirm, clicked again while pending').toEqual([`POST /api/ordering/sales-orders/${another!.id}/events`]);

  // Dispatch on a scheduled delivery: its question's Dispatch, double-clicked.
  const [scheduled] = ((await callApiAs(page, { method: 'GET', path: '/api/distribution/deliveries?status=scheduled&pageSize=1' })).body as Page1<{ id: string }>).items;
  expect(scheduled, 'a scheduled delivery in the seed').toBeTruthy();
  await page.goto(tenantUrl('acme', `/deliveries/${scheduled!.id}`));
  await page.getByRole('button', { name: 'Dispatch', exact: true }).click();
  const question = page.getByRole('alertdialog', { name: /Dispatch this delivery/ }).or(page.getByRole('dialog', { name: /Dispatch this delivery/ }));
  await expect(question).toBeVisible();
  mark = (await writes(wire)).length;
  await question.getByRole('button', { name: 'Dispatch', exact: true }).dblclick();
  await expect(question).toHaveCount(0);
  await expect.poll(async () => (await writes(wire)).slice(mark).filter((c) => c.status !== null).length, { timeout: 5000 }).toBeGreaterThan(0);
  await page.waitForTimeout(800);
  expect((await writes(wire)).slice(mark).map((c) => `${c.method} ${c.path}`), 'Dispatch').toEqual([`POST /api/distribution/deliveries/${scheduled!.id}/events`]);
});

test('N3 a tenant lifecycle action (Activate a new tenant): a double click on the question\'s button sends one event', async ({ page, tenantUrl }, testInfo) => {
  const events: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && /\/api\/tenant-management\/tenants\/[^/]+\/events$/.test(new URL(request.url()).pathname)) events.push(request.url());
  });
  // The platform service is a real server (not the in-page mock): its answers are held back by a route.
  await page.route(/\/api\/tenant-management\/tenants\/[^/]+\/events$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 600));
    await route.continue();
  });
  await signInAt(page, tenantUrl('acme', '/tenants'), 'root@platform.test');
  const tenants = new TenantsPage(page);
  await tenants.seeList();
  await tenants.clickNew();
  const subdomain = `n3-${testInfo.workerIndex}-${Date.now() % 100000}`;
  await tenants.fillNew({ subdomain, legalName: 'Submit Once S.A. de C.V.', tradeName: 'Submit Once', taxId: 'INI010101AA1' });
  await tenants.clickCreate();
  await expect(tenants.heading('Submit Once')).toBeVisible();
  await page.getByRole('group', { name: 'Lifecycle actions' }).getByRole('button', { name: 'Activate' }).click();
  const question = page.getByRole('alertdialog', { name: 'Activate this tenant?' }).or(page.getByRole('dialog', { name: 'Activate this tenant?' }));
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'Activate', exact: true }).dblclick();
  await tenants.seeStatus('Active');
  await page.waitForTimeout(800);
  expect(events.map((url) => new URL(url).pathname)).toEqual([`/api/tenant-management/tenants/${subdomain}/events`]);
});
