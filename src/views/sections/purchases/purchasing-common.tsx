/** Pieces the three purchasing pages share: the section's lookups, the history timeline's texts, the Print link. */
import { useLingui } from '@lingui/react';
import { useSelector } from '@xstate/react';
import { useCallback, useEffect } from 'react';
import type { HistoryRef } from '../../../machines/kit/history.machine';
import { selectLookupData, type LookupRef } from '../../../machines/kit/lookup.machine';
import { searchProducts, type NamedOption } from '../../../machines/sections/purchases/purchasing-api';
import { departmentsLookupLogic, employeesLookupLogic, purchasesIds, suppliersLookupLogic, warehousesLookupLogic } from '../../../machines/sections/purchases/purchases-lists';
import type { SectionDeps } from '../../../machines/sections/section-deps';
import type { SessionRef } from '../../../machines/session.machine';
import type { BadgeTone } from '../../kit/badge.css';
import { DocumentHistory, PrintLink as DocumentPrintLink } from '../../kit/document-detail';
import { useSectionActor } from '../use-section-actor';
import { purchasingHistoryEvents, purchasingLabels } from './purchases-texts';
import type { MessageDescriptor } from '@lingui/core';

type Lookup = LookupRef<NamedOption[]>;

function useNamed(sessionRef: SessionRef, id: string | null, logic: () => unknown): readonly NamedOption[] | null {
  const ref = useSectionActor<Lookup>(sessionRef, id, () => ({ logic: logic() as never }));
  return useSelector(ref, (s) => (s ? selectLookupData<NamedOption[]>(s) : null)) ?? null;
}

/** The lookups a page asks for (`null`: not needed there). */
export function usePurchasingLookups(sessionRef: SessionRef, deps: SectionDeps, need: { suppliers?: boolean; warehouses?: boolean; people?: boolean }) {
  const { config } = deps;
  const suppliers = useNamed(sessionRef, need.suppliers ? purchasesIds.suppliers : null, () => suppliersLookupLogic(config));
  const warehouses = useNamed(sessionRef, need.warehouses ? purchasesIds.warehouses : null, () => warehousesLookupLogic(config));
  const employees = useNamed(sessionRef, need.people ? purchasesIds.employees : null, () => employeesLookupLogic(config));
  const departments = useNamed(sessionRef, need.people ? purchasesIds.departments : null, () => departmentsLookupLogic(config));
  const search = useCallback((q: string, signal: AbortSignal) => searchProducts(config, q, signal), [config]);
  return { suppliers, warehouses, employees, departments, searchProducts: search };
}

/**
 * A purchasing document changes through the others (accepting a quotation orders its requisition and rejects its
 * siblings): a page opened again reads its document again instead of showing the copy it had.
 */
export function useReadAgainOnOpen(recordRef: { send: (event: { type: 'record.reload' }) => void }) {
  useEffect(() => {
    recordRef.send({ type: 'record.reload' });
  }, [recordRef]);
}

/** A record's name among a lookup's options (empty until loaded). */
export const nameIn = (items: readonly NamedOption[] | null, id: string | null): string => (id === null ? '' : (items?.find((i) => i.id === id)?.name ?? ''));

/** Print link to the print page of the document (same tab). */
export function PrintLink({ type, id, onNavigate }: { type: 'requisition' | 'quotation' | 'purchase-order'; id: string; onNavigate: (to: string) => void }) {
  const { i18n } = useLingui();
  return <DocumentPrintLink type={type} id={id} label={i18n._({ id: 'purchases.print', message: 'Print' })} onNavigate={onNavigate} />;
}

export function PurchasingHistory({
  historyRef,
  headingId,
  me,
  statusLabels,
  statusTones,
}: {
  historyRef: HistoryRef;
  headingId: string;
  me: string;
  statusLabels: Record<string, MessageDescriptor>;
  statusTones: Record<string, BadgeTone>;
}) {
  const { i18n } = useLingui();
  return (
    <DocumentHistory
      historyRef={historyRef}
      headingId={headingId}
      me={me}
      events={purchasingHistoryEvents}
      status={{ labels: statusLabels, tones: statusTones }}
      describeField={(field) => {
        const key = field as keyof typeof purchasingLabels;
        return purchasingLabels[key] ? i18n._(purchasingLabels[key]) : null;
      }}
    />
  );
}
