/**
 * A save waiting for the connection (the form's outbox): it goes out by itself, once, when the connection is back,
 * also after a reload. The user can send it now or stop waiting (the changes stay as a draft).
 */
import { useLingui } from '@lingui/react';
import type { FormActor } from '../../machines/kit/form.connect';
import { button } from '../theme/recipes/button.css';
import { useFormPart } from './form-api';
import { Notice } from './form-notices';

export function OutboxNotice({ formRef }: { formRef: FormActor }) {
  const { i18n } = useLingui();
  const { queued, cancel } = useFormPart(formRef, (api) => ({ queued: api.isQueued, cancel: api.getCancelQueuedProps().onClick }));
  if (!queued) return null;
  return (
    <Notice
      tone="warning"
      icon="outbox"
      role="status"
      actions={
        <button type="button" className={button({ tone: 'secondary' })} onClick={cancel}>
          {i18n._({ id: 'kit.form.outbox.cancel', message: 'Stop waiting' })}
        </button>
      }
    >
      {i18n._({ id: 'kit.form.outbox', message: 'Waiting for the connection — will be sent automatically.' })}
    </Notice>
  );
}
