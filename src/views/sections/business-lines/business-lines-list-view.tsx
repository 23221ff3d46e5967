import { useLingui } from '@lingui/react';
import { useCallback, useMemo } from 'react';
import { businessLineStatuses, type BusinessLine } from '../../../domain/business-line';
import type { ListRef } from '../../../machines/kit/list.machine';
import { businessLinesPath } from '../../../machines/sections/business-lines/business-lines-list';
import { Badge } from '../../kit/badge';
import { useFormats } from '../../kit/format-context';
import { ListPanel, type ListPanelColumn } from '../../kit/list-panel';
import { button } from '../../theme/recipes/button.css';
import * as page from '../section-page.css';
import { businessLineLabels, businessLineStatusLabels, businessLineTexts } from './business-line-texts';
import { InAppLink } from '../../kit/in-app-link';

export function BusinessLinesListView({ listRef, onNavigate }: { listRef: ListRef<BusinessLine>; onNavigate: (to: string) => void }) {
  const { i18n } = useLingui();
  const f = useFormats();
  const columns = useMemo<ListPanelColumn<BusinessLine>[]>(
    () => [
      { id: 'code', header: i18n._(businessLineLabels.code), cell: (l) => l.code, width: '8rem' },
      { id: 'name', header: i18n._(businessLineLabels.name), cell: (l) => l.name },
      {
        id: 'status',
        header: i18n._(businessLineLabels.status),
        cell: (l) => <Badge tone={l.status === 'active' ? 'positive' : 'neutral'}>{i18n._(businessLineStatusLabels[l.status])}</Badge>,
      },
      { id: 'updatedAt', header: i18n._(businessLineLabels.updatedAt), cell: (l) => f.dateTime(l.updatedAt) },
    ],
    [i18n.locale, f],
  );
  const onOpen = useCallback((row: BusinessLine) => onNavigate(`${businessLinesPath}/${encodeURIComponent(row.id)}`), [onNavigate]);
  const title = i18n._(businessLineTexts.title);
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
        rowLabel={(l) => l.name}
        selectable={false}
        filters={[
          {
            name: 'status',
            label: i18n._(businessLineLabels.status),
            options: businessLineStatuses.map((value) => ({ value, label: i18n._(businessLineStatusLabels[value]) })),
          },
        ]}
        actions={
          <InAppLink className={button()} to={`${businessLinesPath}/new`} onNavigate={onNavigate}>
            {i18n._(businessLineTexts.new)}
          </InAppLink>
        }
        empty={{ title: i18n._(businessLineTexts.emptyTitle), description: i18n._(businessLineTexts.emptyText) }}
      />
    </>
  );
}
