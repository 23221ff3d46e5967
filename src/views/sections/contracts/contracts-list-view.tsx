import { useLingui } from '@lingui/react';
import { useMemo } from 'react';
import { contractStatuses } from '../../../domain/contract';
import type { ServicePlan } from '../../../domain/service-plan';
import type { ExportRef } from '../../../machines/kit/export.machine';
import type { ListRef } from '../../../machines/kit/list.machine';
import { contractsPath, type ContractRow } from '../../../machines/sections/contracts/contracts-list';
import { DocumentListView, optionsOf, statusColumn, statusFilter, translated } from '../../kit/document-list';
import { useFormats } from '../../kit/format-context';
import type { ListPanelColumn } from '../../kit/list-panel';
import { ContractEndBadge, rowEndState } from './contract-end-badge';
import { contractLabels, contractStatusLabels, contractStatusTones } from './contract-texts';

/** The contracts (/contracts/services): status, plan, expiring and overdue filters; CSV; New contract. */
export function ContractsListView({ listRef, exportRef, plans, onNavigate }: { listRef: ListRef<ContractRow>; exportRef: ExportRef<ContractRow>; plans: readonly ServicePlan[] | null; onNavigate: (to: string) => void }) {
  const { i18n } = useLingui();
  const f = useFormats();
  const label = (key: keyof typeof contractLabels) => i18n._(contractLabels[key]);
  const columns = useMemo<ListPanelColumn<ContractRow>[]>(
    () => [
      { id: 'number', header: label('number'), cell: (c) => c.number, width: '9rem' },
      { id: 'customer', header: label('customerId'), cell: (c) => c.customerName },
      { id: 'plan', header: label('planId'), cell: (c) => `${c.planName} (${c.planCode})` },
      { id: 'monthlyFee', header: label('monthlyFee'), cell: (c) => f.money(c.monthlyFee), align: 'end' },
      { id: 'startDate', header: label('startDate'), cell: (c) => f.date(c.startDate) },
      {
        id: 'endDate',
        header: label('endDate'),
        cell: (c) => (
          <>
            {f.date(c.endDate)} <ContractEndBadge state={rowEndState(c)} />
          </>
        ),
      },
      statusColumn(i18n, label('status'), { labels: contractStatusLabels, tones: contractStatusTones }),
      { id: 'updatedAt', header: label('updatedAt'), cell: (c) => f.dateTime(c.updatedAt) },
    ],
    [i18n.locale, f],
  );
  return (
    <DocumentListView
      listRef={listRef}
      exportRef={exportRef}
      title={i18n._({ id: 'contracts.title', message: 'Service contracts' })}
      path={contractsPath}
      columns={columns}
      filters={[
        statusFilter(i18n, label('status'), contractStatuses, contractStatusLabels),
        { name: 'planId', label: label('planId'), options: optionsOf(plans, (p) => `${p.name} (${p.code})`) },
        {
          name: 'expiring',
          label: label('expiring'),
          options: [
            { value: 'true', label: i18n._({ id: 'contracts.filter.expiringYes', message: 'Ending within 30 days' }) },
            { value: 'false', label: i18n._({ id: 'contracts.filter.expiringNo', message: 'Not ending soon' }) },
          ],
        },
        {
          name: 'overdue',
          label: label('overdue'),
          options: [
            { value: 'true', label: i18n._({ id: 'contracts.filter.overdueYes', message: 'Active past its end' }) },
            { value: 'false', label: i18n._({ id: 'contracts.filter.overdueNo', message: 'Not overdue' }) },
          ],
        },
      ]}
      exportLabels={translated(i18n, contractLabels)}
      newLabel={i18n._({ id: 'contracts.new', message: 'New contract' })}
      empty={{
        title: i18n._({ id: 'contracts.empty.title', message: 'No contracts' }),
        description: i18n._({ id: 'contracts.empty.text', message: 'Contracts you write appear here.' }),
      }}
      onNavigate={onNavigate}
    />
  );
}
