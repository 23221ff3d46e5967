import { Popover } from '@ark-ui/react/popover';
import { Trans, useLingui } from '@lingui/react';
import { shallowEqual, useSelector } from '@xstate/react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import {
  selectCanDelete,
  selectCanSave,
  selectHasNoShortcuts,
  selectIsShortcutsBusy,
  selectIsShortcutsLoading,
  selectIsShortcutsOpen,
  selectShortcutForm,
  selectShortcutFormErrors,
  selectShortcuts,
  selectShortcutsError,
  selectShortcutsLoadError,
  selectShortcutsMode,
  shortcutsMachine,
  type Shortcut,
  type ShortcutForm,
  type ShortcutFormErrors,
  type ShortcutsMode,
  type ShortcutsRef,
} from '../../machines/shortcuts.machine';
import { shortcutLimits } from '../../machines/shortcut-form';
import { saveErrorMessages } from '../kit/field-messages';
import { button } from '../theme/recipes/button.css';
import { Icon, isIconName } from '../ui/icon';
import { UnavailableReason, useLinkAccess } from '../ui/link-access';
import * as unavailableCss from '../ui/link-access.css';
import { shortcutIcons } from './shortcut-icons';
import * as css from './shortcuts-panel.css';

/** The shortcuts' machine, handed to the session when this chunk arrives (top-bar-panels.tsx). */
export const panelLogic = { shortcuts: shortcutsMachine };

const titles = {
  view: /*i18n*/ { id: 'shortcuts.title', message: 'Shortcuts' },
  modify: /*i18n*/ { id: 'shortcuts.title.modify', message: 'Edit shortcuts' },
  add: /*i18n*/ { id: 'shortcuts.title.add', message: 'Add shortcut' },
  edit: /*i18n*/ { id: 'shortcuts.title.edit', message: 'Edit shortcut' },
} as const;

const fieldErrors = {
  required: /*i18n*/ { id: 'shortcuts.form.error.required', message: 'Required' },
  appPath: /*i18n*/ { id: 'shortcuts.form.error.appPath', message: 'An in-app link starts with / (for example /orders)' },
  httpsUrl: /*i18n*/ { id: 'shortcuts.form.error.httpsUrl', message: 'An external link is an https:// address' },
  tooLong: /*i18n*/ { id: 'shortcuts.form.error.tooLong', message: 'Too long: at most {max} characters (now {count})' },
} as const;

const firstControl = 'button:not(:disabled), a[href], input:not(:disabled), select:not(:disabled), textarea:not(:disabled)';

/** The shortcuts panel (SPEC §2, §4): a popover whose mode (view, modify, add, edit) is the machine's. */
export default function ShortcutsPopover({ shortcutsRef }: { shortcutsRef: ShortcutsRef }) {
  const { i18n } = useLingui();
  const open = useSelector(shortcutsRef, selectIsShortcutsOpen);
  const mode = useSelector(shortcutsRef, selectShortcutsMode);
  const send = shortcutsRef.send;
  // The title names the dialog from the first paint (the content is mounted lazily).
  const titleId = useId();
  const contentRef = useRef<HTMLDivElement>(null);
  const shownMode = useRef(mode);
  // A new mode replaces the header buttons and the body, and with them the control that had the focus (Add,
  // Save, Cancel, Done, a tile): the focus moves to the new mode's first control instead of falling to the page.
  useEffect(() => {
    const previous = shownMode.current;
    shownMode.current = mode;
    const content = contentRef.current;
    if (previous === null || mode === null || previous === mode || !content || content.contains(document.activeElement)) return;
    content.querySelector<HTMLElement>(firstControl)?.focus();
  }, [mode]);
  return (
    <Popover.Root
      ids={{ title: titleId }}
      open={open}
      onOpenChange={(details) => send({ type: details.open ? 'shortcuts.open' : 'shortcuts.close' })}
      positioning={{ placement: 'bottom-end' }}
      lazyMount
      unmountOnExit
    >
      <Popover.Trigger className={css.trigger} aria-label={i18n._({ id: 'shortcuts.open', message: 'Shortcuts' })} data-panel-trigger="shortcuts">
        <Icon name="bolt" />
      </Popover.Trigger>
      <Popover.Positioner>
        <Popover.Content ref={contentRef} className={css.content} aria-labelledby={titleId}>
          {mode ? (
            <>
              <div className={css.header}>
                <Popover.Title className={css.title}>{i18n._(titles[mode])}</Popover.Title>
                <HeaderActions mode={mode} shortcutsRef={shortcutsRef} />
              </div>
              <div className={css.body}>
                {mode === 'view' || mode === 'modify' ? (
                  <ShortcutList mode={mode} shortcutsRef={shortcutsRef} />
                ) : (
                  <ShortcutFormView key={mode} mode={mode} shortcutsRef={shortcutsRef} />
                )}
              </div>
            </>
          ) : null}
        </Popover.Content>
      </Popover.Positioner>
    </Popover.Root>
  );
}

