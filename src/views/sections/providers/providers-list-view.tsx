import { useLingui } from '@lingui/react';
import { useCallback, useMemo } from 'react';
import type { Bank } from '../../../domain/bank';
import { primaryBankAccount, supplierStatuses, type Supplier } from '../../../domain/supplier';
import type { ListRef } from '../../../machines/kit/list.machine';
import { bankLabel } from '../../../machines/sections/banking-api';
import { providersPath } from '../../../machines/sections/providers/providers-list';
import { Badge } from '../../kit/badge';
import { useFormats } from '../../kit/format-context';
import { ListPanel, type ListPanelColumn } from '../../kit/list-panel';
import { button } from '../../theme/recipes/button.css';
import * as page from '../section-page.css';
import { providerLabels, providerStatusLabels } from './provider-texts';
import { InAppLink } from '../../kit/in-app-link';

export function ProvidersListView({ listRef, banks, onNavigate }: { listRef: ListRef<Supplier>; banks: readonly Bank[] | null; onNavigate: (to: string) => void }) {
  const { i18n } = useLingui();
  const f = useFormats();
  const label = (key: keyof typeof providerLabels) => i18n._(providerLabels[key]);
  const columns = useMemo<ListPanelColumn<Supplier>[]>(
    () => [
      { id: 'code', header: label('code'), cell: (s) => s.code, width: '7rem' },
      { id: 'name', header: label('name'), cell: (s) => s.name },
      { id: 'taxId', header: label('taxId'), cell: (s) => s.taxId, width: '10rem' },
      { id: 'contactName', header: label('contactName'), cell: (s) => s.contactName },
      { id: 'email', header: label('email'), cell: (s) => s.email },
      { id: 'phone', header: label('phone'), cell: (s) => s.phone },
      {
        id: 'bank',
        header: label('bank'),
        cell: (s) => {
          const bank = banks?.find((b) => b.id === primaryBankAccount(s)?.bankId);
          return bank ? bankLabel(bank) : '';
        },
      },
      { id: 'paymentTermsDays', header: label('paymentTermsDays'), cell: (s) => f.number(s.paymentTermsDays), align: 'end' },
      { id: 'status', header: label('status'), cell: (s) => <Badge tone={s.status === 'active' ? 'positive' : 'neutral'}>{i18n._(providerStatusLabels[s.status])}</Badge> },
      { id: 'updatedAt', header: label('updatedAt'), cell: (s) => f.dateTime(s.updatedAt) },
    ],
    [i18n.locale, f, banks],
  );
  const onOpen = useCallback((row: Supplier) => onNavigate(`${providersPath}/${encodeURIComponent(row.id)}`), [onNavigate]);
  return (
    <>
      <header className={page.header}>
        <h1 className={page.title}>{i18n._({ id: 'providers.title', message: 'Providers' })}</h1>
      </header>
      <ListPanel
        listRef={listRef}
        caption={i18n._({ id: 'providers.title', message: 'Providers' })}
        columns={columns}
        onOpen={onOpen}
        rowLabel={(s) => s.name}
        selectable={false}
        filters={[{ name: 'status', label: label('status'), options: supplierStatuses.map((value) => ({ value, label: i18n._(providerStatusLabels[value]) })) }]}
        actions={
          <InAppLink className={button()} to={`${providersPath}/new`} onNavigate={onNavigate}>
            {i18n._({ id: 'providers.new', message: 'New provider' })}
          </InAppLink>
        }
        empty={{
          title: i18n._({ id: 'providers.empty.title', message: 'No providers yet' }),
          description: i18n._({ id: 'providers.empty.text', message: 'Providers you add appear here.' }),
        }}
      />
    </>
  );
}
