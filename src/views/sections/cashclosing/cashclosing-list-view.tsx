import { useLingui } from '@lingui/react';
import { useSelector } from '@xstate/react';
import { useCallback, useMemo } from 'react';
import { cashClosingStatuses, cashFigures, type CashClosing, type CashRegister } from '../../../domain/cash-closing';
import type { Employee } from '../../../domain/employee';
import type { ExportRef } from '../../../machines/kit/export.machine';
import { selectQuery, type ListRef } from '../../../machines/kit/list.machine';
import { cashClosingsPath } from '../../../machines/sections/cashclosing/cashclosing-list';
import { Badge } from '../../kit/badge';
import { useFormats } from '../../kit/format-context';
import { InAppLink } from '../../kit/in-app-link';
import { ExportButton } from '../../kit/list-export';
import { ListPanel, type ListPanelColumn } from '../../kit/list-panel';
import { button } from '../../theme/recipes/button.css';
import * as page from '../section-page.css';
import { cashLabels, cashStatusLabels, cashStatusTones } from './cashclosing-texts';
import { DifferenceText } from './cash-difference';

export function CashClosingsListView({
  listRef,
  exportRef,
  registers,
  cashiers,
  onNavigate,
}: {
  listRef: ListRef<CashClosing>;
  exportRef: ExportRef<CashClosing>;
  registers: readonly CashRegister[] | null;
  cashiers: readonly Employee[] | null;
  onNavigate: (to: string) => void;
}) {
  const { i18n } = useLingui();
  const f = useFormats();
  const query = useSelector(listRef, selectQuery);
  const label = (key: keyof typeof cashLabels) => i18n._(cashLabels[key]);
  const registerName = (id: string) => registers?.find((r) => r.id === id)?.name ?? '';
  // The name the closing carries (whoever reads closings), else the employees' when this user may read them.
  const cashierName = (c: CashClosing) => c.cashierName || (cashiers?.find((e) => e.id === c.cashierId)?.name ?? '');
  const columns = useMemo<ListPanelColumn<CashClosing>[]>(
    () => [
      { id: 'number', header: label('number'), cell: (c) => c.number, width: '8.5rem' },
      { id: 'date', header: label('date'), cell: (c) => f.date(c.date), width: '8rem' },
      { id: 'registerId', header: label('registerId'), cell: (c) => registerName(c.registerId) },
      { id: 'cashierId', header: label('cashierId'), cell: (c) => cashierName(c) },
      { id: 'openingFloat', header: label('openingFloat'), cell: (c) => f.money(c.openingFloat, c.currency), align: 'end' },
      { id: 'cashSales', header: label('cashSales'), cell: (c) => f.money(c.cashSales, c.currency), align: 'end' },
      { id: 'expected', header: label('expected'), cell: (c) => f.money(cashFigures(c).expected, c.currency), align: 'end' },
      {
        id: 'counted',
        header: label('counted'),
        cell: (c) => {
          const figures = cashFigures(c);
          return figures.complete ? f.money(figures.counted, c.currency) : '—';
        },
        align: 'end',
      },
      { id: 'difference', header: label('difference'), cell: (c) => <DifferenceText difference={cashFigures(c).difference} currency={c.currency} compact />, align: 'end' },
      { id: 'status', header: label('status'), cell: (c) => <Badge tone={cashStatusTones[c.status]}>{i18n._(cashStatusLabels[c.status])}</Badge> },
      { id: 'updatedAt', header: label('updatedAt'), cell: (c) => f.dateTime(c.updatedAt) },
    ],
    [i18n.locale, f, registers, cashiers],
  );
  const onOpen = useCallback((row: CashClosing) => onNavigate(`${cashClosingsPath}/${encodeURIComponent(row.id)}`), [onNavigate]);
  const labels = Object.fromEntries(Object.entries(cashLabels).map(([key, message]) => [key, i18n._(message)]));
  const title = i18n._({ id: 'cash.title', message: 'Cash closing' });
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
        searchLabel={i18n._({ id: 'cash.search', message: 'Search by number or note' })}
        filters={[
          { name: 'status', label: label('status'), options: cashClosingStatuses.map((value) => ({ value, label: i18n._(cashStatusLabels[value]) })) },
          { name: 'registerId', label: label('registerId'), options: (registers ?? []).map((r) => ({ value: r.id, label: r.name })) },
          { name: 'cashierId', label: label('cashierId'), options: (cashiers ?? []).map((e) => ({ value: e.id, label: e.name })) },
          { name: 'date', label: label('date') },
        ]}
        actions={
          <>
            <ExportButton exportRef={exportRef} query={query} labels={labels} />
            <InAppLink className={button()} to={`${cashClosingsPath}/new`} onNavigate={onNavigate}>
              {i18n._({ id: 'cash.new', message: 'Open a register' })}
            </InAppLink>
          </>
        }
        empty={{
          title: i18n._({ id: 'cash.empty.title', message: 'No cash closings' }),
          description: i18n._({ id: 'cash.empty.text', message: 'Open a register to start the day; its closing appears here.' }),
        }}
      />
    </>
  );
}
