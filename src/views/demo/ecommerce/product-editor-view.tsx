/**
 * The product editor (/apps/e-commerce/inventory/{id}): every field of the product with its check, the price computed
 * from the base price and the tax (and editable), the pictures (pick the featured one), the tags (choose, create,
 * rename, delete), Save, Discard and Delete. It only selects from the editor machine and sends to it.
 */
import { useLingui } from '@lingui/react';
import { useSelector } from '@xstate/react';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { MAX_CODE, MAX_DESCRIPTION, MAX_NAME, MAX_TAG, type NamedOption } from '../../../machines/demo/ecommerce/inventory-api';
import type { AmountField, DraftField, TextField } from '../../../machines/demo/ecommerce/product-draft';
import {
  selectEditorStatus,
  selectIsDeleting,
  selectIsDirty,
  selectIsSaving,
  selectIsTagBusy,
  type ProductEditorRef,
} from '../../../machines/demo/ecommerce/product-editor.machine';
import { recordErrorMessages, saveErrorMessages } from '../../kit/field-messages';
import * as field from '../../kit/field.css';
import { InAppLink } from '../../kit/in-app-link';
import * as shared from '../../kit/list-shared.css';
import { ErrorPage } from '../../pages/error-page';
import { SectionLoading } from '../../ui/lazy-section';
import * as page from '../../sections/section-page.css';
import { button } from '../../theme/recipes/button.css';
import { draftErrorMessages, productLabels, rangeHints } from './ecommerce-texts';
import * as css from './ecommerce.css';
import { ProductPicture } from './product-picture';

export function ProductEditorView({ editorRef, backTo, onNavigate }: { editorRef: ProductEditorRef; backTo: string; onNavigate: (to: string) => void }) {
  const { i18n } = useLingui();
  const status = useSelector(editorRef, selectEditorStatus);
  const failure = useSelector(editorRef, (s) => s.context.failure);
  const back = (
    <InAppLink to={backTo} onNavigate={onNavigate} className={button({ tone: 'secondary' })}>
      {i18n._({ id: 'demo.shelf.back', message: 'Back to the inventory' })}
    </InAppLink>
  );
  if (status === 'missing') return <ErrorPage status={404} />;
  if (status === 'failed') {
    return (
      <div className={css.noticeDanger} role="alert">
        <p className={css.noticeText}>
          {i18n._({ id: 'demo.shelf.load.failed', message: 'The product could not be loaded.' })} {failure ? i18n._(recordErrorMessages[failure]) : null}
        </p>
        <button type="button" className={button()} onClick={() => editorRef.send({ type: 'editor.retry' })}>
          {i18n._({ id: 'demo.shelf.retry', message: 'Try again' })}
        </button>
        {back}
      </div>
    );
  }
  if (status !== 'ready') return <SectionLoading />;
  return <Editor editorRef={editorRef} back={back} />;
}

