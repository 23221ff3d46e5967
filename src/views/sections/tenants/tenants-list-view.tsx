import { useLingui } from '@lingui/react';
import { useSelector } from '@xstate/react';
import { useCallback, useMemo } from 'react';
import { tenantStatuses, type Tenant } from '../../../domain/tenant';
import type { ExportRef } from '../../../machines/kit/export.machine';
import { selectQuery, type ListRef } from '../../../machines/kit/list.machine';
import { tenantsPath } from '../../../machines/sections/tenants/tenants-list';
import { Badge } from '../../kit/badge';
import { useFormats } from '../../kit/format-context';
import { ExportButton } from '../../kit/list-export';
import { ListPanel, type ListPanelColumn } from '../../kit/list-panel';
import { button } from '../../theme/recipes/button.css';
import * as page from '../section-page.css';
import { tenantLabels, tenantStatusLabels, tenantStatusTones } from './tenant-texts';
import { InAppLink } from '../../kit/in-app-link';

/** The platform's tenants: search, status filter, sort, the CSV export of every matching tenant, and New tenant. */
export function TenantsListView({ listRef, exportRef, onNavigate }: { listRef: ListRef<Tenant>; exportRef: ExportRef<Tenant>; onNavigate: (to: string) => void }) {
  const { i18n } = useLingui();
  const f = useFormats();
  const query = useSelector(listRef, selectQuery);
  const label = (key: keyof typeof tenantLabels) => i18n._(tenantLabels[key]);
  const columns = useMemo<ListPanelColumn<Tenant>[]>(
    () => [
      { id: 'subdomain', header: label('subdomain'), cell: (t) => t.subdomain, width: '10rem' },
      { id: 'tradeName', header: label('tradeName'), cell: (t) => t.tradeName },
      { id: 'legalName', header: label('legalName'), cell: (t) => t.legalName },
      { id: 'status', header: label('status'), cell: (t) => <Badge tone={tenantStatusTones[t.status]}>{i18n._(tenantStatusLabels[t.status])}</Badge> },
      { id: 'userCount', header: label('userCount'), cell: (t) => f.number(t.userCount), align: 'end' },
      { id: 'createdAt', header: label('createdAt'), cell: (t) => f.dateTime(t.createdAt) },
    ],
    [i18n.locale, f],
  );
  const onOpen = useCallback((row: Tenant) => onNavigate(`${tenantsPath}/${encodeURIComponent(row.id)}`), [onNavigate]);
  const title = i18n._({ id: 'tenants.title', message: 'Tenants' });
  // The CSV's header: every exported column by its label.
  const labels = {
    ...Object.fromEntries(Object.entries(tenantLabels).map(([key, message]) => [key, i18n._(message)])),
    updatedAt: i18n._({ id: 'tenants.field.updatedAt', message: 'Updated' }),
  };
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
        rowLabel={(t) => t.tradeName}
        selectable={false}
        filters={[{ name: 'status', label: label('status'), options: tenantStatuses.map((value) => ({ value, label: i18n._(tenantStatusLabels[value]) })) }]}
        actions={
          <>
            <ExportButton exportRef={exportRef} query={query} labels={labels} />
            <InAppLink className={button()} to={`${tenantsPath}/new`} onNavigate={onNavigate}>
              {i18n._({ id: 'tenants.new', message: 'New tenant' })}
            </InAppLink>
          </>
        }
        empty={{
          title: i18n._({ id: 'tenants.empty.title', message: 'No tenants match' }),
          description: i18n._({ id: 'tenants.empty.text', message: 'Change the search or the status filter.' }),
        }}
      />
    </>
  );
}
