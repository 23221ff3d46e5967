/** What a form says above its fields: unsaved changes restored from the device, and why the last save failed. */
import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import type { FormActor } from '../../machines/kit/form.connect';
import { button } from '../theme/recipes/button.css';
import { saveErrorMessages } from './field-messages';
import { useFormPart } from './form-api';
import { FormIcon, type FormIconName } from './form-icons';
import * as css from './form-notices.css';

export function Notice({
  tone,
  icon,
  role,
  children,
  actions,
}: {
  tone: 'info' | 'warning' | 'error';
  icon: FormIconName;
  /** 'status' (polite) or 'alert' (assertive). */
  role: 'status' | 'alert';
  children: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <div className={css.notice[tone]} role={role}>
      <FormIcon name={icon} className={`${css.icon} ${css.iconTone[tone]}`} />
      <p className={css.text}>{children}</p>
      {actions ? <div className={css.actions}>{actions}</div> : null}
    </div>
  );
}

/** "Restored unsaved changes" with Keep and Discard, while the form started from a draft kept on this device. */
export function RestoredDraftNotice({ formRef }: { formRef: FormActor }) {
  const { i18n } = useLingui();
  const { restored, keep, discard, canDiscard } = useFormPart(formRef, (api) => ({
    restored: api.isRestored,
    keep: api.getKeepDraftProps().onClick,
    discard: api.getDiscardDraftProps().onClick,
    canDiscard: !api.getDiscardDraftProps().hidden,
  }));
  if (!restored) return null;
  return (
    <Notice
      tone="info"
      icon="info"
      role="status"
      actions={
        <>
          {canDiscard ? (
            <button type="button" className={button({ tone: 'secondary' })} onClick={discard}>
              {i18n._({ id: 'kit.form.restored.discard', message: 'Discard them' })}
            </button>
          ) : null}
          <button type="button" className={button({ tone: 'ghost' })} onClick={keep}>
            {i18n._({ id: 'kit.form.restored.keep', message: 'Keep editing' })}
          </button>
        </>
      }
    >
      {i18n._({ id: 'kit.form.restored', message: 'Restored unsaved changes from your last visit. They are not saved yet.' })}
    </Notice>
  );
}

/** Why the last save failed (everything typed is still there). */
export function FormErrorAlert({ formRef }: { formRef: FormActor }) {
  const { i18n } = useLingui();
  const { formError } = useFormPart(formRef, (api) => ({ formError: api.formError }));
  if (formError === null) return null;
  return (
    <Notice tone="error" icon="alert" role="alert">
      {i18n._(saveErrorMessages[formError])}
    </Notice>
  );
}