export function Editor({ editorRef, back }: { editorRef: ProductEditorRef; back: ReactNode }) {
  const { i18n } = useLingui();
  const name = useSelector(editorRef, (s) => s.context.product?.name ?? '');
  const lookups = useSelector(editorRef, (s) => s.context.lookups);
  const saving = useSelector(editorRef, selectIsSaving);
  const deleting = useSelector(editorRef, selectIsDeleting);
  const dirty = useSelector(editorRef, selectIsDirty);
  const canSave = useSelector(editorRef, (s) => s.can({ type: 'editor.save' }));
  const canDiscard = useSelector(editorRef, (s) => s.can({ type: 'editor.discard' }));
  const canDelete = useSelector(editorRef, (s) => s.can({ type: 'editor.delete' }));
  const active = useSelector(editorRef, (s) => s.context.draft?.active ?? false);
  const activeId = useId();
  const l = (key: keyof typeof productLabels) => i18n._(productLabels[key]);
  return (
    <>
      <header className={page.header}>
        <p className={page.eyebrow}>{i18n._({ id: 'demo.shelf.editor.eyebrow', message: 'E-commerce · Inventory' })}</p>
        <div className={css.headerRow}>
          <h1 className={page.title} style={{ overflowWrap: 'anywhere' }}>
            {name}
          </h1>
          {back}
        </div>
      </header>
      <Notice editorRef={editorRef} />
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          editorRef.send({ type: 'editor.save' });
        }}
      >
        <div className={css.editor}>
          <div className={css.column}>
            <section className={css.card} aria-labelledby={`${activeId}-basics`}>
              <h2 id={`${activeId}-basics`} className={css.cardTitle}>
                {i18n._({ id: 'demo.shelf.editor.basics', message: 'Product' })}
              </h2>
              <div className={css.fields}>
                <TextInput editorRef={editorRef} name="name" required maxLength={MAX_NAME} wide />
                <TextInput editorRef={editorRef} name="description" maxLength={MAX_DESCRIPTION} wide multiline />
                <Choice editorRef={editorRef} name="category" options={lookups?.categories ?? []} />
                <Choice editorRef={editorRef} name="brand" options={lookups?.brands ?? []} />
                <Choice editorRef={editorRef} name="vendor" options={lookups?.vendors ?? []} />
                <TextInput editorRef={editorRef} name="sku" maxLength={MAX_CODE} />
                <TextInput editorRef={editorRef} name="barcode" maxLength={MAX_CODE} />
              </div>
            </section>
            <section className={css.card} aria-labelledby={`${activeId}-stock`}>
              <h2 id={`${activeId}-stock`} className={css.cardTitle}>
                {i18n._({ id: 'demo.shelf.editor.stockAndPrice', message: 'Stock and price' })}
              </h2>
              <div className={css.fields}>
                <AmountInput editorRef={editorRef} name="stock" whole />
                <AmountInput editorRef={editorRef} name="reserved" whole />
                <AmountInput editorRef={editorRef} name="cost" />
                <AmountInput editorRef={editorRef} name="basePrice" />
                <AmountInput editorRef={editorRef} name="taxPercent" />
                <AmountInput
                  editorRef={editorRef}
                  name="price"
                  hint={i18n._({ id: 'demo.shelf.hint.price', message: 'Base price plus tax; you can change it.' })}
                />
                <AmountInput editorRef={editorRef} name="weight" />
              </div>
            </section>
            <Pictures editorRef={editorRef} />
          </div>
          <div className={css.column}>
            <section className={css.card} aria-labelledby={`${activeId}-status`}>
              <h2 id={`${activeId}-status`} className={css.cardTitle}>
                {i18n._({ id: 'demo.shelf.editor.status', message: 'Status' })}
              </h2>
              <label className={css.check}>
                <input
                  type="checkbox"
                  className={css.checkbox}
                  checked={active}
                  onChange={(event) => editorRef.send({ type: 'editor.active.set', active: event.target.checked })}
                />
                {l('active')}
              </label>
              <p className={css.muted}>{i18n._({ id: 'demo.shelf.editor.activeHint', message: 'Only active products are sold in the shop.' })}</p>
            </section>
            <Tags editorRef={editorRef} />
          </div>
        </div>
        <div className={css.actions} style={{ marginTop: '16px' }}>
          <button
            type="button"
            className={`${button({ tone: 'secondary' })} ${css.spacer}`}
            disabled={!canDelete}
            aria-busy={deleting}
            onClick={() => editorRef.send({ type: 'editor.delete' })}
          >
            {deleting ? i18n._({ id: 'demo.shelf.deleting', message: 'Deleting…' }) : i18n._({ id: 'demo.shelf.delete', message: 'Delete product' })}
          </button>
          <p className={css.status} role="status">
            {saving
              ? i18n._({ id: 'demo.shelf.saving', message: 'Saving…' })
              : dirty
                ? i18n._({ id: 'demo.shelf.unsaved', message: 'Unsaved changes' })
                : ''}
          </p>
          <button type="button" className={button({ tone: 'ghost' })} disabled={!canDiscard} onClick={() => editorRef.send({ type: 'editor.discard' })}>
            {i18n._({ id: 'demo.shelf.discard', message: 'Discard changes' })}
          </button>
          <button type="submit" className={button()} disabled={!canSave} aria-busy={saving}>
            {i18n._({ id: 'demo.shelf.save', message: 'Save' })}
          </button>
        </div>
      </form>
    </>
  );
}