function HeaderActions({ mode, shortcutsRef }: { mode: ShortcutsMode; shortcutsRef: ShortcutsRef }) {
  const { i18n } = useLingui();
  if (mode === 'view') {
    return (
      <>
        <button
          type="button"
          className={css.headerButton}
          aria-label={i18n._({ id: 'shortcuts.modify', message: 'Edit shortcuts' })}
          onClick={() => shortcutsRef.send({ type: 'shortcuts.modify' })}
        >
          <Icon name="pencil" size={18} />
        </button>
        <button
          type="button"
          className={css.headerButton}
          aria-label={i18n._({ id: 'shortcuts.add', message: 'Add shortcut' })}
          onClick={() => shortcutsRef.send({ type: 'shortcuts.add' })}
        >
          <Icon name="plus" size={18} />
        </button>
      </>
    );
  }
  if (mode === 'modify') {
    return (
      <button
        type="button"
        className={css.headerButton}
        aria-label={i18n._({ id: 'shortcuts.done', message: 'Done editing shortcuts' })}
        onClick={() => shortcutsRef.send({ type: 'shortcuts.done' })}
      >
        <Icon name="check" size={18} />
      </button>
    );
  }
  return null;
}

function ShortcutList({ mode, shortcutsRef }: { mode: 'view' | 'modify'; shortcutsRef: ShortcutsRef }) {
  const shortcuts = useSelector(shortcutsRef, selectShortcuts);
  const loading = useSelector(shortcutsRef, selectIsShortcutsLoading);
  const loadError = useSelector(shortcutsRef, selectShortcutsLoadError);
  const empty = useSelector(shortcutsRef, selectHasNoShortcuts);
  const linkAccess = useLinkAccess(shortcutsRef);
  if (loading) {
    return (
      <p className={css.muted} role="status">
        <Trans id="shortcuts.loading" message="Loading shortcuts…" />
      </p>
    );
  }
  if (loadError !== null) {
    return (
      <div className={css.empty} role="alert">
        <p className={css.muted}>
          <Trans id="shortcuts.loadError" message="Shortcuts could not be loaded ({code})." values={{ code: loadError }} />
        </p>
        <button type="button" className={button({ tone: 'secondary' })} onClick={() => shortcutsRef.send({ type: 'shortcuts.retry' })}>
          <Trans id="shortcuts.retry" message="Try again" />
        </button>
      </div>
    );
  }
  if (empty) {
    return (
      <div className={css.empty}>
        <Icon name="bolt" size={40} className={css.emptyIcon} />
        <p className={css.emptyTitle}>
          <Trans id="shortcuts.empty.title" message="No shortcuts" />
        </p>
        <p className={css.muted}>
          <Trans id="shortcuts.empty.text" message="When you have shortcuts, they will appear here." />
        </p>
      </div>
    );
  }
  const close = () => shortcutsRef.send({ type: 'shortcuts.close' });
  return (
    <ul className={css.grid}>
      {shortcuts.map((shortcut) => {
        // Issue 13 point 3: an in-app shortcut to a page this user may not open is shown, but not as a link.
        const access = shortcut.useRouter ? linkAccess(shortcut.link) : ({ available: true } as const);
        return (
          <li key={shortcut.id}>
            {mode === 'modify' ? (
              <button type="button" className={css.tile} title={fullText(shortcut)} onClick={() => shortcutsRef.send({ type: 'shortcuts.item.select', id: shortcut.id })}>
                <TileBody shortcut={shortcut} />
              </button>
            ) : !access.available ? (
              <div className={`${css.tile} ${unavailableCss.unavailable}`} title={fullText(shortcut)}>
                <TileBody shortcut={shortcut} />
                <UnavailableReason title={access.title} />
              </div>
            ) : shortcut.useRouter ? (
              <Link href={shortcut.link} className={css.tile} title={fullText(shortcut)} onClick={close}>
                <TileBody shortcut={shortcut} />
              </Link>
            ) : (
              <a href={shortcut.link} className={css.tile} title={fullText(shortcut)} target="_blank" rel="noopener noreferrer" onClick={close}>
                <TileBody shortcut={shortcut} />
              </a>
            )}
          </li>
        );
      })}
    </ul>
  );
}

