/**
 * The file manager demo app (/apps/file-manager and /apps/file-manager/{folderId}, issue 14): a folder's folders and
 * files as a grid or a list, breadcrumbs from the root, a folder opens (its own address), an item's details in a side
 * panel (a full-screen sheet at phone width). Keyboard: the arrow keys move between items, Home and End to the ends,
 * Enter opens, I shows the details, Escape closes them. The mock has no write endpoints, so there is no upload or delete.
 */
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useSelector } from '@xstate/react';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import type { FileItem, FileType } from '../../../machines/demo/file-manager/file-manager-api';
import {
  fileManagerId,
  fileManagerMachine,
  folderIdFromPath,
  folderPath,
  selectDetails,
  selectIsUnknownFolder,
  selectItems,
  selectPathItems,
  selectStatus,
  type FileManagerRef,
  type FileView,
} from '../../../machines/demo/file-manager/file-manager.machine';
import type { SessionRef } from '../../../machines/session.machine';
import { recordErrorMessages } from '../../kit/field-messages';
import { useFormats } from '../../kit/format-context';
import { InAppLink } from '../../kit/in-app-link';
import * as shared from '../../kit/list-shared.css';
import { ErrorPage } from '../../pages/error-page';
import * as page from '../../sections/section-page.css';
import { useSectionActor } from '../../sections/use-section-actor';
import { useSectionDeps } from '../../sections/use-section-deps';
import { button } from '../../theme/recipes/button.css';
import { Icon } from '../../ui/icon';
import { SectionLoading } from '../../ui/lazy-section';
import { FileTypeIcon } from './file-type-icon';
import * as css from './file-manager.css';

const typeNames: Record<FileType, MessageDescriptor> = {
  folder: /* i18n */ { id: 'demo.files.type.folder', message: 'Folder' },
  PDF: /* i18n */ { id: 'demo.files.type.pdf', message: 'PDF document' },
  XLS: /* i18n */ { id: 'demo.files.type.xls', message: 'Spreadsheet (XLS)' },
  DOC: /* i18n */ { id: 'demo.files.type.doc', message: 'Text document (DOC)' },
  TXT: /* i18n */ { id: 'demo.files.type.txt', message: 'Plain text (TXT)' },
  JPG: /* i18n */ { id: 'demo.files.type.jpg', message: 'Picture (JPG)' },
};

export default function FileManagerPage({ sessionRef }: { sessionRef: SessionRef }) {
  const { path, navigate } = useSectionDeps(sessionRef);
  const folderId = folderIdFromPath(path);
  const ref = useSectionActor<FileManagerRef>(sessionRef, folderId !== undefined ? fileManagerId : null, () => ({
    logic: fileManagerMachine,
    input: { folderId },
  }));
  const shownFolder = useSelector(ref, (s) => (s ? s.context.folderId : undefined));
  if (folderId === undefined) return <ErrorPage status={404} />;
  if (!ref || shownFolder !== folderId) return <SectionLoading />;
  return <FileManager fmRef={ref} onNavigate={navigate} />;
}

export function FileManager({ fmRef, onNavigate }: { fmRef: FileManagerRef; onNavigate: (to: string) => void }) {
  const { i18n } = useLingui();
  const status = useSelector(fmRef, selectStatus);
  const failure = useSelector(fmRef, (s) => s.context.failure);
  const unknown = useSelector(fmRef, selectIsUnknownFolder);
  const pathItems = useSelector(fmRef, selectPathItems);
  const current = pathItems[pathItems.length - 1];
  const title = i18n._({ id: 'demo.files.title', message: 'File manager' });
  if (unknown) return <ErrorPage status={404} />;
  return (
    <>
      <header className={page.header}>
        <p className={page.eyebrow}>{i18n._({ id: 'demo.files.eyebrow', message: 'Apps' })}</p>
        <h1 className={page.title} style={{ overflowWrap: 'anywhere' }}>
          {status === 'ready' && current ? current.name : title}
        </h1>
        <nav aria-label={i18n._({ id: 'demo.files.breadcrumbs', message: 'Folder path' })}>
          <ol className={css.crumbs}>
            <li className={css.crumb}>
              {pathItems.length === 0 ? (
                <span aria-current="page">{i18n._({ id: 'demo.files.root', message: 'My files' })}</span>
              ) : (
                <InAppLink className={css.crumbLink} to={folderPath(null)} onNavigate={onNavigate}>
                  {i18n._({ id: 'demo.files.root', message: 'My files' })}
                </InAppLink>
              )}
            </li>
            {pathItems.map((p, i) => (
              <li key={p.id} className={css.crumb}>
                <span className={css.crumbSep} aria-hidden="true">
                  /
                </span>
                {i === pathItems.length - 1 ? (
                  <span aria-current="page">{p.name}</span>
                ) : (
                  <InAppLink className={css.crumbLink} to={folderPath(p.id)} onNavigate={onNavigate}>
                    {p.name}
                  </InAppLink>
                )}
              </li>
            ))}
          </ol>
        </nav>
      </header>
      {status === 'failed' ? (
        <div className={css.state} role="alert">
          <p className={css.value}>
            {i18n._({ id: 'demo.files.failed', message: 'The folder could not be loaded.' })} {failure ? i18n._(recordErrorMessages[failure]) : null}
          </p>
          <button type="button" className={button()} onClick={() => fmRef.send({ type: 'fm.retry' })}>
            {i18n._({ id: 'demo.files.retry', message: 'Try again' })}
          </button>
        </div>
      ) : status === 'loading' ? (
        <p className={css.count} role="status">
          {i18n._({ id: 'demo.files.loading', message: 'Loading the folder…' })}
        </p>
      ) : (
        <Folder fmRef={fmRef} />
      )}
    </>
  );
}