function Notice({ editorRef }: { editorRef: ProductEditorRef }) {
  const { i18n } = useLingui();
  const notice = useSelector(editorRef, (s) => s.context.notice);
  const code = useSelector(editorRef, (s) => s.context.noticeCode);
  if (notice === null) return null;
  const reason = code ? i18n._(notice === 'saveFailed' ? saveErrorMessages[code] : recordErrorMessages[code]) : '';
  const text = {
    saved: i18n._({ id: 'demo.shelf.notice.saved', message: 'Saved.' }),
    invalid: i18n._({ id: 'demo.shelf.notice.invalid', message: 'Not saved: check the fields marked below.' }),
    saveFailed: reason,
    deleteFailed: `${i18n._({ id: 'demo.shelf.notice.deleteFailed', message: 'The product was not deleted.' })} ${reason}`,
    tagFailed: `${i18n._({ id: 'demo.shelf.notice.tagFailed', message: 'The tag change was not made; the tags are as before.' })} ${reason}`,
  }[notice];
  return (
    <div className={notice === 'saved' ? css.notice : css.noticeDanger} role={notice === 'saved' ? 'status' : 'alert'}>
      <p className={css.noticeText}>{text}</p>
      <button type="button" className={css.smallButton} onClick={() => editorRef.send({ type: 'editor.notice.dismiss' })}>
        {i18n._({ id: 'demo.shelf.notice.dismiss', message: 'Dismiss' })}
      </button>
    </div>
  );
}

/** A field's label, control and check message, wired for assistive technology. */
function FieldShell({
  id,
  label,
  error,
  hint,
  required,
  wide,
  children,
}: {
  id: string;
  label: string;
  error: string | null;
  hint?: string | undefined;
  required?: boolean | undefined;
  wide?: boolean | undefined;
  children: ReactNode;
}) {
  return (
    <div className={wide ? `${field.field} ${css.wide}` : field.field}>
      <label htmlFor={id} className={field.label}>
        {label}
        {required ? <span className={field.requiredMark} aria-hidden="true">*</span> : null}
      </label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className={field.hint}>
          {hint}
        </p>
      ) : null}
      <p id={`${id}-error`} className={field.error} hidden={error === null}>
        {error}
      </p>
    </div>
  );
}

function useDraftField(editorRef: ProductEditorRef, name: DraftField) {
  const { i18n } = useLingui();
  const value = useSelector(editorRef, (s) => s.context.draft?.[name] ?? '');
  const code = useSelector(editorRef, (s) => s.context.errors[name] ?? null);
  const id = `product-${name}`;
  const range = code === 'out-of-range' ? rangeHints[name] : undefined;
  const error = code === null ? null : `${i18n._(draftErrorMessages[code])}${range ? ` (${i18n._(range)})` : ''}`;
  return { value, error, id, label: i18n._(productLabels[name]) };
}

