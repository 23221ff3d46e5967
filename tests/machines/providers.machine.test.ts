// @vitest-environment node
/**
 * The providers and banks sections' machines (issue 9): the provider form keeps the catalogs service's account rules
 * (a bad CLABE or a CLABE of another bank is refused under the account's field before any request; a good one is sent
 * without the spaces typed), drafts are read back only when they have the form's shape, answers are checked whole,
 * and the bank record machine never takes the accounts tab for a bank id. Paths generated from the provider form
 * never send an account that breaks the rules.
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { demoConfig } from '../../src/config/runtime-config';
import { clabeCheckDigit } from '../../src/domain/clabe';
import { rfcCheckDigit } from '../../src/domain/rfc';
import { validateSupplier, type Supplier, type SupplierInput } from '../../src/domain/supplier';
import { selectShownErrors, type FormEvent, type FormInput, type SaveRecordInput } from '../../src/machines/kit/form.machine';
import { bankChoices, parseBank, parseBankAccount } from '../../src/machines/sections/banking-api';
import { bankIdFromPath, isBankAccountInput } from '../../src/machines/sections/banks/banks-record';
import { parseSupplier } from '../../src/machines/sections/providers/provider-api';
import { isSupplierInput, providersSection } from '../../src/machines/sections/providers/providers-record';
import type { SectionDeps } from '../../src/machines/sections/section-deps';
import { doneEvent } from '../support/path-events';

const deps: SectionDeps = { config: demoConfig('http://localhost:9090'), currency: 'MXN', country: 'MX', owner: { tenant: 'acme', user: 'usr_ana' } };
const clabe = (first17: string) => `${first17}${clabeCheckDigit(first17)}`;
const good = clabe('01218000118359719');
const badDigit = `${good.slice(0, 17)}${(Number(good[17]) + 1) % 10}`;
const otherBank = clabe('07218000118359719');
const codes: Record<string, string> = { bbva: '012', banorte: '072' };
const values = (accountNumber: string, bankId = 'bbva'): SupplierInput => ({
  name: 'Distribuidora del Bajío',
  taxId: `DBA120101AB${rfcCheckDigit('DBA120101AB')}`,
  contactName: '',
  email: '',
  phone: '',
  paymentTermsDays: 30,
  status: 'active',
  bankAccounts: [{ bankId, scheme: 'clabe', accountNumber, routingNumber: '', primary: true }],
});
const stored: Supplier = { ...values(good), id: 's1', code: 'PRV-0001', version: 1, createdAt: '2025-01-01T00:00:00.000Z', createdBy: 'x', updatedAt: '2025-01-01T00:00:00.000Z', updatedBy: 'x' };

function startForm() {
  const saves: SaveRecordInput<SupplierInput>[] = [];
  const form = providersSection(deps, (id) => codes[id])
    .form()
    .provide({
      actors: {
        saveRecord: fromPromise<Supplier, SaveRecordInput<SupplierInput>>(async ({ input }) => {
          saves.push(input);
          return { ...stored, ...input.values, version: 2 };
        }),
      },
      actions: { persistDraft: () => undefined, clearDraft: () => undefined },
    });
  const input: FormInput<SupplierInput> = { owner: 'providers.form', draftKey: 'providers:new', initial: values(''), version: null };
  return { actor: createActor(form, { input }).start(), saves };
}
const change = (value: SupplierInput['bankAccounts']) => ({ type: 'form.field.change' as const, name: 'bankAccounts', value });

describe('provider form', () => {
  it('a bad CLABE is refused under the account field, and nothing is sent', async () => {
    const { actor, saves } = startForm();
    actor.send(change(values(badDigit).bankAccounts));
    actor.send({ type: 'form.submit', idempotencyKey: 'k1' });
    expect(selectShownErrors(actor.getSnapshot())['bankAccounts.0.accountNumber']).toEqual(['invalid-clabe']);
    expect(saves).toEqual([]);
  });

  it('a CLABE of another bank than the one chosen is refused (the screen knows the banks codes)', () => {
    const { actor, saves } = startForm();
    actor.send(change(values(otherBank).bankAccounts));
    actor.send({ type: 'form.submit', idempotencyKey: 'k1' });
    expect(selectShownErrors(actor.getSnapshot())['bankAccounts.0.accountNumber']).toEqual(['bank-mismatch']);
    expect(saves).toEqual([]);
  });

  it('a good CLABE typed with spaces is sent without them, once', async () => {
    const { actor, saves } = startForm();
    actor.send(change(values(`${good.slice(0, 3)} ${good.slice(3)}`).bankAccounts));
    actor.send({ type: 'form.submit', idempotencyKey: 'k1' });
    await waitFor(actor, (s) => !s.hasTag('submitting'));
    expect(saves).toHaveLength(1);
    expect(saves[0]?.idempotencyKey).toBe('k1');
  });

  it('drafts are taken back only with the form shape; answers are checked whole', () => {
    expect(isSupplierInput(values(good))).toBe(true);
    expect(isSupplierInput({ ...values(good), bankAccounts: [{ bankId: 'x', scheme: 'swift', accountNumber: '', routingNumber: '', primary: true }] })).toBe(false);
    expect(isSupplierInput({ ...values(good), paymentTermsDays: '30' })).toBe(false);
    expect(isBankAccountInput({ bankId: 'b', name: 'n', currency: 'MXN', scheme: 'clabe', accountNumber: good, routingNumber: '', status: 'active' })).toBe(true);
    expect(isBankAccountInput({ bankId: 'b', name: 'n' })).toBe(false);
    expect(parseSupplier(stored)).toEqual(stored);
    expect(() => parseSupplier({ ...stored, bankAccounts: [{ ...stored.bankAccounts[0], primary: 'yes' }] })).toThrow(TypeError);
    expect(() => parseSupplier({ ...stored, bankAccounts: null })).toThrow(TypeError);
    expect(() => parseBank({ ...stored, code: '002', swift: 'BNMXMXMM', status: 'gone' })).toThrow(TypeError);
    expect(() => parseBankAccount({ ...stored, bankId: '', name: 'x', currency: 'MXN', scheme: 'clabe', accountNumber: good, routingNumber: '', status: 'active' })).toThrow(TypeError);
  });
});

describe('banks section', () => {
  it('the bank record follows /admin/banks/<id> but not the accounts tab', () => {
    expect(bankIdFromPath('/admin/banks/b-1')).toBe('b-1');
    expect(bankIdFromPath('/admin/banks/accounts')).toBeNull();
    expect(bankIdFromPath('/admin/banks/accounts/a-1')).toBeNull();
    expect(bankIdFromPath('/admin/banks/new')).toBeNull();
    expect(bankIdFromPath('/admin/banks')).toBeNull();
  });

  it('pickers offer active banks and keep the one already chosen', () => {
    const bank = (id: string, status: 'active' | 'inactive') => ({ id, code: id, name: id, swift: '', status, version: 1, createdAt: '', createdBy: '', updatedAt: '', updatedBy: '' });
    const banks = [bank('a', 'active'), bank('b', 'inactive'), bank('c', 'active')];
    expect(bankChoices(banks, null).map((b) => b.id)).toEqual(['a', 'c']);
    expect(bankChoices(banks, 'b').map((b) => b.id)).toEqual(['a', 'b', 'c']);
  });
});

describe('provider form: generated paths', () => {
  const form = providersSection(deps, (id) => codes[id]).form();
  const accounts = [values(good), values(badDigit), values(otherBank), values(clabe('07218000118359719'), 'banorte'), { ...values(good), bankAccounts: [] }];
  const events = [
    ...accounts.map((v) => change(v.bankAccounts)),
    { type: 'form.submit', idempotencyKey: 'k1' },
    doneEvent('saveRecord', { ...stored, version: 2 }),
  ] as unknown as FormEvent[];
  const input: FormInput<SupplierInput> = { owner: 'providers.form', draftKey: 'providers:new', initial: values(''), version: null };
  const serializeState = (state: { value: unknown; context: object }) => {
    const { submitCount: _ignored, ...context } = state.context as { submitCount: number };
    return JSON.stringify({ value: state.value, context });
  };
  const paths = getShortestPaths(form, { events, input, serializeState: serializeState as never });

  it('reaches saving and saved, and every path into saving carries accounts that keep the rules', () => {
    const submitting = paths.filter((p) => p.state.hasTag('submitting'));
    expect(submitting.length).toBeGreaterThan(0);
    expect(paths.some((p) => p.state.status === 'done' || JSON.stringify(p.state.value).includes('saved'))).toBe(true);
    for (const path of submitting) {
      const v = (path.state.context as { values: SupplierInput }).values;
      expect(validateSupplier(v, { country: 'MX', bankCode: (id) => codes[id] }), path.steps.map((s) => s.event.type).join(' > ')).toEqual({});
    }
  });
});