function Folder({ fmRef }: { fmRef: FileManagerRef }) {
  const { i18n } = useLingui();
  const items = useSelector(fmRef, selectItems);
  const folders = useSelector(fmRef, (s) => s.context.listing?.folders.length ?? 0);
  const files = items.length - folders;
  const view = useSelector(fmRef, (s) => s.context.view);
  const details = useSelector(fmRef, selectDetails);
  const views: { id: FileView; label: string }[] = [
    { id: 'grid', label: i18n._({ id: 'demo.files.view.grid', message: 'Grid' }) },
    { id: 'list', label: i18n._({ id: 'demo.files.view.list', message: 'List' }) },
  ];
  return (
    <>
      <div className={css.toolbar}>
        <p className={css.count} role="status">
          {i18n._({
            id: 'demo.files.count',
            message: '{folders, plural, =0 {no folders} one {# folder} other {# folders}}, {files, plural, =0 {no files} one {# file} other {# files}}',
            values: { folders, files },
          })}
        </p>
        <div className={css.toggle} role="group" aria-label={i18n._({ id: 'demo.files.view', message: 'Show as' })}>
          {views.map((v) => (
            <button key={v.id} type="button" className={css.toggleButton} aria-pressed={view === v.id} onClick={() => fmRef.send({ type: 'fm.view.set', view: v.id })}>
              {v.label}
            </button>
          ))}
        </div>
      </div>
      <div className={css.layout}>
        <div className={css.section}>
          {items.length === 0 ? (
            <div className={css.state}>
              <p className={css.value}>{i18n._({ id: 'demo.files.empty', message: 'This folder is empty.' })}</p>
            </div>
          ) : (
            <Items fmRef={fmRef} items={items} view={view} />
          )}
        </div>
        {details ? <Details fmRef={fmRef} item={details} /> : null}
      </div>
    </>
  );
}

function Items({ fmRef, items, view }: { fmRef: FileManagerRef; items: FileItem[]; view: FileView }) {
  const { i18n } = useLingui();
  const active = useSelector(fmRef, (s) => s.context.activeIndex);
  const detailsId = useSelector(fmRef, (s) => s.context.detailsId);
  const listRef = useRef<HTMLUListElement>(null);
  const hadFocus = useRef(false);
  // The item in the tab order takes the focus when the arrow keys moved it (not on the page's first paint).
  useEffect(() => {
    if (!hadFocus.current) return;
    listRef.current?.querySelectorAll<HTMLButtonElement>('[data-open]')[active]?.focus();
  }, [active]);
  const columns = () => {
    if (view === 'list' || !listRef.current) return 1;
    return Math.max(1, getComputedStyle(listRef.current).gridTemplateColumns.split(' ').filter(Boolean).length);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const moves: Record<string, () => void> = {
      ArrowRight: () => fmRef.send({ type: 'fm.focus.move', delta: 1 }),
      ArrowLeft: () => fmRef.send({ type: 'fm.focus.move', delta: -1 }),
      ArrowDown: () => fmRef.send({ type: 'fm.focus.move', delta: columns() }),
      ArrowUp: () => fmRef.send({ type: 'fm.focus.move', delta: -columns() }),
      Home: () => fmRef.send({ type: 'fm.focus.to', index: 0 }),
      End: () => fmRef.send({ type: 'fm.focus.to', index: items.length - 1 }),
    };
    const move = moves[event.key];
    if (move && (event.target as HTMLElement).hasAttribute('data-open')) {
      event.preventDefault();
      hadFocus.current = true;
      move();
    } else if ((event.key === 'i' || event.key === 'I') && !event.ctrlKey && !event.metaKey && !event.altKey) {
      const item = items[active];
      if (item) {
        event.preventDefault();
        fmRef.send({ type: 'fm.details.open', id: item.id });
      }
    }
  };
  return (
    <>
      <ul ref={listRef} className={css.items[view]} onKeyDown={onKeyDown} aria-label={i18n._({ id: 'demo.files.items', message: 'Folders and files' })} aria-describedby="fm-keys">
        {items.map((item, index) => {
          const typeName = i18n._(typeNames[item.type]);
          const meta = item.type === 'folder' ? (item.contents ?? '') : `${item.type} · ${item.size}`;
          return (
            <li key={item.id} className={css.item}>
              <button
                type="button"
                data-open=""
                className={css.openButton[view]}
                tabIndex={index === active ? 0 : -1}
                aria-current={detailsId === item.id ? 'true' : undefined}
                onFocus={() => {
                  hadFocus.current = true;
                  if (index !== active) fmRef.send({ type: 'fm.focus.to', index });
                }}
                onClick={() => fmRef.send({ type: 'fm.item.open', id: item.id })}
              >
                <FileTypeIcon type={item.type} size={view === 'grid' ? 56 : 32} />
                {view === 'grid' ? (
                  <>
                    <span className={css.name}>
                      {item.name}
                      <span className={shared.visuallyHidden}>, {typeName}, </span>
                    </span>
                    <span className={css.meta}>{meta}</span>
                  </>
                ) : (
                  <span className={css.listText}>
                    <span className={css.name}>
                      {item.name}
                      <span className={shared.visuallyHidden}>, {typeName}, </span>
                    </span>
                    <span className={css.meta}>{meta}</span>
                  </span>
                )}
              </button>
              {item.type === 'folder' ? (
                <button
                  type="button"
                  className={view === 'list' ? `${css.info} ${css.infoList}` : css.info}
                  tabIndex={index === active ? 0 : -1}
                  aria-label={i18n._({ id: 'demo.files.detailsOf', message: 'Details of {name}', values: { name: item.name } })}
                  onClick={() => fmRef.send({ type: 'fm.details.open', id: item.id })}
                >
                  <Icon name="info" size={18} />
                </button>
              ) : null}
            </li>
          );
        })}
      </ul>
      <p id="fm-keys" className={css.hint}>
        {i18n._({ id: 'demo.files.keys', message: 'Arrow keys move between items, Enter opens, I shows the details.' })}
      </p>
    </>
  );
}

