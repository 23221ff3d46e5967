/**
 * The contract form's view with its plan-term watcher (issue 10 gaps point 3), and the plan form: choosing a plan
 * in the Plan select puts that plan's term in Term (months); a term typed afterwards stays; the plan form's fields
 * are labelled in both languages, no axe violation.
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { demoConfig } from '../../src/config/runtime-config';
import { emptyContractInput } from '../../src/domain/contract';
import type { ServicePlan } from '../../src/domain/service-plan';
import type { FormActor } from '../../src/machines/kit/form.connect';
import { selectValues } from '../../src/machines/kit/form.machine';
import { contractsSection } from '../../src/machines/sections/contracts/contracts-record';
import { emptyPlanInput, plansSection } from '../../src/machines/sections/contracts/plans';
import type { SectionDeps } from '../../src/machines/sections/section-deps';
import { FormatProvider } from '../../src/views/kit/format-context';
import { ContractFields } from '../../src/views/sections/contracts/contract-fields';
import { PlanFields } from '../../src/views/sections/contracts/plan-fields';
import { loadCatalog, noAxeViolations, renderWithI18n } from '../kit/form-render';

const deps = { config: demoConfig('http://localhost:9090'), currency: 'MXN', country: 'MX', owner: { tenant: 'acme', user: 'usr_ana' } } as unknown as SectionDeps;
const plan = (id: string, code: string, termMonths: number): ServicePlan =>
  ({ id, code, name: `Plan ${code}`, type: 'internet', monthlyFee: 50_000, termMonths, status: 'active', version: 1, createdAt: '', createdBy: '', updatedAt: '', updatedBy: '' }) as ServicePlan;
const plans = [plan('p1', 'INT-6', 6), plan('p2', 'INT-24', 24)];

describe('contract form: the term follows the plan', () => {
  it('choosing a plan sets its term; a typed term stays until another plan is chosen', async () => {
    loadCatalog('en-US');
    const form = createActor(contractsSection(deps).form(), { input: { owner: 'contracts.create', draftKey: 'contracts:view', recordId: null, initial: emptyContractInput('2025-07-15', 'MX'), version: null } }).start() as unknown as FormActor;
    renderWithI18n(
      <FormatProvider currency="MXN">
        <ContractFields formRef={form} plans={plans} searchCustomers={async () => []} customerOption={null} />
      </FormatProvider>,
    );
    const term = screen.getByRole('textbox', { name: /Term \(months\)/ }) as HTMLInputElement;
    expect(term.value).toBe('12');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /Plan/ }), 'p2');
    expect(term.value).toBe('24');
    await userEvent.clear(term);
    await userEvent.type(term, '18');
    await userEvent.tab();
    expect((selectValues(form.getSnapshot() as never) as { termMonths: number }).termMonths).toBe(18);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /Plan/ }), 'p1');
    expect(term.value).toBe('6');
    expect(screen.getByText("The plan's term; change it if this contract differs.")).toBeTruthy();
  });
});

describe('plan form', () => {
  it.each([
    ['en-US', ['Code', 'Name', 'Type', 'Monthly fee', 'Term (months)', 'Status']],
    ['es-MX', ['Clave', 'Nombre', 'Tipo', 'Renta mensual', 'Plazo (meses)', 'Estatus']],
  ] as const)('%s: every field labelled, no axe violation', async (locale, labels) => {
    loadCatalog(locale);
    const form = createActor(plansSection(deps).form(), { input: { owner: 'plans.create', draftKey: 'plans:view', recordId: null, initial: emptyPlanInput(), version: null } }).start() as unknown as FormActor;
    renderWithI18n(
      <FormatProvider currency="MXN">
        <PlanFields formRef={form} />
      </FormatProvider>,
    );
    for (const label of labels) expect(screen.getByLabelText(new RegExp(`^${label.replace(/[()]/g, '\\$&')}`)), label).toBeTruthy();
    await noAxeViolations();
  });
});