function describedBy(id: string, error: string | null, hint?: string) {
  return [error !== null ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined;
}

function TextInput({
  editorRef,
  name,
  required,
  maxLength,
  wide,
  multiline,
}: {
  editorRef: ProductEditorRef;
  name: Exclude<TextField, 'category' | 'brand' | 'vendor'>;
  required?: boolean;
  maxLength: number;
  wide?: boolean;
  multiline?: boolean;
}) {
  const f = useDraftField(editorRef, name);
  const common = {
    id: f.id,
    value: f.value,
    maxLength,
    required,
    'aria-invalid': f.error !== null ? true : undefined,
    'aria-describedby': describedBy(f.id, f.error),
    onChange: (event: { target: { value: string } }) => editorRef.send({ type: 'editor.field.change', field: name, value: event.target.value }),
  };
  return (
    <FieldShell id={f.id} label={f.label} error={f.error} required={required} wide={wide}>
      {multiline ? <textarea className={field.textarea} rows={4} {...common} /> : <input type="text" className={field.control} autoComplete="off" {...common} />}
    </FieldShell>
  );
}

function AmountInput({ editorRef, name, hint, whole }: { editorRef: ProductEditorRef; name: AmountField; hint?: string; whole?: boolean }) {
  const f = useDraftField(editorRef, name);
  return (
    <FieldShell id={f.id} label={f.label} error={f.error} hint={hint}>
      <input
        id={f.id}
        type="text"
        inputMode={whole ? 'numeric' : 'decimal'}
        className={field.numeric}
        autoComplete="off"
        maxLength={16}
        value={f.value}
        aria-invalid={f.error !== null ? true : undefined}
        aria-describedby={describedBy(f.id, f.error, hint)}
        onChange={(event) => editorRef.send({ type: 'editor.field.change', field: name, value: event.target.value })}
      />
    </FieldShell>
  );
}

function Choice({ editorRef, name, options }: { editorRef: ProductEditorRef; name: 'category' | 'brand' | 'vendor'; options: readonly NamedOption[] }) {
  const { i18n } = useLingui();
  const f = useDraftField(editorRef, name);
  return (
    <FieldShell id={f.id} label={f.label} error={f.error}>
      <select
        id={f.id}
        className={field.control}
        value={f.value}
        onChange={(event) => editorRef.send({ type: 'editor.field.change', field: name, value: event.target.value })}
      >
        <option value="">{i18n._({ id: 'demo.shelf.none', message: '(none)' })}</option>
        {options.map((o) => (
          <option key={o.id} value={o.id}>
            {o.name}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}

function Pictures({ editorRef }: { editorRef: ProductEditorRef }) {
  const { i18n } = useLingui();
  const images = useSelector(editorRef, (s) => s.context.draft?.images ?? [], (a, b) => a.length === b.length && a.every((x, i) => x === b[i]));
  const featured = useSelector(editorRef, (s) => s.context.draft?.thumbnail ?? '');
  const headingId = useId();
  return (
    <section className={css.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={css.cardTitle}>
        {i18n._(productLabels.images)}
      </h2>
      {images.length === 0 ? (
        <p className={css.muted}>{i18n._({ id: 'demo.shelf.images.none', message: 'This product has no pictures.' })}</p>
      ) : (
        <>
          <p className={css.muted}>{i18n._({ id: 'demo.shelf.images.hint', message: 'Choose the featured picture: the one the list and the shop show.' })}</p>
          <div className={css.images} role="group" aria-label={i18n._({ id: 'demo.shelf.images.featured', message: 'Featured picture' })}>
            {images.map((image, index) => (
              <button
                key={image}
                type="button"
                className={css.imageButton}
                aria-pressed={image === featured}
                onClick={() => editorRef.send({ type: 'editor.image.feature', image })}
              >
                <ProductPicture src={image} size={72} />
                {image === featured
                  ? i18n._({ id: 'demo.shelf.images.isFeatured', message: 'Picture {n} (featured)', values: { n: index + 1 } })
                  : i18n._({ id: 'demo.shelf.images.picture', message: 'Picture {n}', values: { n: index + 1 } })}
              </button>
            ))}
          </div>
        </>
      )}
    </section>
  );
}

function Tags({ editorRef }: { editorRef: ProductEditorRef }) {
  const { i18n } = useLingui();
  const tags = useSelector(editorRef, (s) => s.context.lookups?.tags ?? []);
  const chosen = useSelector(editorRef, (s) => s.context.draft?.tags ?? []);
  const newTag = useSelector(editorRef, (s) => s.context.newTag);
  const renaming = useSelector(editorRef, (s) => s.context.renaming);
  const busy = useSelector(editorRef, selectIsTagBusy);
  const canCreate = useSelector(editorRef, (s) => s.can({ type: 'tags.create' }));
  const canRename = useSelector(editorRef, (s) => s.can({ type: 'tags.rename.save' }));
  const headingId = useId();
  const renameInput = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (renaming) renameInput.current?.focus();
  }, [renaming?.id]);
  return (
    <section className={css.card} aria-labelledby={headingId} aria-busy={busy}>
      <h2 id={headingId} className={css.cardTitle}>
        {i18n._(productLabels.tags)}
      </h2>
      <div className={css.inlineForm}>
        <div className={`${field.field} ${css.grow}`}>
          <label htmlFor="product-new-tag" className={field.label}>
            {i18n._({ id: 'demo.shelf.tags.new', message: 'New tag' })}
          </label>
          <input
            id="product-new-tag"
            type="text"
            className={field.control}
            value={newTag}
            maxLength={MAX_TAG}
            autoComplete="off"
            onChange={(event) => editorRef.send({ type: 'tags.new.change', value: event.target.value })}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                editorRef.send({ type: 'tags.create' });
              }
            }}
          />
        </div>
        <button type="button" className={button({ tone: 'secondary' })} disabled={!canCreate} onClick={() => editorRef.send({ type: 'tags.create' })}>
          {i18n._({ id: 'demo.shelf.tags.add', message: 'Add tag' })}
        </button>
      </div>
      <ul className={css.tagList}>
        {tags.map((tag) =>
          renaming?.id === tag.id ? (
            <li key={tag.id} className={css.tagRow}>
              <label htmlFor="product-rename-tag" className={shared.visuallyHidden}>
                {i18n._({ id: 'demo.shelf.tags.renameLabel', message: 'New title of the tag {title}', values: { title: tag.title } })}
              </label>
              <input
                ref={renameInput}
                id="product-rename-tag"
                type="text"
                className={`${field.control} ${css.grow}`}
                value={renaming.title}
                maxLength={MAX_TAG}
                autoComplete="off"
                onChange={(event) => editorRef.send({ type: 'tags.rename.change', value: event.target.value })}
                onKeyDown={(event) => {
                  if (event.key === 'Enter') {
                    event.preventDefault();
                    editorRef.send({ type: 'tags.rename.save' });
                  } else if (event.key === 'Escape') {
                    event.preventDefault();
                    editorRef.send({ type: 'tags.rename.cancel' });
                  }
                }}
              />
              <button type="button" className={css.smallButton} disabled={!canRename} onClick={() => editorRef.send({ type: 'tags.rename.save' })}>
                {i18n._({ id: 'demo.shelf.tags.renameSave', message: 'Save' })}
              </button>
              <button type="button" className={css.smallButton} onClick={() => editorRef.send({ type: 'tags.rename.cancel' })}>
                {i18n._({ id: 'demo.shelf.tags.renameCancel', message: 'Cancel' })}
              </button>
            </li>
          ) : (
            <li key={tag.id} className={css.tagRow}>
              <label className={css.tagCheck}>
                <input
                  type="checkbox"
                  className={css.checkbox}
                  checked={chosen.includes(tag.id)}
                  onChange={() => editorRef.send({ type: 'editor.tag.toggle', id: tag.id })}
                />
                {tag.title}
              </label>
              <button
                type="button"
                className={css.smallButton}
                disabled={busy}
                aria-label={i18n._({ id: 'demo.shelf.tags.rename', message: 'Rename tag {title}', values: { title: tag.title } })}
                onClick={() => editorRef.send({ type: 'tags.rename.start', id: tag.id })}
              >
                {i18n._({ id: 'demo.shelf.tags.renameShort', message: 'Rename' })}
              </button>
              <button
                type="button"
                className={css.smallButton}
                disabled={busy}
                aria-label={i18n._({ id: 'demo.shelf.tags.delete', message: 'Delete tag {title}', values: { title: tag.title } })}
                onClick={() => editorRef.send({ type: 'tags.delete', id: tag.id })}
              >
                {i18n._({ id: 'demo.shelf.tags.deleteShort', message: 'Delete' })}
              </button>
            </li>
          ),
        )}
      </ul>
    </section>
  );
}
