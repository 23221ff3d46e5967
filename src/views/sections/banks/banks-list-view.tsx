import { useLingui } from '@lingui/react';
import { useCallback, useMemo } from 'react';
import { bankStatuses, type Bank } from '../../../domain/bank';
import type { ListRef } from '../../../machines/kit/list.machine';
import { banksPath } from '../../../machines/sections/banks/banks-list';
import { Badge } from '../../kit/badge';
import { useFormats } from '../../kit/format-context';
import { ListPanel, type ListPanelColumn } from '../../kit/list-panel';
import { button } from '../../theme/recipes/button.css';
import { bankLabels, bankStatusLabels } from './bank-texts';
import { InAppLink } from '../../kit/in-app-link';

/** The banks tab (/admin/banks). */
export function BanksListView({ listRef, onNavigate }: { listRef: ListRef<Bank>; onNavigate: (to: string) => void }) {
  const { i18n } = useLingui();
  const f = useFormats();
  const label = (key: keyof typeof bankLabels) => i18n._(bankLabels[key]);
  const columns = useMemo<ListPanelColumn<Bank>[]>(
    () => [
      { id: 'code', header: label('code'), cell: (b) => b.code, width: '6rem' },
      { id: 'name', header: label('name'), cell: (b) => b.name },
      { id: 'swift', header: label('swift'), cell: (b) => b.swift },
      { id: 'status', header: label('status'), cell: (b) => <Badge tone={b.status === 'active' ? 'positive' : 'neutral'}>{i18n._(bankStatusLabels[b.status])}</Badge> },
      { id: 'updatedAt', header: label('updatedAt'), cell: (b) => f.dateTime(b.updatedAt) },
    ],
    [i18n.locale, f],
  );
  const onOpen = useCallback((row: Bank) => onNavigate(`${banksPath}/${encodeURIComponent(row.id)}`), [onNavigate]);
  return (
    <ListPanel
      listRef={listRef}
      caption={i18n._({ id: 'banks.list.caption', message: 'Banks' })}
      columns={columns}
      onOpen={onOpen}
      rowLabel={(b) => b.name}
      selectable={false}
      filters={[{ name: 'status', label: label('status'), options: bankStatuses.map((value) => ({ value, label: i18n._(bankStatusLabels[value]) })) }]}
      actions={
        <InAppLink className={button()} to={`${banksPath}/new`} onNavigate={onNavigate}>
          {i18n._({ id: 'banks.new', message: 'New bank' })}
        </InAppLink>
      }
      empty={{
        title: i18n._({ id: 'banks.empty.title', message: 'No banks yet' }),
        description: i18n._({ id: 'banks.empty.text', message: 'Banks you add appear here, and in the account pickers.' }),
      }}
    />
  );
}
