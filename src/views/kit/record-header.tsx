/**
 * A record's title, its state as a badge, and its actions: Edit, Deactivate, Delete and the document's lifecycle
 * events, each shown exactly when the record machine would take it (`snapshot.can`), and disabled while a request
 * runs.
 */
import { useLingui } from '@lingui/react';
import { shallowEqual, useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import type { DialogOptions } from '../../machines/dialog.machine';
import { connectRecord, type RecordActionProps, type RecordActor } from '../../machines/kit/record.connect';
import { button } from '../theme/recipes/button.css';
import { FormIcon, type FormIconName } from './form-icons';
import * as css from './record-header.css';
import { Badge } from './badge';
import type { BadgeTone } from './badge.css';


/** A lifecycle event's button. */
export interface RecordEventButton {
  type: string;
  label: string;
  /** The document's next step is drawn as the primary button. @default 'secondary' */
  tone?: 'primary' | 'secondary';
  /** Asked before the event is sent (cancel, terminate…). @default none */
  confirm?: DialogOptions;
  /** An event that needs data first (quantities received, proof of delivery): the section opens its dialog instead of sending. */
  onSelect?: () => void;
}

export interface RecordHeaderProps {
  recordRef: RecordActor;
  /** The record's name, translated where needed. */
  title: ReactNode;
  /** The record's state next to its title. @default none */
  status?: { label: string; tone: BadgeTone };
  /** The lifecycle events to offer, in order (each label translated); only those the record takes now show. @default none */
  events?: ReadonlyArray<RecordEventButton>;
  /** The built-in actions to offer. @default ['edit', 'deactivate', 'delete'] */
  actions?: ReadonlyArray<'edit' | 'activate' | 'deactivate' | 'delete'>;
}

export function RecordHeader({ recordRef, title, status, events = [], actions = ['edit', 'activate', 'deactivate', 'delete'] }: RecordHeaderProps) {
  const { i18n } = useLingui();
  const buttons = useSelector(
    recordRef,
    (snapshot) => {
      const api = connectRecord(snapshot, recordRef.send);
      return {
        edit: api.getEditProps(),
        deactivate: api.getDeactivateProps(),
        activate: api.getActivateProps(),
        delete: api.getDeleteProps(),
        events: events.map((event) => ({ ...event, props: api.getLifecycleEventProps(event.type, {}, event.confirm) })),
      };
    },
    (a, b) => shallowEqual(a.edit, b.edit) && shallowEqual(a.deactivate, b.deactivate) && shallowEqual(a.activate, b.activate) && shallowEqual(a.delete, b.delete) && a.events.every((e, i) => e.props.hidden === b.events[i]?.props.hidden && e.props.disabled === b.events[i]?.props.disabled),
  );
  const builtIn: Record<'edit' | 'activate' | 'deactivate' | 'delete', { icon: FormIconName; label: string; tone: 'primary' | 'secondary' }> = {
    edit: { icon: 'edit', label: i18n._({ id: 'kit.record.edit', message: 'Edit' }), tone: 'primary' },
    activate: { icon: 'check', label: i18n._({ id: 'kit.record.activate', message: 'Activate' }), tone: 'secondary' },
    deactivate: { icon: 'deactivate', label: i18n._({ id: 'kit.record.deactivate', message: 'Deactivate' }), tone: 'secondary' },
    delete: { icon: 'delete', label: i18n._({ id: 'kit.record.delete', message: 'Delete' }), tone: 'secondary' },
  };
  const shown = (props: RecordActionProps) => !props.hidden;
  return (
    <header className={css.header}>
      <div className={css.titleRow}>
        <h1 className={css.title}>{title}</h1>
        {status ? <Badge tone={status.tone}>{status.label}</Badge> : null}
      </div>
      <div className={css.actions}>
        {buttons.events.filter((e) => shown(e.props)).map((event) => (
          <button
            key={event.type}
            type="button"
            className={button({ tone: event.tone ?? 'secondary' })}
            disabled={event.props.disabled}
            onClick={event.onSelect ?? event.props.onClick}
          >
            {event.label}
          </button>
        ))}
        {actions
          .filter((name) => shown(buttons[name]))
          .map((name) => (
            <button key={name} type="button" className={button({ tone: builtIn[name].tone })} disabled={buttons[name].disabled} onClick={buttons[name].onClick}>
              <FormIcon name={builtIn[name].icon} size={18} />
              {builtIn[name].label}
            </button>
          ))}
      </div>
    </header>
  );
}
