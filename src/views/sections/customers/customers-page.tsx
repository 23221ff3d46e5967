import { useSelector } from '@xstate/react';
import { useCallback } from 'react';
import type { BusinessLine } from '../../../domain/business-line';
import type { Customer, CustomerInput } from '../../../domain/customer';
import type { CreateFlowRef } from '../../../machines/kit/create-flow.machine';
import type { ExportRef } from '../../../machines/kit/export.machine';
import type { ListRef } from '../../../machines/kit/list.machine';
import { selectLookupData, type LookupRef } from '../../../machines/kit/lookup.machine';
import type { RecordRef } from '../../../machines/kit/record.machine';
import { searchBusinessLines } from '../../../machines/sections/customers/customer-api';
import { businessLineNameIn, customersExportId, customersExportLogic } from '../../../machines/sections/customers/customers-export';
import {
  businessLinesLookupId,
  businessLinesLookupLogic,
  customersListId,
  customersListLogic,
  customersPath,
} from '../../../machines/sections/customers/customers-list';
import { customerCreateFlow, customersSection } from '../../../machines/sections/customers/customers-record';
import type { SessionRef } from '../../../machines/session.machine';
import { FormatProvider } from '../../kit/format-context';
import type { RecordActorOf } from '../../kit/record-view';
import { ErrorPage } from '../../pages/error-page';
import { SectionLoading } from '../../ui/lazy-section';
import { useListPreferences } from '../use-list-preferences';
import { useSectionActor } from '../use-section-actor';
import { useSectionDeps } from '../use-section-deps';
import { recordIdFromPath } from '../../../machines/kit/record-address';
import { CustomerCreate } from './customer-create';
import { CustomerDetail } from './customer-detail';
import { CustomersListView } from './customers-list-view';

/** Customers (/admin/customers): the list, a customer's page (view and edit), and New customer. */
export default function CustomersPage({ sessionRef }: { sessionRef: SessionRef }) {
  const { path, navigate, deps } = useSectionDeps(sessionRef);
  const { config, currency, country } = deps;
  const preferences = useListPreferences(sessionRef, 'customers');
  const listRef = useSectionActor<ListRef<Customer>>(sessionRef, customersListId, () => ({
    logic: customersListLogic(config, preferences.save),
    input: { preferences: preferences.initial },
  }));
  const exportRef = useSectionActor<ExportRef<Customer>>(sessionRef, customersExportId, () => ({
    logic: customersExportLogic(config, currency, businessLineNameIn(sessionRef.system)),
  }));
  const linesRef = useSectionActor<LookupRef<BusinessLine[]>>(sessionRef, businessLinesLookupId, () => ({ logic: businessLinesLookupLogic(config) }));
  const businessLines = useSelector(linesRef, (s) => (s ? selectLookupData<BusinessLine[]>(s) : null)) ?? null;
  const search = useCallback((q: string, signal: AbortSignal) => searchBusinessLines(config, q, signal), [config]);

  const rest = path.slice(customersPath.length);
  const id = recordIdFromPath(path, customersPath);
  const creating = rest === '/new';

  // The record and the create flow start when their page is opened, each with its draft, and stay for the session.
  const section = customersSection(deps);
  const flowRef = useSectionActor<CreateFlowRef<CustomerInput, Customer>>(sessionRef, creating ? section.ids.create : null, () => ({
    logic: customerCreateFlow(deps),
    input: { draft: section.draft(section.ids.newDraft) },
  }));
  const recordRef = useSectionActor<RecordRef<Customer, CustomerInput>>(sessionRef, id !== null ? section.ids.record : null, () => ({
    logic: section.record(),
    input: { id },
  }));
  // The record machine follows the address itself; until it has opened this id the page waits.
  const openId = useSelector(recordRef, (s) => (s ? s.context.id : null));

  let content = <SectionLoading />;
  // Any other address under the section (a deeper path, an id that does not decode) is not a page.
  if (rest !== '' && !creating && id === null) content = <ErrorPage status={404} />;
  else if (rest === '' && listRef && exportRef) content = <CustomersListView listRef={listRef} exportRef={exportRef} onNavigate={navigate} />;
  else if (creating && flowRef) {
    content = <CustomerCreate flowRef={flowRef} country={country} currency={currency} businessLines={businessLines} searchBusinessLines={search} />;
  } else if (id !== null && recordRef && openId === id) {
    content = (
      <CustomerDetail
        recordRef={recordRef as unknown as RecordActorOf<Customer>}
        country={country}
        currency={currency}
        businessLines={businessLines}
        searchBusinessLines={search}
        onNavigate={navigate}
      />
    );
  }
  return <FormatProvider currency={currency}>{content}</FormatProvider>;
}

