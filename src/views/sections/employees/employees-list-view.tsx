import { useLingui } from '@lingui/react';
import { useSelector } from '@xstate/react';
import { useCallback, useMemo } from 'react';
import type { Department } from '../../../domain/department';
import { employeeStatuses, type Employee } from '../../../domain/employee';
import type { ExportRef } from '../../../machines/kit/export.machine';
import { selectQuery, type ListRef } from '../../../machines/kit/list.machine';
import { employeesPath } from '../../../machines/sections/employees/employees-list';
import { Badge } from '../../kit/badge';
import { useFormats } from '../../kit/format-context';
import { ExportButton } from '../../kit/list-export';
import { ListPanel, type ListPanelColumn } from '../../kit/list-panel';
import { button } from '../../theme/recipes/button.css';
import * as page from '../section-page.css';
import { DepartmentFilter } from './department-filter';
import { departmentName } from './employee-fields';
import { employeeLabels, employeeStatusLabels, employeeTexts } from './employee-texts';
import { InAppLink } from '../../kit/in-app-link';

export function EmployeesListView({
  listRef,
  exportRef,
  departments,
  onNavigate,
}: {
  listRef: ListRef<Employee>;
  exportRef: ExportRef<Employee>;
  /** Every department (names and the filter's choices), null while loading. */
  departments: readonly Department[] | null;
  onNavigate: (to: string) => void;
}) {
  const { i18n } = useLingui();
  const f = useFormats();
  const query = useSelector(listRef, selectQuery);
  const label = (key: keyof typeof employeeLabels) => i18n._(employeeLabels[key]);
  const columns = useMemo<ListPanelColumn<Employee>[]>(
    () => [
      { id: 'number', header: label('number'), cell: (e) => e.number, width: '7.5rem' },
      { id: 'name', header: label('name'), cell: (e) => e.name },
      { id: 'email', header: label('email'), cell: (e) => e.email },
      { id: 'departmentId', header: label('departmentId'), cell: (e) => departmentName(i18n, departments, e.departmentId) },
      { id: 'position', header: label('position'), cell: (e) => e.position },
      { id: 'hireDate', header: label('hireDate'), cell: (e) => f.date(e.hireDate) },
      {
        id: 'status',
        header: label('status'),
        cell: (e) => <Badge tone={e.status === 'active' ? 'positive' : 'neutral'}>{i18n._(employeeStatusLabels[e.status])}</Badge>,
      },
      { id: 'updatedAt', header: label('updatedAt'), cell: (e) => f.dateTime(e.updatedAt) },
    ],
    [i18n.locale, f, departments],
  );
  const onOpen = useCallback((row: Employee) => onNavigate(`${employeesPath}/${encodeURIComponent(row.id)}`), [onNavigate]);
  const labels = Object.fromEntries(Object.entries(employeeLabels).map(([key, message]) => [key, i18n._(message)]));
  const title = i18n._(employeeTexts.title);
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
        rowLabel={(e) => e.name}
        selectable={false}
        filters={[
          {
            name: 'departmentId',
            label: label('departmentId'),
            render: (api) => (
              <DepartmentFilter
                api={api}
                label={label('departmentId')}
                options={(departments ?? []).map((d) => ({ value: d.id, label: departmentName(i18n, departments, d.id) }))}
              />
            ),
          },
          {
            name: 'status',
            label: label('status'),
            options: employeeStatuses.map((value) => ({ value, label: i18n._(employeeStatusLabels[value]) })),
          },
        ]}
        actions={
          <>
            <ExportButton exportRef={exportRef} query={query} labels={labels} />
            <InAppLink className={button()} to={`${employeesPath}/new`} onNavigate={onNavigate}>
              {i18n._(employeeTexts.new)}
            </InAppLink>
          </>
        }
        empty={{ title: i18n._(employeeTexts.emptyTitle), description: i18n._(employeeTexts.emptyText) }}
      />
    </>
  );
}