function TileBody({ shortcut }: { shortcut: Shortcut }) {
  return (
    <>
      <span className={css.tileIcon}>
        <Icon name={isIconName(shortcut.icon) ? shortcut.icon : 'bolt'} />
      </span>
      <span className={css.tileLabel}>{shortcut.label}</span>
      {shortcut.description ? <span className={css.tileDescription}>{shortcut.description}</span> : null}
    </>
  );
}

type FieldName = keyof ShortcutFormErrors;

/** A tile shows at most two lines of each text; its title holds all of it. */
const fullText = (shortcut: Shortcut): string => (shortcut.description ? `${shortcut.label}\n${shortcut.description}` : shortcut.label);

function ShortcutFormView({ mode, shortcutsRef }: { mode: 'add' | 'edit'; shortcutsRef: ShortcutsRef }) {
  const { i18n } = useLingui();
  const form = useSelector(shortcutsRef, selectShortcutForm, shallowEqual);
  const errors = useSelector(shortcutsRef, selectShortcutFormErrors, shallowEqual);
  const canSave = useSelector(shortcutsRef, selectCanSave);
  const canDelete = useSelector(shortcutsRef, selectCanDelete);
  const busy = useSelector(shortcutsRef, selectIsShortcutsBusy);
  const error = useSelector(shortcutsRef, selectShortcutsError);
  // Presentation only: a field's error shows once the user has left it (or tried to save).
  const [touched, setTouched] = useState<ReadonlySet<FieldName>>(new Set());
  const touch = (name: FieldName) => setTouched((t) => (t.has(name) ? t : new Set(t).add(name)));
  const id = useId();
  const change = (values: Partial<ShortcutForm>) => shortcutsRef.send({ type: 'shortcuts.form.change', values });
  const errorOf = (name: FieldName) => (touched.has(name) ? errors[name] : undefined);
  const described = (name: FieldName) => (errorOf(name) ? { 'aria-invalid': true, 'aria-describedby': `${id}-${name}-error` } : {});
  const errorText = (name: FieldName) => {
    const code = errorOf(name);
    return code ? (
      <span id={`${id}-${name}-error`} className={css.fieldError}>
        {code === 'tooLong'
          ? i18n._(fieldErrors.tooLong.id, { max: shortcutLimits[name as keyof typeof shortcutLimits], count: form[name as keyof typeof shortcutLimits].trim().length }, { message: fieldErrors.tooLong.message })
          : i18n._(fieldErrors[code])}
      </span>
    ) : null;
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(new Set(['label', 'description', 'icon', 'link', 'useRouter']));
    shortcutsRef.send({ type: 'shortcuts.save' });
  };

  return (
    <form className={css.form} onSubmit={onSubmit} noValidate aria-busy={busy}>
      <div className={css.field}>
        <label className={css.label} htmlFor={`${id}-label`}>
          <Trans id="shortcuts.form.label" message="Label" />
        </label>
        <input
          id={`${id}-label`}
          className={css.control}
          required
          value={form.label}
          onChange={(e) => change({ label: e.target.value })}
          onBlur={() => touch('label')}
          {...described('label')}
        />
        {errorText('label')}
      </div>
      <div className={css.field}>
        <label className={css.label} htmlFor={`${id}-description`}>
          <Trans id="shortcuts.form.description" message="Description" />
        </label>
        <input
          id={`${id}-description`}
          className={css.control}
          value={form.description}
          onChange={(e) => change({ description: e.target.value })}
          onBlur={() => touch('description')}
          {...described('description')}
        />
        {errorText('description')}
      </div>
      <div className={css.field}>
        <label className={css.label} htmlFor={`${id}-icon`}>
          <Trans id="shortcuts.form.icon" message="Icon" />
        </label>
        <div className={css.iconRow}>
          <span className={css.iconPreview} aria-hidden="true">
            {isIconName(form.icon) ? <Icon name={form.icon} /> : null}
          </span>
          <select
            id={`${id}-icon`}
            className={`${css.control} ${css.grow}`}
            required
            value={form.icon}
            onChange={(e) => change({ icon: e.target.value })}
            onBlur={() => touch('icon')}
            {...described('icon')}
          >
            <option value="">{i18n._({ id: 'shortcuts.form.iconNone', message: 'Choose an icon' })}</option>
            {form.icon !== '' && !shortcutIcons.some((icon) => icon.name === form.icon) ? <option value={form.icon}>{form.icon}</option> : null}
            {shortcutIcons.map((icon) => (
              <option key={icon.name} value={icon.name}>
                {i18n._(icon.label)}
              </option>
            ))}
          </select>
        </div>
        {errorText('icon')}
      </div>
      <fieldset className={css.fieldset} {...described('useRouter')}>
        <legend className={css.label}>
          <Trans id="shortcuts.form.linkType" message="Link type" />
        </legend>
        <div className={css.choices}>
          <label className={css.choice}>
            <input
              type="radio"
              name={`${id}-useRouter`}
              checked={form.useRouter === true}
              onChange={() => change({ useRouter: true })}
              onBlur={() => touch('useRouter')}
            />
            <Trans id="shortcuts.form.inApp" message="In-app page" />
          </label>
          <label className={css.choice}>
            <input
              type="radio"
              name={`${id}-useRouter`}
              checked={form.useRouter === false}
              onChange={() => change({ useRouter: false })}
              onBlur={() => touch('useRouter')}
            />
            <Trans id="shortcuts.form.external" message="External site" />
          </label>
        </div>
        {errorText('useRouter')}
      </fieldset>
      <div className={css.field}>
        <label className={css.label} htmlFor={`${id}-link`}>
          <Trans id="shortcuts.form.link" message="Link" />
        </label>
        <input
          id={`${id}-link`}
          className={css.control}
          required
          inputMode="url"
          value={form.link}
          onChange={(e) => change({ link: e.target.value })}
          onBlur={() => touch('link')}
          {...described('link')}
        />
        {errorText('link')}
      </div>
      {error !== null ? (
        <p className={css.alert} role="alert">
          {Object.keys(errors).length > 0 ? (
            <Trans id="shortcuts.error.fields" message="Not saved: correct the fields marked above. Your changes are kept." />
          ) : (
            i18n._(saveErrorMessages[error])
          )}
        </p>
      ) : null}
      <div className={css.actions}>
        {mode === 'edit' ? (
          <button
            type="button"
            className={button({ tone: 'ghost', shape: 'icon' })}
            disabled={!canDelete}
            aria-label={i18n._({ id: 'shortcuts.delete', message: 'Delete shortcut' })}
            onClick={() => shortcutsRef.send({ type: 'shortcuts.delete' })}
          >
            <Icon name="trash" size={18} />
          </button>
        ) : null}
        <span className={css.grow} />
        <button type="button" className={button({ tone: 'secondary' })} disabled={busy} onClick={() => shortcutsRef.send({ type: 'shortcuts.cancel' })}>
          <Trans id="shortcuts.cancel" message="Cancel" />
        </button>
        <button type="submit" className={button()} disabled={!canSave}>
          <Trans id="shortcuts.save" message="Save" />
        </button>
      </div>
    </form>
  );
}
