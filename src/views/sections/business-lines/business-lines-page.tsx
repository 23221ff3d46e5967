import { useSelector } from '@xstate/react';
import type { BusinessLine, BusinessLineInput } from '../../../domain/business-line';
import type { CreateFlowRef } from '../../../machines/kit/create-flow.machine';
import type { ListRef } from '../../../machines/kit/list.machine';
import { recordIdFromPath } from '../../../machines/kit/record-address';
import type { RecordRef } from '../../../machines/kit/record.machine';
import { businessLinesListId, businessLinesListLogic, businessLinesPath } from '../../../machines/sections/business-lines/business-lines-list';
import { businessLineCreateFlow, businessLinesSection } from '../../../machines/sections/business-lines/business-lines-record';
import type { SessionRef } from '../../../machines/session.machine';
import { FormatProvider } from '../../kit/format-context';
import type { RecordActorOf } from '../../kit/record-view';
import { ErrorPage } from '../../pages/error-page';
import { SectionLoading } from '../../ui/lazy-section';
import { useListPreferences } from '../use-list-preferences';
import { useSectionActor } from '../use-section-actor';
import { useSectionDeps } from '../use-section-deps';
import { BusinessLineCreate } from './business-line-create';
import { BusinessLineDetail } from './business-line-detail';
import { BusinessLinesListView } from './business-lines-list-view';

/** Business lines (/admin/business-lines): the list, a line's page (view and edit), and New business line. */
export default function BusinessLinesPage({ sessionRef }: { sessionRef: SessionRef }) {
  const { path, navigate, deps } = useSectionDeps(sessionRef);
  const preferences = useListPreferences(sessionRef, 'business-lines');
  const listRef = useSectionActor<ListRef<BusinessLine>>(sessionRef, businessLinesListId, () => ({
    logic: businessLinesListLogic(deps.config, preferences.save),
    input: { preferences: preferences.initial },
  }));
  const rest = path.slice(businessLinesPath.length);
  const id = recordIdFromPath(path, businessLinesPath);
  const creating = rest === '/new';
  const section = businessLinesSection(deps);
  const flowRef = useSectionActor<CreateFlowRef<BusinessLineInput, BusinessLine>>(sessionRef, creating ? section.ids.create : null, () => ({
    logic: businessLineCreateFlow(deps),
    input: { draft: section.draft(section.ids.newDraft) },
  }));
  const recordRef = useSectionActor<RecordRef<BusinessLine, BusinessLineInput>>(sessionRef, id !== null ? section.ids.record : null, () => ({
    logic: section.record(),
    input: { id },
  }));
  const openId = useSelector(recordRef, (s) => (s ? s.context.id : null));

  let content = <SectionLoading />;
  if (rest !== '' && !creating && id === null) content = <ErrorPage status={404} />;
  else if (rest === '' && listRef) content = <BusinessLinesListView listRef={listRef} onNavigate={navigate} />;
  else if (creating && flowRef) content = <BusinessLineCreate flowRef={flowRef} />;
  else if (id !== null && recordRef && openId === id) {
    content = <BusinessLineDetail recordRef={recordRef as unknown as RecordActorOf<BusinessLine>} onNavigate={navigate} />;
  }
  return <FormatProvider currency={deps.currency}>{content}</FormatProvider>;
}
