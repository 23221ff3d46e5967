import { useLingui } from '@lingui/react';
import { useCallback, useMemo } from 'react';
import type { Bank } from '../../../domain/bank';
import { accountCurrencies, bankAccountStatuses, displayAccountNumber, type BankAccount } from '../../../domain/bank-account';
import type { ListRef } from '../../../machines/kit/list.machine';
import { bankLabel } from '../../../machines/sections/banking-api';
import { bankAccountsPath } from '../../../machines/sections/banks/banks-list';
import { Badge } from '../../kit/badge';
import { useFormats } from '../../kit/format-context';
import { ListPanel, type ListPanelColumn } from '../../kit/list-panel';
import { button } from '../../theme/recipes/button.css';
import { accountLabels, bankStatusLabels } from './bank-texts';
import * as css from './banks.css';
import { InAppLink } from '../../kit/in-app-link';

/** The company's accounts tab (/admin/banks/accounts): banks named, inactive ones too (they stay shown where used). */
export function BankAccountsListView({ listRef, banks, onNavigate }: { listRef: ListRef<BankAccount>; banks: readonly Bank[] | null; onNavigate: (to: string) => void }) {
  const { i18n } = useLingui();
  const f = useFormats();
  const label = (key: keyof typeof accountLabels) => i18n._(accountLabels[key]);
  const bankName = useCallback((id: string) => {
    const bank = banks?.find((b) => b.id === id);
    return bank ? bankLabel(bank) : '';
  }, [banks]);
  const columns = useMemo<ListPanelColumn<BankAccount>[]>(
    () => [
      { id: 'name', header: label('name'), cell: (a) => a.name },
      { id: 'bankId', header: label('bankId'), cell: (a) => bankName(a.bankId) },
      { id: 'accountNumber', header: label('accountNumber'), cell: (a) => <span className={css.number}>{displayAccountNumber(a)}</span> },
      { id: 'routingNumber', header: label('routingNumber'), cell: (a) => <span className={css.number}>{a.routingNumber}</span> },
      { id: 'currency', header: label('currency'), cell: (a) => a.currency, width: '6rem' },
      { id: 'status', header: label('status'), cell: (a) => <Badge tone={a.status === 'active' ? 'positive' : 'neutral'}>{i18n._(bankStatusLabels[a.status])}</Badge> },
      { id: 'updatedAt', header: label('updatedAt'), cell: (a) => f.dateTime(a.updatedAt) },
    ],
    [i18n.locale, f, bankName],
  );
  const onOpen = useCallback((row: BankAccount) => onNavigate(`${bankAccountsPath}/${encodeURIComponent(row.id)}`), [onNavigate]);
  return (
    <ListPanel
      listRef={listRef}
      caption={i18n._({ id: 'bankAccounts.list.caption', message: 'Bank accounts' })}
      columns={columns}
      onOpen={onOpen}
      rowLabel={(a) => a.name}
      selectable={false}
      filters={[
        { name: 'status', label: label('status'), options: bankAccountStatuses.map((value) => ({ value, label: i18n._(bankStatusLabels[value]) })) },
        { name: 'currency', label: label('currency'), options: accountCurrencies.map((value) => ({ value, label: value })) },
      ]}
      actions={
        <InAppLink className={button()} to={`${bankAccountsPath}/new`} onNavigate={onNavigate}>
          {i18n._({ id: 'bankAccounts.new', message: 'New account' })}
        </InAppLink>
      }
      empty={{
        title: i18n._({ id: 'bankAccounts.empty.title', message: 'No bank accounts yet' }),
        description: i18n._({ id: 'bankAccounts.empty.text', message: "The company's own accounts appear here." }),
      }}
    />
  );
}
