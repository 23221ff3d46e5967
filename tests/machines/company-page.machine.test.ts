/**
 * The company page's machine against the platform (hosted in the mock), under a parent standing in for the session:
 * it loads acme's company into the kit's form, tells the session the new company only after a save succeeded (never
 * on a refusal, a conflict or a cancel), a stale version comes back as the form's conflict with what was typed kept,
 * malformed answers are refused whole, and a stored draft is offered again.
 */
import type { Server } from 'miragejs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, createMachine, waitFor } from 'xstate';
import { allPermissions } from '../../src/config/permissions';
import { demoConfig } from '../../src/config/runtime-config';
import type { CompanyInput, CompanyRecord } from '../../src/domain/company';
import { configureApiClient, resetApiClient } from '../../src/machines/effects/api-client';
import { writeDraft } from '../../src/machines/effects/draft-storage';
import type { Company } from '../../src/machines/effects/get-company';
import { selectConflict, selectIsConflict, selectIsRestored, selectShownErrors, selectValues, type FormRef } from '../../src/machines/kit/form.machine';
import {
  companyDraftKey,
  createCompanyPageMachine,
  selectCompanyError,
  selectCompanyForm,
  selectCompanyRecord,
  selectCompanySavedAt,
  selectIsCompanyFailed,
  type CompanyPageRef,
} from '../../src/machines/sections/company/company-page.machine';
import type { SectionDeps } from '../../src/machines/sections/section-deps';
import type { PlatformRequest, PlatformResponse, TenantService } from '../../src/platform/tenant-service';
import { makeTestServer, signAccessToken } from '../support/access-tokens';
import { send, testTenantService } from '../platform/support';

const config = { ...demoConfig('http://localhost:9090'), tenantBaseDomain: 'localhost' };
const root = { sub: 'usr_root', name: 'Root', tenants: ['acme', 'globex'], permissions: allPermissions };
const deps: SectionDeps = { config, currency: 'MXN', country: 'MX', owner: { tenant: 'acme', user: 'usr_root' } };

let server: Server;
let platform: TenantService;
let bend: (request: PlatformRequest) => PlatformResponse | null;
let writes: number;
/** Every page started by a test, stopped after it (a running form would write its draft into the next test). */
const started: { stop: () => void }[] = [];

beforeEach(async () => {
  localStorage.clear();
  sessionStorage.clear();
  platform = testTenantService().service;
  bend = () => null;
  writes = 0;
  server = makeTestServer({
    platform: {
      handle: async (request) => {
        if (request.method === 'PUT') writes += 1;
        return bend(request) ?? platform.handle(request);
      },
    },
  });
  const token = await signAccessToken(root);
  configureApiClient({ config, host: `acme.localhost:${window.location.port || '80'}`, origin: window.location.origin, getAccessToken: async () => token, renewAccessToken: async () => null });
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  for (const actor of started.splice(0)) actor.stop();
  resetApiClient();
  server.shutdown();
  vi.restoreAllMocks();
});

type CompanyForm = FormRef<CompanyInput, CompanyRecord>;

/** The company page under a parent that records what it is told (the session's `session.company.changed`). */
async function openPage() {
  const told: Company[] = [];
  const session = createActor(
    createMachine({
      invoke: { id: 'page', src: createCompanyPageMachine(deps) },
      on: { 'session.company.changed': { actions: ({ event }) => told.push((event as unknown as { company: Company }).company) } },
    }),
  ).start();
  started.push(session);
  const page = session.getSnapshot().children.page as unknown as CompanyPageRef;
  await waitFor(page, (s) => s.matches('editing') || s.matches('failed'), { timeout: 5_000 });
  const form = () => selectCompanyForm(page.getSnapshot()) as unknown as CompanyForm;
  return { page, form, told };
}

const change = (form: CompanyForm, name: string, value: unknown) => form.send({ type: 'form.field.change', name, value });
const current = async () => (await send(platform, 'GET', '/companies/current', { tenant: 'acme' })).body as CompanyRecord;

