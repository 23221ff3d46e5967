import { useLingui } from '@lingui/react';
import { useCallback, useMemo } from 'react';
import { departmentStatuses, type Department } from '../../../domain/department';
import type { Employee } from '../../../domain/employee';
import type { ListRef } from '../../../machines/kit/list.machine';
import { departmentsPath } from '../../../machines/sections/departments/departments-list';
import { Badge } from '../../kit/badge';
import { useFormats } from '../../kit/format-context';
import { ListPanel, type ListPanelColumn } from '../../kit/list-panel';
import { button } from '../../theme/recipes/button.css';
import * as page from '../section-page.css';
import { managerName } from './department-fields';
import { departmentLabels, departmentStatusLabels, departmentTexts } from './department-texts';
import { InAppLink } from '../../kit/in-app-link';

export function DepartmentsListView({
  listRef,
  managers,
  onNavigate,
}: {
  listRef: ListRef<Department>;
  /** The page's managers by id (names appear as they load). */
  managers: Readonly<Record<string, Employee>>;
  onNavigate: (to: string) => void;
}) {
  const { i18n } = useLingui();
  const f = useFormats();
  const columns = useMemo<ListPanelColumn<Department>[]>(
    () => [
      { id: 'code', header: i18n._(departmentLabels.code), cell: (d) => d.code, width: '7rem' },
      { id: 'name', header: i18n._(departmentLabels.name), cell: (d) => d.name },
      { id: 'managerId', header: i18n._(departmentLabels.managerId), cell: (d) => managerName(i18n, d.managerId ? managers[d.managerId] : undefined) },
      {
        id: 'status',
        header: i18n._(departmentLabels.status),
        cell: (d) => <Badge tone={d.status === 'active' ? 'positive' : 'neutral'}>{i18n._(departmentStatusLabels[d.status])}</Badge>,
      },
      { id: 'updatedAt', header: i18n._(departmentLabels.updatedAt), cell: (d) => f.dateTime(d.updatedAt) },
    ],
    [i18n.locale, f, managers],
  );
  const onOpen = useCallback((row: Department) => onNavigate(`${departmentsPath}/${encodeURIComponent(row.id)}`), [onNavigate]);
  const title = i18n._(departmentTexts.title);
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
        rowLabel={(d) => d.name}
        selectable={false}
        filters={[
          {
            name: 'status',
            label: i18n._(departmentLabels.status),
            options: departmentStatuses.map((value) => ({ value, label: i18n._(departmentStatusLabels[value]) })),
          },
        ]}
        actions={
          <InAppLink className={button()} to={`${departmentsPath}/new`} onNavigate={onNavigate}>
            {i18n._(departmentTexts.new)}
          </InAppLink>
        }
        empty={{ title: i18n._(departmentTexts.emptyTitle), description: i18n._(departmentTexts.emptyText) }}
      />
    </>
  );
}
