import { useLingui } from '@lingui/react';
import { useSelector } from '@xstate/react';
import { useCallback, useMemo } from 'react';
import { planStatuses, planTypes, type ServicePlan, type ServicePlanInput } from '../../../domain/service-plan';
import { selectCreateForm, type CreateFlowRef } from '../../../machines/kit/create-flow.machine';
import type { FormActor } from '../../../machines/kit/form.connect';
import type { ListRef } from '../../../machines/kit/list.machine';
import { recordIdFromPath } from '../../../machines/kit/record-address';
import type { RecordRef } from '../../../machines/kit/record.machine';
import { contractsPath } from '../../../machines/sections/contracts/contracts-list';
import { planCreateFlow, plansListId, plansListLogic, plansPath, plansSection } from '../../../machines/sections/contracts/plans';
import type { SessionRef } from '../../../machines/session.machine';
import { Badge } from '../../kit/badge';
import { DetailList } from '../../kit/detail-list';
import { FormView } from '../../kit/form-view';
import { FormatProvider, useFormats } from '../../kit/format-context';
import { InAppLink } from '../../kit/in-app-link';
import { ListPanel, type ListPanelColumn } from '../../kit/list-panel';
import { RecordView, type RecordActorOf } from '../../kit/record-view';
import { ErrorPage } from '../../pages/error-page';
import { button } from '../../theme/recipes/button.css';
import { SectionLoading } from '../../ui/lazy-section';
import * as page from '../section-page.css';
import * as css from './contracts.css';
import { useListPreferences } from '../use-list-preferences';
import { useSectionActor } from '../use-section-actor';
import { useSectionDeps } from '../use-section-deps';
import { PlanFields, planFieldLabels } from './plan-fields';
import { planLabels, planStatusLabels, planTexts, planTypeLabels } from './plans-texts';

/** Service plans (/contracts/plans): the catalog contracts are signed on; a plan's page (edit, deactivate, delete) and New plan. */
export default function PlansPage({ sessionRef }: { sessionRef: SessionRef }) {
  const { path, navigate, deps } = useSectionDeps(sessionRef);
  const preferences = useListPreferences(sessionRef, 'plans');
  const listRef = useSectionActor<ListRef<ServicePlan>>(sessionRef, plansListId, () => ({ logic: plansListLogic(deps.config, preferences.save), input: { preferences: preferences.initial } }));
  const rest = path.slice(plansPath.length);
  const id = recordIdFromPath(path, plansPath);
  const creating = rest === '/new';
  const section = plansSection(deps);
  const flowRef = useSectionActor<CreateFlowRef<ServicePlanInput, ServicePlan>>(sessionRef, creating ? section.ids.create : null, () => ({
    logic: planCreateFlow(deps),
    input: { draft: section.draft(section.ids.newDraft) },
  }));
  const recordRef = useSectionActor<RecordRef<ServicePlan, ServicePlanInput>>(sessionRef, id !== null ? section.ids.record : null, () => ({ logic: section.record(), input: { id } }));
  const openId = useSelector(recordRef, (s) => (s ? s.context.id : null));

  let content = <SectionLoading />;
  if (rest !== '' && !creating && id === null) content = <ErrorPage status={404} />;
  else if (rest === '' && listRef) content = <PlansListView listRef={listRef} onNavigate={navigate} />;
  else if (creating && flowRef) content = <PlanCreate flowRef={flowRef} />;
  else if (id !== null && recordRef && openId === id) content = <PlanDetail recordRef={recordRef as unknown as RecordActorOf<ServicePlan>} onNavigate={navigate} />;
  return <FormatProvider currency={deps.currency}>{content}</FormatProvider>;
}

