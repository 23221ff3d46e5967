import { useLingui } from '@lingui/react';
import { useSelector } from '@xstate/react';
import { useCallback, useMemo } from 'react';
import { contractStatuses } from '../../../domain/contract';
import type { ServicePlan } from '../../../domain/service-plan';
import type { ExportRef } from '../../../machines/kit/export.machine';
import { selectQuery, type ListRef } from '../../../machines/kit/list.machine';
import { contractsPath, type ContractRow } from '../../../machines/sections/contracts/contracts-list';
import { Badge } from '../../kit/badge';
import { useFormats } from '../../kit/format-context';
import { InAppLink } from '../../kit/in-app-link';
import { ExportButton } from '../../kit/list-export';
import { ListPanel, type ListPanelColumn } from '../../kit/list-panel';
import { button } from '../../theme/recipes/button.css';
import * as page from '../section-page.css';
import { ContractEndBadge, rowEndState } from './contract-end-badge';
import { contractLabels, contractStatusLabels, contractStatusTones } from './contract-texts';

/** The contracts (/contracts/services): status, plan, expiring and overdue filters; CSV; New contract. */
export function ContractsListView({ listRef, exportRef, plans, onNavigate }: { listRef: ListRef<ContractRow>; exportRef: ExportRef<ContractRow>; plans: readonly ServicePlan[] | null; onNavigate: (to: string) => void }) {
  const { i18n } = useLingui();
  const f = useFormats();
  const query = useSelector(listRef, selectQuery);
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
      { id: 'status', header: label('status'), cell: (c) => <Badge tone={contractStatusTones[c.status]}>{i18n._(contractStatusLabels[c.status])}</Badge> },
      { id: 'updatedAt', header: label('updatedAt'), cell: (c) => f.dateTime(c.updatedAt) },
    ],
    [i18n.locale, f],
  );
  const onOpen = useCallback((row: ContractRow) => onNavigate(`${contractsPath}/${encodeURIComponent(row.id)}`), [onNavigate]);
  const labels = Object.fromEntries(Object.entries(contractLabels).map(([key, message]) => [key, i18n._(message)]));
  const title = i18n._({ id: 'contracts.title', message: 'Service contracts' });
  return (
    <>
      <header className={page.header}>
        <h1 className={page.title}>{title}</h1>
      </header>
      <ListPanel
        listRef={listRef}
        caption={title}
        columns={columns}
        onOpen={onOpen}
        rowLabel={(c) => c.number}
        selectable={false}
        filters={[
          { name: 'status', label: label('status'), options: contractStatuses.map((s) => ({ value: s, label: i18n._(contractStatusLabels[s]) })) },
          { name: 'planId', label: label('planId'), options: (plans ?? []).map((p) => ({ value: p.id, label: `${p.name} (${p.code})` })) },
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
        actions={
          <>
            <ExportButton exportRef={exportRef} query={query} labels={labels} />
            <InAppLink className={button()} to={`${contractsPath}/new`} onNavigate={onNavigate}>
              {i18n._({ id: 'contracts.new', message: 'New contract' })}
            </InAppLink>
          </>
        }
        empty={{
          title: i18n._({ id: 'contracts.empty.title', message: 'No contracts' }),
          description: i18n._({ id: 'contracts.empty.text', message: 'Contracts you write appear here.' }),
        }}
      />
    </>
  );
}
