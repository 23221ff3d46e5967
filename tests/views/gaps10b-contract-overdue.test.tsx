/**
 * Contracts past their end (gaps10b point 2, DOMAIN.md `overdue`): one domain rule (`contractEndState`, the one the
 * service's `overdue`/`expiring` flags and filters use), the parser keeps the row's `overdue` flag, the list shows an
 * Overdue badge in the Ends column and offers the Overdue filter, the contract's page shows the long badge.
 */
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { demoConfig } from '../../src/config/runtime-config';
import { contractEndState, contractListSpec, type Contract } from '../../src/domain/contract';
import { parseContract } from '../../src/machines/sections/contracts/contract-api';
import { contractCsvColumns, contractsExportLogic, contractsListSpec, type ContractRow } from '../../src/machines/sections/contracts/contracts-list';
import { FormatProvider } from '../../src/views/kit/format-context';
import { ContractEndBadge } from '../../src/views/sections/contracts/contract-end-badge';
import { ContractsListView } from '../../src/views/sections/contracts/contracts-list-view';
import { startList } from '../kit/fixtures';
import { fakeLayout } from '../kit/list-render';
import { loadCatalog, noAxeViolations, renderWithI18n } from '../kit/form-render';

const contract = (over: Partial<Contract> & { expiring?: boolean; overdue?: boolean }): ContractRow => ({
  id: 'c1',
  version: 2,
  createdAt: '2024-01-01T12:00:00.000Z',
  createdBy: 'usr_ana',
  updatedAt: '2024-01-02T12:00:00.000Z',
  updatedBy: 'usr_ana',
  number: 'CON-000001',
  status: 'active',
  customerId: 'cus1',
  customerName: 'Tacos El Güero',
  planId: 'p1',
  planCode: 'INT-12',
  planName: 'Internet 100',
  monthlyFee: 49_900,
  startDate: '2024-07-01',
  endDate: '2025-07-01',
  termMonths: 12,
  billingDay: 5,
  installationAddress: { street: 'Av. Juárez 10', city: 'Puebla', state: 'Puebla', postalCode: '72000', country: 'MX' },
  notes: '',
  terms: [{ start: '2024-07-01', end: '2025-07-01', months: 12 }],
  ...over,
});

describe('the overdue rule', () => {
  it('active past its end is overdue; ending within 30 days is expiring; not active is neither', () => {
    expect(contractEndState(contract({ endDate: '2025-07-14' }), '2025-07-15')).toBe('overdue');
    expect(contractEndState(contract({ endDate: '2025-07-15' }), '2025-07-15')).toBe('expiring');
    expect(contractEndState(contract({ endDate: '2025-08-14' }), '2025-07-15')).toBe('expiring');
    expect(contractEndState(contract({ endDate: '2025-08-15' }), '2025-07-15')).toBe(null);
    expect(contractEndState(contract({ endDate: '2025-07-01', status: 'suspended' }), '2025-07-15')).toBe(null);
    expect(contractEndState(contract({ endDate: '2025-07-01', status: 'terminated' }), '2025-07-15')).toBe(null);
    // The service's list filter reads the same rule.
    const overdue = contractListSpec('2025-07-15').filters.overdue as { matches: (c: Contract, v: boolean) => boolean };
    expect(overdue.matches(contract({ endDate: '2025-07-14' }), true)).toBe(true);
    expect(overdue.matches(contract({ endDate: '2025-07-15' }), true)).toBe(false);
  });

  it('the parser keeps the list row\'s overdue flag (and only a boolean), the CSV carries it', () => {
    const raw = JSON.parse(JSON.stringify(contract({})));
    expect(parseContract({ ...raw, overdue: true, expiring: false }).overdue).toBe(true);
    expect(parseContract({ ...raw, overdue: 'yes' }).overdue).toBeUndefined();
    const csv = contractCsvColumns('MXN').find((c) => c.id === 'overdue')!;
    expect(csv.csv(contract({ overdue: true }))).toBe(true);
  });
});

describe('the contracts list and page show it', () => {
  it.each([
    ['en-US', 'Overdue', 'Active past its end', 'Expiring'],
    ['es-MX', 'Vencido', 'Activo después de su fin', 'Por vencer'],
  ] as const)('%s: the Ends column badges an overdue row, the Overdue filter is offered; no axe violation', async (locale, overdue, filterYes, expiring) => {
    loadCatalog(locale);
    const undoLayout = fakeLayout();
    const rows = [contract({ id: 'c1', number: 'CON-000001', overdue: true, expiring: false }), contract({ id: 'c2', number: 'CON-000002', endDate: '2025-08-01', overdue: false, expiring: true })];
    const { list } = startList({
      spec: contractsListSpec,
      fetchPage: fromPromise(async () => ({ items: rows, total: rows.length, page: 1, pageSize: 25 })),
    });
    const exportRef = createActor(contractsExportLogic(demoConfig('http://localhost:9090'), 'MXN')).start();
    renderWithI18n(
      <FormatProvider currency="MXN">
        <ContractsListView listRef={list as never} exportRef={exportRef as never} plans={[]} onNavigate={() => undefined} />
      </FormatProvider>,
    );
    await waitFor(() => expect(screen.getByText('CON-000001')).toBeTruthy());
    const first = screen.getByText('CON-000001').closest('tr')!;
    const second = screen.getByText('CON-000002').closest('tr')!;
    expect(first.textContent).toContain(overdue);
    expect(second.textContent).not.toContain(overdue);
    expect(second.textContent).toContain(expiring);
    expect(screen.getAllByRole('option', { name: filterYes }).length).toBe(1);
    await noAxeViolations();
    undoLayout();
  });

  it('the page\'s long badge (danger) from the rule, nothing for a contract in its term', () => {
    loadCatalog('en-US');
    const { unmount } = renderWithI18n(<ContractEndBadge state={contractEndState(contract({ endDate: '2025-07-01' }), '2025-07-15')} long />);
    expect(screen.getByText('Overdue: past its end, renew or terminate it')).toBeTruthy();
    unmount();
    renderWithI18n(<ContractEndBadge state={contractEndState(contract({ endDate: '2026-07-01' }), '2025-07-15')} long />);
    expect(screen.queryByText(/Overdue/)).toBeNull();
  });
});
