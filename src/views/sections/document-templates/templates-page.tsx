import { useSelector } from '@xstate/react';
import type { DocumentTemplate, DocumentTemplateInput } from '../../../domain/document-template';
import type { CreateFlowRef } from '../../../machines/kit/create-flow.machine';
import type { ListRef } from '../../../machines/kit/list.machine';
import { recordIdFromPath } from '../../../machines/kit/record-address';
import type { RecordRef } from '../../../machines/kit/record.machine';
import { templatesListId, templatesListLogic, templatesPath } from '../../../machines/sections/document-templates/templates-list';
import { templateCreateFlow, templatesSection } from '../../../machines/sections/document-templates/templates-record';
import { selectCompany, type SessionRef } from '../../../machines/session.machine';
import { FormatProvider } from '../../kit/format-context';
import type { RecordActorOf } from '../../kit/record-view';
import { ErrorPage } from '../../pages/error-page';
import { SectionLoading } from '../../ui/lazy-section';
import { useListPreferences } from '../use-list-preferences';
import { useSectionActor } from '../use-section-actor';
import { useSectionDeps } from '../use-section-deps';
import { TemplateCreate } from './template-create';
import { TemplateDetail } from './template-detail';
import { TemplatesListView } from './templates-list-view';

/** Document templates (/admin/document-templates): the list, a template's page (view and edit with its preview), New template. */
export default function TemplatesPage({ sessionRef }: { sessionRef: SessionRef }) {
  const { path, navigate, deps } = useSectionDeps(sessionRef);
  const { config, currency } = deps;
  const company = useSelector(sessionRef, selectCompany);
  const preferences = useListPreferences(sessionRef, 'documentTemplates');
  const listRef = useSectionActor<ListRef<DocumentTemplate>>(sessionRef, templatesListId, () => ({
    logic: templatesListLogic(config, preferences.save),
    input: { preferences: preferences.initial },
  }));

  const rest = path.slice(templatesPath.length);
  const id = recordIdFromPath(path, templatesPath);
  const creating = rest === '/new';

  const section = templatesSection(deps);
  const flowRef = useSectionActor<CreateFlowRef<DocumentTemplateInput, DocumentTemplate>>(sessionRef, creating ? section.ids.create : null, () => ({
    logic: templateCreateFlow(deps),
    input: { draft: section.draft(section.ids.newDraft) },
  }));
  const recordRef = useSectionActor<RecordRef<DocumentTemplate, DocumentTemplateInput>>(sessionRef, id !== null ? section.ids.record : null, () => ({
    logic: section.record(),
    input: { id },
  }));
  const openId = useSelector(recordRef, (s) => (s ? s.context.id : null));

  let content = <SectionLoading />;
  if (rest !== '' && !creating && id === null) content = <ErrorPage status={404} />;
  else if (rest === '' && listRef) content = <TemplatesListView listRef={listRef} onNavigate={navigate} />;
  else if (creating && flowRef) content = <TemplateCreate flowRef={flowRef} company={company} />;
  else if (id !== null && recordRef && openId === id) {
    content = <TemplateDetail recordRef={recordRef as unknown as RecordActorOf<DocumentTemplate>} company={company} onNavigate={navigate} />;
  }
  return <FormatProvider currency={currency}>{content}</FormatProvider>;
}
