import { useLingui } from '@lingui/react';
import { contractEndState, type Contract } from '../../../domain/contract';
import { ContractEndBadge } from './contract-end-badge';
import type { ServicePlan } from '../../../domain/service-plan';
import type { HistoryRef } from '../../../machines/kit/history.machine';
import { contractsPath } from '../../../machines/sections/contracts/contracts-list';
import { DetailList } from '../../kit/detail-list';
import type { ReferenceSearch } from '../../kit/field-reference';
import { useFormats } from '../../kit/format-context';
import { FormView } from '../../kit/form-view';
import { DocumentHistory, DocumentRecordView, PrintLink } from '../../kit/document-detail';
import type { RecordActorOf } from '../../kit/record-view';
import * as css from './contracts.css';
import { ContractFields, contractFieldLabels } from './contract-fields';
import { contractEventLabels, contractHistoryEvents, contractLabels, contractStatusLabels, contractStatusTones } from './contract-texts';

/** A contract's page: customer, plan, terms, Activate / Suspend / Resume / Renew / Terminate by snapshot.can, Print, history. */
export function ContractDetail({
  recordRef,
  historyRef,
  plans,
  searchCustomers,
  today,
  me,
  onNavigate,
}: {
  recordRef: RecordActorOf<Contract>;
  historyRef: HistoryRef | undefined;
  plans: readonly ServicePlan[] | null;
  searchCustomers: ReferenceSearch;
  /** The company's day (the expiring and overdue badge). */
  today: string;
  me: string;
  onNavigate: (to: string) => void;
}) {
  const { i18n } = useLingui();
  const f = useFormats();
  const label = (key: keyof typeof contractLabels) => i18n._(contractLabels[key]);
  const events = [
    { type: 'activate', label: i18n._(contractEventLabels.activate), tone: 'primary' as const },
    { type: 'renew', label: i18n._(contractEventLabels.renew), tone: 'primary' as const },
    { type: 'resume', label: i18n._(contractEventLabels.resume), tone: 'primary' as const },
    { type: 'suspend', label: i18n._(contractEventLabels.suspend) },
    {
      type: 'terminate',
      label: i18n._(contractEventLabels.terminate),
      confirm: {
        title: i18n._({ id: 'contracts.terminate.title', message: 'Terminate this contract?' }),
        message: i18n._({ id: 'contracts.terminate.message', message: 'The service ends for good; a terminated contract cannot be reactivated.' }),
        actions: { confirm: { label: i18n._(contractEventLabels.terminate), color: 'warn' as const } },
      },
    },
  ];
  return (
    <DocumentRecordView<Contract>
      recordRef={recordRef}
      listPath={contractsPath}
      backLabel={i18n._({ id: 'contracts.back', message: 'Back to contracts' })}
      title={(c) => i18n._({ id: 'contracts.detail.title', message: 'Contract {number}', values: { number: c.number } })}
      status={statusTexts}
      events={events}
      deletedLabel={i18n._({ id: 'contracts.undo.deleted', message: 'Contract deleted' })}
      historyRef={historyRef}
      onNavigate={onNavigate}
      form={(formRef, c) => (
        <FormView formRef={formRef} label={i18n._({ id: 'contracts.edit', message: 'Edit contract' })} fieldLabels={contractFieldLabels((d) => i18n._(d))}>
          <ContractFields formRef={formRef} plans={plans} searchCustomers={searchCustomers} customerOption={{ id: c.customerId, label: c.customerName }} />
        </FormView>
      )}
    >
      {(c, back) => (
        <>
          <div className={css.links}>
            {back}
            <PrintLink type="contract" id={c.id} label={i18n._({ id: 'contracts.print', message: 'Print' })} onNavigate={onNavigate} />
            <ContractEndBadge state={contractEndState(c, today)} long />
          </div>
          <DetailList
            none={i18n._({ id: 'kit.detail.none', message: 'None' })}
            sections={[
              {
                title: i18n._({ id: 'contracts.form.service', message: 'Service' }),
                items: [
                  { label: label('customerId'), value: c.customerName },
                  { label: label('planId'), value: `${c.planName} (${c.planCode})` },
                  { label: label('monthlyFee'), value: f.money(c.monthlyFee) },
                  { label: label('startDate'), value: f.date(c.startDate) },
                  { label: label('endDate'), value: f.date(c.endDate) },
                  { label: label('termMonths'), value: String(c.termMonths) },
                  { label: label('billingDay'), value: String(c.billingDay) },
                ],
              },
              {
                title: i18n._({ id: 'contracts.form.address', message: 'Installation address' }),
                items: [
                  { label: label('street'), value: c.installationAddress.street },
                  { label: label('city'), value: `${c.installationAddress.city}, ${c.installationAddress.state} ${c.installationAddress.postalCode}` },
                  { label: label('notes'), value: c.notes },
                ],
              },
              {
                title: label('terms'),
                items: c.terms.map((t, i) => ({
                  label: i18n._({ id: 'contracts.term', message: 'Term {n}', values: { n: i + 1 } }),
                  value: i18n._({ id: 'contracts.termRange', message: '{start} to {end} ({months} months)', values: { start: f.date(t.start), end: f.date(t.end), months: t.months } }),
                })),
              },
            ]}
          />
          {historyRef ? (
            <div className={css.stack}>
              <DocumentHistory
                historyRef={historyRef}
                headingId="contract-history"
                me={me}
                events={contractHistoryEvents}
                status={statusTexts}
                describeField={(field) => contractFieldLabels((d) => i18n._(d))[field] ?? (field === 'endDate' ? label('endDate') : field === 'terms' ? label('terms') : null)}
              />
            </div>
          ) : null}
        </>
      )}
    </DocumentRecordView>
  );
}

const statusTexts = { labels: contractStatusLabels, tones: contractStatusTones };
