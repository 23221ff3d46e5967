/**
 * A header or footer field: the kit's rich text editor (a lazy chunk: Tiptap loads only when a template form opens)
 * over the form's field. The editor reports each change to a rich text commit machine, which commits the HTML when
 * typing pauses or the editor loses focus; the commit runs the one sanitizer (`document` profile) and changes the
 * form's field, so the form, the preview and the save only ever see sanitized HTML.
 */
import { useLingui } from '@lingui/react';
import { useActorRef } from '@xstate/react';
import { lazy, Suspense, useMemo } from 'react';
import type { FormActor } from '../../../machines/kit/form.connect';
import { richTextMachine } from '../../../machines/sections/document-templates/rich-text.machine';
import { FieldFrame, useField } from '../../kit/field-frame';
import { fullWidth } from '../../kit/form-layout';
import { sanitizeHtml } from '../../ui/sanitize';
import * as css from './templates.css';

const RichTextEditor = lazy(() => import('../../kit/rich-text/rich-text-editor'));

export function TemplateRichTextField({ formRef, name, label, hint }: { formRef: FormActor; name: 'header' | 'footer'; label: string; hint?: string }) {
  const { i18n } = useLingui();
  const field = useField(formRef, name, { hint: hint !== undefined });
  const commit = useMemo(
    () => richTextMachine.provide({ actions: { commit: (_, params: { html: string }) => field.onChange(sanitizeHtml(params.html, 'document')) } }),
    [field.onChange],
  );
  const richTextRef = useActorRef(commit);
  const value = typeof field.value === 'string' ? field.value : '';
  return (
    <FieldFrame field={field} label={label} hint={hint} className={fullWidth} labelFor={false}>
      <span id={field.labelId} className={css.fieldLabel}>
        {label}
      </span>
      <Suspense fallback={<div className={css.editorLoading} role="status">{i18n._({ id: 'documentTemplates.editor.loading', message: 'Loading the editor…' })}</div>}>
        <RichTextEditor
          value={value}
          labelId={field.labelId}
          label={label}
          describedBy={field['aria-describedby']}
          invalid={field['aria-invalid'] === true}
          readOnly={field.readOnly}
          onInput={(html) => richTextRef.send({ type: 'richText.input', html })}
          onBlur={() => {
            richTextRef.send({ type: 'richText.flush' });
            field.onBlur();
          }}
        />
      </Suspense>
    </FieldFrame>
  );
}