describe('company page machine', () => {
  it('loads the company into the form; a save tells the session the new company and the form starts again from the saved version', async () => {
    const { page, form, told } = await openPage();
    const loaded = selectCompanyRecord(page.getSnapshot())!;
    expect(loaded).toMatchObject({ slug: 'acme', currency: 'MXN' });
    expect(selectValues(form().getSnapshot())).toMatchObject({ tradeName: loaded.tradeName, taxRate: loaded.taxRate });
    change(form(), 'tradeName', 'Acme Renamed');
    expect(told).toEqual([]);
    form().send({ type: 'form.submit', idempotencyKey: 'key-company-0001' });
    await waitFor(page, (s) => selectCompanySavedAt(s) !== null, { timeout: 5_000 });
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ slug: 'acme', tradeName: 'Acme Renamed' });
    expect(selectCompanyRecord(page.getSnapshot())).toMatchObject({ tradeName: 'Acme Renamed', version: loaded.version + 1 });
    await waitFor(page, (s) => s.matches('editing') && selectCompanyForm(s) !== null);
    expect(selectValues(form().getSnapshot()).tradeName).toBe('Acme Renamed');
    expect((await current()).tradeName).toBe('Acme Renamed');
  });

  it('a value the rules refuse is shown under its field, nothing is sent and the session is not told', async () => {
    const { form, told } = await openPage();
    change(form(), 'taxRate', 150);
    form().send({ type: 'form.submit', idempotencyKey: 'key-company-0002' });
    expect(selectShownErrors(form().getSnapshot())).toMatchObject({ taxRate: ['out-of-range'] });
    expect(writes).toBe(0);
    expect(told).toEqual([]);
  });

  it('a stale version (someone saved meanwhile) is the form\'s conflict: what was typed stays, the session keeps its company', async () => {
    const { page, form, told } = await openPage();
    const loaded = selectCompanyRecord(page.getSnapshot())!;
    const other = await send(platform, 'PUT', '/companies/current', { tenant: 'acme', body: { tradeName: 'Acme by Someone Else' }, headers: { 'If-Match': `"${loaded.version}"` } });
    expect(other.status).toBe(200);
    change(form(), 'tradeName', 'Acme Mine');
    form().send({ type: 'form.submit', idempotencyKey: 'key-company-0003' });
    await waitFor(form(), selectIsConflict, { timeout: 5_000 });
    expect(selectConflict(form().getSnapshot())).toMatchObject({ tradeName: 'Acme by Someone Else', version: loaded.version + 1 });
    expect(selectValues(form().getSnapshot()).tradeName).toBe('Acme Mine');
    expect(told).toEqual([]);
    expect(selectCompanySavedAt(page.getSnapshot())).toBeNull();
    // Overwriting on purpose saves over the newer version, and only then is the session told.
    form().send({ type: 'form.conflict.overwrite', idempotencyKey: 'key-company-0004' });
    await waitFor(page, (s) => selectCompanySavedAt(s) !== null, { timeout: 5_000 });
    expect(told.map((c) => c.tradeName)).toEqual(['Acme Mine']);
  });

  it('a malformed company answer is refused whole: the page fails with malformed, no form; Retry loads it', async () => {
    bend = (request) => (request.method === 'GET' && request.path === '/companies/current' ? { status: 200, headers: { 'Content-Type': 'application/json' }, body: { slug: 'acme', tradeName: 'Half', taxRate: '16' } } : null);
    const { page, told } = await openPage();
    expect(selectIsCompanyFailed(page.getSnapshot())).toBe(true);
    expect(selectCompanyError(page.getSnapshot())).toBe('malformed');
    expect(selectCompanyRecord(page.getSnapshot())).toBeNull();
    expect(selectCompanyForm(page.getSnapshot())).toBeNull();
    bend = () => null;
    page.send({ type: 'company.retry' });
    await waitFor(page, (s) => s.matches('editing'), { timeout: 5_000 });
    expect(selectCompanyRecord(page.getSnapshot())?.slug).toBe('acme');
    expect(told).toEqual([]);
  });

  it('a malformed save answer is not taken: the session keeps its company and the form says malformed with the values kept', async () => {
    bend = (request) => (request.method === 'PUT' ? { status: 200, headers: { 'Content-Type': 'application/json' }, body: { tradeName: 'Injected' } } : null);
    const { page, form, told } = await openPage();
    change(form(), 'tradeName', 'Acme Typed');
    form().send({ type: 'form.submit', idempotencyKey: 'key-company-0005' });
    await waitFor(form(), (s) => s.context.formError !== null, { timeout: 5_000 });
    expect(form().getSnapshot().context.formError).toBe('malformed');
    expect(selectValues(form().getSnapshot()).tradeName).toBe('Acme Typed');
    expect(told).toEqual([]);
    expect(selectCompanySavedAt(page.getSnapshot())).toBeNull();
  });

  it('a stored draft is offered again (restored into the form); a stored draft of another shape is no draft', async () => {
    const stored = await current();
    writeDraft(deps.owner, companyDraftKey, { values: { ...stored, tradeName: 'From the draft' }, baseVersion: stored.version });
    const { form } = await openPage();
    expect(selectIsRestored(form().getSnapshot())).toBe(true);
    expect(selectValues(form().getSnapshot()).tradeName).toBe('From the draft');

    localStorage.clear();
    sessionStorage.clear();
    writeDraft(deps.owner, companyDraftKey, { values: { tradeName: 'Bad', taxRate: 'x' }, baseVersion: 1 });
    const again = await openPage();
    expect(selectIsRestored(again.form().getSnapshot())).toBe(false);
    expect(selectValues(again.form().getSnapshot()).tradeName).toBe(stored.tradeName);
  });
});
