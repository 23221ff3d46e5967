/**
 * An image upload field (a logo): pick a file or drop one on the box; the content is sniffed (PNG, JPEG or WebP,
 * never SVG) and must be at most 256 KB (src/domain/image.ts), then it is stored as a `data:` URL and shown from
 * it, never from a URL of another host. A refused file leaves the stored image as it was and shows why under the
 * field (an input error: the form cannot be saved until another file is picked or the image is removed).
 */
import { useLingui } from '@lingui/react';
import { useId, useState, type ChangeEvent, type DragEvent } from 'react';
import { isAppAssetPath, isShowableImage, readImageSource, type ImageSource } from '../../../domain/image';
import { button } from '../../theme/recipes/button.css';
import { controlProps, FieldFrame, RequiredMark, useField, type FieldBaseProps, type FieldState } from '../field-frame';
import * as fieldCss from '../field.css';
import { visuallyHidden } from '../list-shared.css';
import * as css from './image-field.css';

export interface ImageFieldProps extends FieldBaseProps {
  /** The image's text alternative, translated (e.g. "Logo of the template"). */
  alt: string;
  /**
   * A stored value may also be an asset of this app (`/assets/...`, same origin), as the seeded company logos are:
   * shown as it is. Uploads are still data URLs only. @default false
   */
  appAssets?: boolean;
}


export const imageFieldTexts = {
  choose: /* i18n */ { id: 'kit.image.choose', message: 'Choose an image' },
  replace: /* i18n */ { id: 'kit.image.replace', message: 'Replace image' },
  remove: /* i18n */ { id: 'kit.image.remove', message: 'Remove image' },
  empty: /* i18n */ { id: 'kit.image.empty', message: 'No image' },
  drop: /* i18n */ { id: 'kit.image.drop', message: 'Or drop a PNG, JPEG or WebP file here (at most 256 KB).' },
};

/** Reads the file and sends the data URL, or keeps the value and sends the refusal's code. */
async function take(field: FieldState, source: ImageSource | undefined): Promise<void> {
  if (!source || field.readOnly) return;
  const read = await readImageSource(source);
  if (read.ok) field.onChange(read.dataUrl);
  else field.onChange(field.value ?? null, read.code);
}

export function ImageField({ formRef, name, label, required, hint, className, alt, appAssets = false }: ImageFieldProps) {
  const { i18n } = useLingui();
  const field = useField(formRef, name, { required: required ?? false, hint: hint !== undefined });
  // Only the drag-over highlight is the view's own: it lives as long as the pointer is over the box.
  const [dragging, setDragging] = useState(false);
  const dropHintId = useId();
  const value = field.value;
  const shown = isShowableImage(value) || (appAssets && isAppAssetPath(value)) ? (value as string) : null;
  const hasValue = value !== null && value !== undefined && value !== '';

  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    void take(field, input.files?.[0]).finally(() => {
      // The same file picked again must fire a change.
      input.value = '';
    });
  };
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    void take(field, event.dataTransfer.files[0]);
  };
  const onDragOver = (event: DragEvent<HTMLDivElement>) => {
    if (field.readOnly) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    if (!dragging) setDragging(true);
  };
  const props = controlProps(field);
  const describedBy = [props['aria-describedby'], dropHintId].filter(Boolean).join(' ');

  return (
    <FieldFrame field={field} label={label} hint={hint} className={className} labelFor={false}>
      <span id={field.labelId} className={fieldCss.label}>
        {label}
        {field.required ? <RequiredMark /> : null}
      </span>
      <div
        className={css.dropZone}
        data-dragging={dragging || undefined}
        data-invalid={field.error !== null || undefined}
        onDragOver={onDragOver}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        role="group"
        aria-labelledby={field.labelId}
      >
        <div className={css.preview}>
          {shown !== null ? <img className={css.image} src={shown} alt={alt} /> : <span className={css.empty}>{i18n._(imageFieldTexts.empty)}</span>}
        </div>
        <div className={css.controls}>
          <div className={css.buttons}>
            <label className={`${button({ tone: 'secondary' })} ${css.pick}`}>
              {i18n._(shown !== null ? imageFieldTexts.replace : imageFieldTexts.choose)}
              <input
                id={field.id}
                name={field.name}
                type="file"
                accept="image/png,image/jpeg,image/webp"
                className={visuallyHidden}
                disabled={field.readOnly}
                required={field.required && shown === null}
                aria-invalid={props['aria-invalid']}
                aria-describedby={describedBy}
                onChange={onPick}
                onBlur={field.onBlur}
              />
            </label>
            {hasValue ? (
              <button type="button" className={button({ tone: 'ghost' })} disabled={field.readOnly} onClick={() => field.onChange(null)}>
                {i18n._(imageFieldTexts.remove)}
              </button>
            ) : null}
          </div>
          <p id={dropHintId} className={css.dropHint}>
            {i18n._(imageFieldTexts.drop)}
          </p>
        </div>
      </div>
    </FieldFrame>
  );
}
