/**
 * A document section's page wiring (issue 10): which screen the address names (the list, `{path}/new`, a
 * document's `{path}/{id}`, or none of them), and the actors those screens need, spawned under the session by
 * their systemId (the section's `useSectionActor`, given as `useActor`): the list with the user's saved columns,
 * the export, the create flow with its stored draft, the document's record machine, and its history once the
 * document is read. Each section keeps its own lookups and renders its own screens.
 */
import { useSelector } from '@xstate/react';
import type { AnyActorLogic, AnyActorRef } from 'xstate';
import type { SavedListPreferences } from '../../config/list-preferences';
import type { Audited } from '../../domain/resource';
import type { CreateFlowRef } from '../../machines/kit/create-flow.machine';
import type { ExportRef } from '../../machines/kit/export.machine';
import type { HistoryRef } from '../../machines/kit/history.machine';
import type { ListRef } from '../../machines/kit/list.machine';
import { recordIdFromPath } from '../../machines/kit/record-address';
import type { RecordRef } from '../../machines/kit/record.machine';
import type { RecordActorOf } from './record-view';

/** A section actor by its systemId (null: not needed now), spawned on first use: the sections' useSectionActor bound to the session. */
export type UseActor = <Ref extends AnyActorRef>(systemId: string | null, create: () => { logic: AnyActorLogic; input?: unknown }) => Ref | undefined;

/** Which of a document section's screens the address names. */
export function documentAddress(path: string, basePath: string) {
  const rest = path.slice(basePath.length);
  const id = recordIdFromPath(path, basePath);
  return { rest, id, listing: rest === '', creating: rest === '/new' };
}

/** The list (with the user's saved columns and page size) and its CSV export. */
export function useDocumentList<Row extends { id: string }>(
  useActor: UseActor,
  o: { listId: string; list: () => AnyActorLogic; preferences: SavedListPreferences; exportId: string; export: () => AnyActorLogic },
) {
  const listRef = useActor<ListRef<Row>>(o.listId, () => ({ logic: o.list(), input: { preferences: o.preferences } }));
  const exportRef = useActor<ExportRef<Row>>(o.exportId, () => ({ logic: o.export() }));
  return { listRef, exportRef };
}

export interface DocumentRecordWiring {
  /** The address's path and the section's. */
  path: string;
  basePath: string;
  /** The section's machines (documentSection / resourceSection). */
  section: { ids: { record: string; create: string; newDraft: string }; record: () => AnyActorLogic; draft: (key: string) => unknown };
  /** The create flow's logic. @default no New page (`{path}/new` is not found) */
  create?: () => AnyActorLogic;
  /** The document's history, once it is read. @default none */
  history?: { id: (documentId: string) => string; logic: () => AnyActorLogic };
  /** Other addresses the section answers itself (e.g. `/deliveries/new/{orderId}`). @default none */
  knows?: (rest: string) => boolean;
}

/** The create flow (on `{path}/new`), the record machine (on `{path}/{id}`) and its history. */
export function useDocumentRecord<R extends Audited, V = unknown, C = V>(useActor: UseActor, o: DocumentRecordWiring) {
  const { rest, id, listing, creating: atNew } = documentAddress(o.path, o.basePath);
  const creating = atNew && o.create !== undefined;
  const flowRef = useActor<CreateFlowRef<C, R>>(creating ? o.section.ids.create : null, () => ({ logic: o.create!(), input: { draft: o.section.draft(o.section.ids.newDraft) } }));
  const recordRef = useActor<RecordRef<R, V>>(id !== null ? o.section.ids.record : null, () => ({ logic: o.section.record(), input: { id } }));
  const openId = useSelector(recordRef, (s) => (s ? s.context.id : null));
  const loaded = useSelector(recordRef, (s) => (s && s.context.record && s.context.record.id === id ? s.context.record : null));
  const historyRef = useActor<HistoryRef>(loaded && o.history ? o.history.id(loaded.id) : null, () => ({
    logic: o.history!.logic(),
    input: { id: loaded?.id, version: loaded?.version ?? 0 },
  }));
  return {
    id,
    listing,
    creating,
    /** The address names none of the section's screens. */
    notFound: !listing && !creating && id === null && !(o.knows?.(rest) ?? false),
    flowRef,
    /** The record machine once it holds the address's document (null before, and on another document's address). */
    shownRef: recordRef && id !== null && openId === id ? (recordRef as unknown as RecordActorOf<R>) : null,
    recordRef,
    loaded: loaded as R | null,
    historyRef,
  };
}