function Details({ fmRef, item }: { fmRef: FileManagerRef; item: FileItem }) {
  const { i18n } = useLingui();
  const f = useFormats();
  const titleRef = useRef<HTMLHeadingElement>(null);
  // The details take the focus when they open or show another item; closing gives it back to the item.
  useEffect(() => {
    titleRef.current?.focus();
  }, [item.id]);
  const close = () => {
    fmRef.send({ type: 'fm.details.close' });
    requestAnimationFrame(() => document.querySelector<HTMLButtonElement>('[data-open][tabindex="0"]')?.focus());
  };
  const rows: { label: string; value: string }[] = [
    { label: i18n._({ id: 'demo.files.d.type', message: 'Type' }), value: i18n._(typeNames[item.type]) },
    { label: i18n._({ id: 'demo.files.d.size', message: 'Size' }), value: item.size },
    { label: i18n._({ id: 'demo.files.d.createdBy', message: 'Created by' }), value: item.createdBy },
    { label: i18n._({ id: 'demo.files.d.createdAt', message: 'Created' }), value: f.dateTime(item.createdAt) },
    { label: i18n._({ id: 'demo.files.d.modifiedAt', message: 'Modified' }), value: f.dateTime(item.modifiedAt) },
    ...(item.contents !== null ? [{ label: i18n._({ id: 'demo.files.d.contents', message: 'Contents' }), value: item.contents }] : []),
    ...(item.description !== null ? [{ label: i18n._({ id: 'demo.files.d.description', message: 'Description' }), value: item.description }] : []),
  ];
  return (
    <aside
      className={css.drawer}
      aria-labelledby="fm-details-title"
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          close();
        }
      }}
    >
      <div className={css.drawerHead}>
        <h2 id="fm-details-title" ref={titleRef} tabIndex={-1} className={css.drawerTitle}>
          <span className={shared.visuallyHidden}>{i18n._({ id: 'demo.files.detailsHeading', message: 'Details:' })} </span>
          {item.name}
        </h2>
        <button type="button" className={button({ tone: 'ghost', shape: 'icon' })} aria-label={i18n._({ id: 'demo.files.close', message: 'Close the details' })} onClick={close}>
          <Icon name="close" size={20} />
        </button>
      </div>
      <div className={css.preview}>
        <FileTypeIcon type={item.type} size={96} />
      </div>
      <dl className={css.details}>
        {rows.map((r) => (
          <div key={r.label} className={css.detailRow}>
            <dt className={css.term}>{r.label}</dt>
            <dd className={css.value}>{r.value}</dd>
          </div>
        ))}
      </dl>
      {item.type === 'folder' ? (
        <div className={css.drawerActions}>
          <button type="button" className={button()} onClick={() => fmRef.send({ type: 'fm.item.open', id: item.id })}>
            {i18n._({ id: 'demo.files.openFolder', message: 'Open folder' })}
          </button>
        </div>
      ) : null}
    </aside>
  );
}
