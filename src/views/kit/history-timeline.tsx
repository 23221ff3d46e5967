/**
 * A document's history as a timeline, newest first: the event in the user's words, the status it went from and
 * to, who and when, and for an edit the fields it changed. Reads the kit's history machine; the section names
 * its events, statuses and fields (in its texts), so nothing here knows a document type.
 */
import { useLingui } from '@lingui/react';
import { useSelector } from '@xstate/react';
import { selectHistoryEntries, selectHistoryError, selectHistoryStatus, type HistoryRef } from '../../machines/kit/history.machine';
import { button } from '../theme/recipes/button.css';
import { Badge } from './badge';
import type { BadgeTone } from './badge.css';
import { useFormats } from './format-context';
import * as css from './history-timeline.css';

export interface HistoryTimelineProps {
  historyRef: HistoryRef;
  /** The event in the user's words (`confirm` -> "Confirmed"); `created` and `updated` have kit texts. */
  describeEvent: (event: string) => string | null;
  describeStatus: (status: string) => { label: string; tone: BadgeTone };
  /** A changed field's label, or null to leave it out of the list. @default none shown */
  describeField?: (field: string) => string | null;
  /** The heading's id (the section labels itself with it). */
  headingId: string;
  /** The user's own `sub`: their entries read "You". */
  me?: string;
}

export function HistoryTimeline({ historyRef, describeEvent, describeStatus, describeField, headingId, me }: HistoryTimelineProps) {
  const { i18n } = useLingui();
  const formats = useFormats();
  const status = useSelector(historyRef, selectHistoryStatus);
  const entries = useSelector(historyRef, selectHistoryEntries);
  const error = useSelector(historyRef, selectHistoryError);
  const kitEvents: Record<string, string> = {
    created: i18n._({ id: 'kit.history.created', message: 'Created' }),
    updated: i18n._({ id: 'kit.history.updated', message: 'Edited' }),
    deleted: i18n._({ id: 'kit.history.deleted', message: 'Deleted' }),
    restored: i18n._({ id: 'kit.history.restored', message: 'Restored' }),
  };
  return (
    <section className={css.card} aria-labelledby={headingId} aria-busy={status === 'loading' || undefined}>
      <h2 id={headingId} className={css.heading}>
        {i18n._({ id: 'kit.history.title', message: 'History' })}
      </h2>
      {status === 'failed' ? (
        <div role="alert" className={css.status}>
          <p>{i18n._({ id: 'kit.history.failed', message: 'The history could not be loaded ({code}).', values: { code: error ?? 'unknown' } })}</p>
          <button type="button" className={button({ tone: 'secondary' })} onClick={() => historyRef.send({ type: 'history.retry' })}>
            {i18n._({ id: 'kit.history.retry', message: 'Retry' })}
          </button>
        </div>
      ) : entries.length === 0 ? (
        <p className={css.status} role="status">
          {status === 'loading' ? i18n._({ id: 'kit.history.loading', message: 'Loading the history…' }) : i18n._({ id: 'kit.history.empty', message: 'No changes yet.' })}
        </p>
      ) : (
        <ol className={css.list}>
          {entries.map((entry, i) => {
            const fields = describeField
              ? Object.keys(entry.changes)
                  .map((field) => describeField(field))
                  .filter((label): label is string => label !== null)
              : [];
            const who = me !== undefined && entry.by === me ? i18n._({ id: 'kit.history.you', message: 'You' }) : (entry.byName ?? entry.by);
            return (
              <li key={`${entry.at}-${i}`} className={css.entry}>
                <span className={css.dot} aria-hidden="true" />
                <div>
                  <p className={css.what}>
                    <span>{describeEvent(entry.event) ?? kitEvents[entry.event] ?? entry.event}</span>
                    {entry.from !== null && entry.to !== null ? (
                      <>
                        <Badge tone={describeStatus(entry.from).tone}>{describeStatus(entry.from).label}</Badge>
                        <span className={css.arrow} aria-label={i18n._({ id: 'kit.history.to', message: 'to' })}>
                          →
                        </span>
                        <Badge tone={describeStatus(entry.to).tone}>{describeStatus(entry.to).label}</Badge>
                      </>
                    ) : null}
                  </p>
                  <p className={css.meta}>
                    {i18n._({ id: 'kit.history.byAt', message: '{who}, {when}', values: { who, when: formats.dateTime(entry.at) } })}
                  </p>
                  {fields.length > 0 ? (
                    <p className={css.changes}>{i18n._({ id: 'kit.history.changed', message: 'Changed: {fields}', values: { fields: fields.join(', ') } })}</p>
                  ) : null}
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
