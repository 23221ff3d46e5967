import { useSelector } from '@xstate/react';
import { useCallback } from 'react';
import type { Customer } from '../../../domain/customer';
import type { Currency } from '../../../domain/money';
import type { ExportRef } from '../../../machines/kit/export.machine';
import type { ListRef } from '../../../machines/kit/list.machine';
import { selectPath } from '../../../machines/nav.machine';
import { customersExportId, customersExportLogic } from '../../../machines/sections/customers/customers-export';
import { customersListId, customersListLogic, customersPath } from '../../../machines/sections/customers/customers-list';
import { selectCompany, type SessionRef } from '../../../machines/session.machine';
import { useNavRef } from '../../app-actor';
import { FormatProvider } from '../../kit/format-context';
import { SectionLoading } from '../../ui/lazy-section';
import { useListPreferences } from '../use-list-preferences';
import { useSectionActor } from '../use-section-actor';
import { CustomersListView } from './customers-list-view';

/** Customers (/admin/customers): the list, a record's page, and the forms to create and edit. */
export default function CustomersPage({ sessionRef }: { sessionRef: SessionRef }) {
  const navRef = useNavRef()!;
  const path = useSelector(navRef, selectPath);
  const config = useSelector(sessionRef, (s) => s.context.config);
  const company = useSelector(sessionRef, selectCompany);
  const currency = (company?.currency ?? 'MXN') as Currency;
  const preferences = useListPreferences(sessionRef, 'customers');
  const listRef = useSectionActor<ListRef<Customer>>(sessionRef, customersListId, () => ({
    logic: customersListLogic(config, preferences.save),
    input: { preferences: preferences.initial },
  }));
  const exportRef = useSectionActor<ExportRef<Customer>>(sessionRef, customersExportId, () => ({ logic: customersExportLogic(config, currency) }));
  const navigate = useCallback((to: string) => navRef.send({ type: 'nav.navigate', to }), [navRef]);
  const rest = path.slice(customersPath.length);
  let content = <SectionLoading />;
  if (rest === '' && listRef && exportRef) content = <CustomersListView listRef={listRef} exportRef={exportRef} onNavigate={navigate} />;
  return (
    <FormatProvider currency={currency}>
      {content}
    </FormatProvider>
  );
}
