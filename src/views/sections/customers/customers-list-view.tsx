import { useLingui } from '@lingui/react';
import { useSelector } from '@xstate/react';
import { useCallback, useMemo } from 'react';
import { customerStatuses, type Customer } from '../../../domain/customer';
import type { ExportRef } from '../../../machines/kit/export.machine';
import type { ListRef } from '../../../machines/kit/list.machine';
import { selectQuery } from '../../../machines/kit/list.machine';
import { customersPath } from '../../../machines/sections/customers/customers-list';
import { Badge } from '../../kit/badge';
import { useFormats } from '../../kit/format-context';
import { ExportButton } from '../../kit/list-export';
import { ListPanel, type ListPanelColumn } from '../../kit/list-panel';
import { button } from '../../theme/recipes/button.css';
import * as page from '../section-page.css';
import { customerLabels, customerStatusLabels } from './customer-texts';
import { InAppLink } from '../../kit/in-app-link';

export function CustomersListView({
  listRef,
  exportRef,
  onNavigate,
}: {
  listRef: ListRef<Customer>;
  exportRef: ExportRef<Customer>;
  onNavigate: (to: string) => void;
}) {
  const { i18n } = useLingui();
  const f = useFormats();
  const query = useSelector(listRef, selectQuery);
  const label = (key: keyof typeof customerLabels) => i18n._(customerLabels[key]);
  const columns = useMemo<ListPanelColumn<Customer>[]>(
    () => [
      { id: 'code', header: label('code'), cell: (c) => c.code, width: '8.5rem' },
      { id: 'name', header: label('name'), cell: (c) => c.name },
      { id: 'taxId', header: label('taxId'), cell: (c) => c.taxId, width: '10rem' },
      { id: 'email', header: label('email'), cell: (c) => c.email },
      { id: 'phone', header: label('phone'), cell: (c) => c.phone },
      { id: 'city', header: label('city'), cell: (c) => [c.address.city, c.address.state].filter(Boolean).join(', ') },
      { id: 'creditLimit', header: label('creditLimit'), cell: (c) => f.money(c.creditLimit), align: 'end' },
      { id: 'paymentTermsDays', header: label('paymentTermsDays'), cell: (c) => f.number(c.paymentTermsDays), align: 'end' },
      {
        id: 'status',
        header: label('status'),
        cell: (c) => <Badge tone={c.status === 'active' ? 'positive' : 'neutral'}>{i18n._(customerStatusLabels[c.status])}</Badge>,
      },
      { id: 'updatedAt', header: label('updatedAt'), cell: (c) => f.dateTime(c.updatedAt) },
    ],
    [i18n.locale, f],
  );
  const onOpen = useCallback((row: Customer) => onNavigate(`${customersPath}/${encodeURIComponent(row.id)}`), [onNavigate]);
  // The CSV's header: every exported column by its label (createdAt has none among the table's columns).
  const labels = {
    ...Object.fromEntries(Object.entries(customerLabels).map(([key, message]) => [key, i18n._(message)])),
    createdAt: i18n._({ id: 'customers.createdAt', message: 'Created' }),
  };
  return (
    <>
      <header className={page.header}>
        <h1 className={page.title}>{i18n._({ id: 'customers.title', message: 'Customers' })}</h1>
      </header>
      <ListPanel
        listRef={listRef}
        caption={i18n._({ id: 'customers.title', message: 'Customers' })}
        columns={columns}
        onOpen={onOpen}
        rowLabel={(c) => c.name}
        selectable={false}
        filters={[
          {
            name: 'status',
            label: label('status'),
            options: customerStatuses.map((value) => ({ value, label: i18n._(customerStatusLabels[value]) })),
          },
        ]}
        actions={
          <>
            <ExportButton exportRef={exportRef} query={query} labels={labels} />
            <InAppLink className={button()} to={`${customersPath}/new`} onNavigate={onNavigate}>
              {i18n._({ id: 'customers.new', message: 'New customer' })}
            </InAppLink>
          </>
        }
        empty={{
          title: i18n._({ id: 'customers.empty.title', message: 'No customers yet' }),
          description: i18n._({ id: 'customers.empty.text', message: 'Customers you add appear here.' }),
        }}
      />
    </>
  );
}
