/**
 * A document's page (issue 10), the parts every document section draws the same way: the record view with Back to
 * the list, the status badge, the lifecycle's buttons (each shown when the record machine takes it:
 * `snapshot.can`), Edit and Delete while the status allows, and the undo toast's text; the Print link; the
 * notice of a refused event's reason; the history, read again after each change of the document.
 */
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useSelector } from '@xstate/react';
import { useEffect, type ReactNode } from 'react';
import type { FormActor } from '../../machines/kit/form.connect';
import type { HistoryRef } from '../../machines/kit/history.machine';
import { selectRecordFailure, type RecordFailure } from '../../machines/kit/record.machine';
import type { BadgeTone } from './badge.css';
import type { StatusTexts } from './document-list';
import { Notice } from './form-notices';
import { HistoryTimeline } from './history-timeline';
import { InAppLink } from './in-app-link';
import type { RecordEventButton, RecordHeaderProps } from './record-header';
import { RecordView, type RecordActorOf } from './record-view';

const own = (map: object, key: string) => Object.prototype.hasOwnProperty.call(map, key);

/** A status's label and tone by the section's texts; a status they do not know shows as it is. */
export function describeStatus(i18n: { _: (m: MessageDescriptor) => string }, texts: StatusTexts<string>, status: string): { label: string; tone: BadgeTone } {
  return own(texts.labels, status) ? { label: i18n._(texts.labels[status]!), tone: texts.tones[status] ?? 'neutral' } : { label: status, tone: 'neutral' };
}

/** The history follows the document: each change (ours or, after a conflict, someone else's) reads it again. */
export function useHistoryFollows(historyRef: HistoryRef | undefined, version: number) {
  useEffect(() => {
    if (version > 0) historyRef?.send({ type: 'history.refresh', version });
  }, [version, historyRef]);
}

export interface DocumentRecordViewProps<R> {
  recordRef: RecordActorOf<R>;
  /** The list's address (Back). */
  listPath: string;
  /** "Back to sales orders". */
  backLabel: string;
  title: (record: R) => ReactNode;
  status: StatusTexts<string>;
  /** The lifecycle's buttons, in order; each shows when the record takes it. */
  events: readonly RecordEventButton[];
  /** The undo toast's text after Delete ("Order deleted"). @default no toast text of the section's */
  deletedLabel?: string;
  /** @default ['edit', 'delete'] (a document ends by its lifecycle, it is never deactivated) */
  actions?: RecordHeaderProps['actions'];
  form: (formRef: FormActor, record: R) => ReactNode;
  failureMessage?: (failure: RecordFailure) => ReactNode | null;
  /** Read again on each new version of the document. @default no history */
  historyRef?: HistoryRef | undefined;
  /** The page's body; `back` is the Back link, for the section's row of links. */
  children: (record: R, back: ReactNode) => ReactNode;
  onNavigate: (to: string) => void;
}

export function DocumentRecordView<R extends { status: string; version: number }>({
  recordRef,
  listPath,
  backLabel,
  title,
  status,
  events,
  deletedLabel,
  actions = ['edit', 'delete'],
  form,
  failureMessage,
  historyRef,
  children,
  onNavigate,
}: DocumentRecordViewProps<R>) {
  const { i18n } = useLingui();
  const version = useSelector(recordRef, (s) => (s.context.record as R | null)?.version ?? 0);
  useHistoryFollows(historyRef, version);
  const back = (
    <InAppLink to={listPath} onNavigate={onNavigate}>
      {backLabel}
    </InAppLink>
  );
  return (
    <RecordView<R>
      recordRef={recordRef}
      back={back}
      title={title}
      status={(r) => describeStatus(i18n, status, r.status)}
      events={events}
      actions={actions}
      {...(failureMessage ? { failureMessage } : {})}
      {...(deletedLabel === undefined ? {} : { undoMessages: { delete: deletedLabel, deactivate: deletedLabel } })}
      form={form}
    >
      {(r) => children(r, back)}
    </RecordView>
  );
}

/** The document's print page (`/documents/{type}/{id}/print`), in the same tab. */
export function PrintLink({ type, id, label, onNavigate }: { type: string; id: string; label: string; onNavigate: (to: string) => void }) {
  return (
    <InAppLink to={`/documents/${type}/${encodeURIComponent(id)}/print`} onNavigate={onNavigate}>
      {label}
    </InAppLink>
  );
}

/** Why the service refused the last event, in the section's words (nothing for a reason it does not name). */
export function ReasonNotice<R>({ recordRef, reasons }: { recordRef: RecordActorOf<R>; reasons: Record<string, MessageDescriptor | undefined> }) {
  const { i18n } = useLingui();
  const reason = useSelector(recordRef, (s) => selectRecordFailure(s)?.reason ?? null);
  const message = reason ? reasons[reason] : undefined;
  return message ? (
    <Notice tone="warning" icon="alert" role="alert">
      {i18n._(message)}
    </Notice>
  ) : null;
}

/** The document's history: its events, status changes and changed fields in the section's words. */
export function DocumentHistory({
  historyRef,
  headingId,
  me,
  events,
  status,
  describeField,
}: {
  historyRef: HistoryRef;
  headingId: string;
  /** The signed-in user's `sub` (the history says "You"). */
  me: string;
  events: Record<string, MessageDescriptor>;
  status: StatusTexts<string>;
  describeField: (field: string) => string | null;
}) {
  const { i18n } = useLingui();
  return (
    <HistoryTimeline
      historyRef={historyRef}
      headingId={headingId}
      me={me}
      describeEvent={(event) => (own(events, event) ? i18n._(events[event]!) : null)}
      describeStatus={(value) => describeStatus(i18n, status, value)}
      describeField={describeField}
    />
  );
}
