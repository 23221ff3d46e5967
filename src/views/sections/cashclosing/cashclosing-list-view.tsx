import { useLingui } from '@lingui/react';
import { useMemo } from 'react';
import { cashClosingStatuses, cashFigures, type CashClosing, type CashRegister } from '../../../domain/cash-closing';
import type { Employee } from '../../../domain/employee';
import type { ExportRef } from '../../../machines/kit/export.machine';
import type { ListRef } from '../../../machines/kit/list.machine';
import { cashClosingsPath } from '../../../machines/sections/cashclosing/cashclosing-list';
import { DocumentListView, optionsOf, statusColumn, statusFilter, translated } from '../../kit/document-list';
import { useFormats } from '../../kit/format-context';
import type { ListPanelColumn } from '../../kit/list-panel';
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
      statusColumn(i18n, label('status'), { labels: cashStatusLabels, tones: cashStatusTones }),
      { id: 'updatedAt', header: label('updatedAt'), cell: (c) => f.dateTime(c.updatedAt) },
    ],
    [i18n.locale, f, registers, cashiers],
  );
  return (
    <DocumentListView
      listRef={listRef}
      exportRef={exportRef}
      title={i18n._({ id: 'cash.title', message: 'Cash closing' })}
      path={cashClosingsPath}
      columns={columns}
      searchLabel={i18n._({ id: 'cash.search', message: 'Search by number or note' })}
      filters={[
        statusFilter(i18n, label('status'), cashClosingStatuses, cashStatusLabels),
        { name: 'registerId', label: label('registerId'), options: optionsOf(registers) },
        { name: 'cashierId', label: label('cashierId'), options: optionsOf(cashiers) },
        { name: 'date', label: label('date') },
      ]}
      exportLabels={translated(i18n, cashLabels)}
      newLabel={i18n._({ id: 'cash.new', message: 'Open a register' })}
      empty={{
        title: i18n._({ id: 'cash.empty.title', message: 'No cash closings' }),
        description: i18n._({ id: 'cash.empty.text', message: 'Open a register to start the day; its closing appears here.' }),
      }}
      onNavigate={onNavigate}
    />
  );
}