function PlansListView({ listRef, onNavigate }: { listRef: ListRef<ServicePlan>; onNavigate: (to: string) => void }) {
  const { i18n } = useLingui();
  const f = useFormats();
  const label = (key: keyof typeof planLabels) => i18n._(planLabels[key]);
  const columns = useMemo<ListPanelColumn<ServicePlan>[]>(
    () => [
      { id: 'code', header: label('code'), cell: (p) => p.code, width: '8rem' },
      { id: 'name', header: label('name'), cell: (p) => p.name },
      { id: 'type', header: label('type'), cell: (p) => i18n._(planTypeLabels[p.type]) },
      { id: 'monthlyFee', header: label('monthlyFee'), cell: (p) => f.money(p.monthlyFee), align: 'end' },
      { id: 'termMonths', header: label('termMonths'), cell: (p) => f.number(p.termMonths), align: 'end' },
      { id: 'status', header: label('status'), cell: (p) => <Badge tone={p.status === 'active' ? 'positive' : 'neutral'}>{i18n._(planStatusLabels[p.status])}</Badge> },
    ],
    [i18n.locale, f],
  );
  const onOpen = useCallback((row: ServicePlan) => onNavigate(`${plansPath}/${encodeURIComponent(row.id)}`), [onNavigate]);
  const title = i18n._(planTexts.title);
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
        rowLabel={(p) => p.name}
        selectable={false}
        filters={[
          { name: 'type', label: label('type'), options: planTypes.map((value) => ({ value, label: i18n._(planTypeLabels[value]) })) },
          { name: 'status', label: label('status'), options: planStatuses.map((value) => ({ value, label: i18n._(planStatusLabels[value]) })) },
        ]}
        actions={
          <InAppLink className={button()} to={`${plansPath}/new`} onNavigate={onNavigate}>
            {i18n._(planTexts.new)}
          </InAppLink>
        }
        empty={{ title: i18n._(planTexts.emptyTitle), description: i18n._(planTexts.emptyText) }}
      />
    </>
  );
}

function PlanCreate({ flowRef }: { flowRef: CreateFlowRef<ServicePlanInput, ServicePlan> }) {
  const { i18n } = useLingui();
  const formRef = useSelector(flowRef, (s) => selectCreateForm(s)) as FormActor | null;
  const title = i18n._(planTexts.new);
  return (
    <>
      <header className={page.header}>
        <h1 className={page.title}>{title}</h1>
      </header>
      {formRef ? (
        <FormView formRef={formRef} label={title} fieldLabels={planFieldLabels((d) => i18n._(d))} saveLabel={i18n._(planTexts.create)}>
          <PlanFields formRef={formRef} />
        </FormView>
      ) : null}
    </>
  );
}

/** A plan's page: its fields, Edit, Deactivate, Delete with Undo (a plan contracts use: deactivation instead), its contracts. */
function PlanDetail({ recordRef, onNavigate }: { recordRef: RecordActorOf<ServicePlan>; onNavigate: (to: string) => void }) {
  const { i18n } = useLingui();
  const f = useFormats();
  const label = (key: keyof typeof planLabels) => i18n._(planLabels[key]);
  const back = (
    <InAppLink to={plansPath} onNavigate={onNavigate}>
      {i18n._(planTexts.back)}
    </InAppLink>
  );
  return (
    <RecordView<ServicePlan>
      recordRef={recordRef}
      back={back}
      title={(p) => p.name}
      status={(p) => ({ label: i18n._(planStatusLabels[p.status]), tone: p.status === 'active' ? 'positive' : 'neutral' })}
      undoMessages={{ delete: i18n._(planTexts.deleted), deactivate: i18n._(planTexts.deactivated) }}
      form={(formRef) => (
        <FormView formRef={formRef} label={i18n._(planTexts.edit)} fieldLabels={planFieldLabels((d) => i18n._(d))}>
          <PlanFields formRef={formRef} />
        </FormView>
      )}
    >
      {(p) => (
        <>
          <div className={css.links}>
            {back}
            <InAppLink to={`${contractsPath}?planId=${encodeURIComponent(p.id)}`} onNavigate={onNavigate}>
              {i18n._(planTexts.contracts)}
            </InAppLink>
          </div>
          <DetailList
            none={i18n._({ id: 'kit.detail.none', message: 'None' })}
            sections={[
              {
                title: i18n._(planTexts.general),
                items: [
                  { label: label('code'), value: p.code },
                  { label: label('name'), value: p.name },
                  { label: label('type'), value: i18n._(planTypeLabels[p.type]) },
                  { label: label('monthlyFee'), value: f.money(p.monthlyFee) },
                  { label: label('termMonths'), value: f.number(p.termMonths) },
                ],
              },
              {
                title: i18n._(planTexts.record),
                items: [
                  { label: label('createdAt'), value: f.dateTime(p.createdAt) },
                  { label: label('updatedAt'), value: f.dateTime(p.updatedAt) },
                  { label: label('version'), value: f.number(p.version) },
                ],
              },
            ]}
          />
        </>
      )}
    </RecordView>
  );
}
