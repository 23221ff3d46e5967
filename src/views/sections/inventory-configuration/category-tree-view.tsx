import { Dialog } from '@ark-ui/react/dialog';
import { Portal } from '@ark-ui/react/portal';
import { useLingui } from '@lingui/react';
import type { I18n } from '@lingui/core';
import { useSelector } from '@xstate/react';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { useEffect, useMemo, useRef, type KeyboardEvent } from 'react';
import { branchCounts, categoryLimits, type TreeMove } from '../../../domain/inventory-config';
import {
  selectActiveId,
  selectAnnouncement,
  selectCategories,
  selectDeleteId,
  selectDragId,
  selectEditor,
  selectFailure,
  selectHasFailed,
  selectIsBusy,
  selectIsLoading,
  selectPendingId,
  selectRows,
  selectUsage,
  type CategoryTreeRef,
} from '../../../machines/sections/inventory-configuration/category-tree.machine';
import type { TreeAnnouncement } from '../../../machines/sections/inventory-configuration/category-tree.setup';
import { fieldErrorMessages } from '../../kit/field-messages';
import { button } from '../../theme/recipes/button.css';
import * as dialog from '../../kit/conflict-dialog.css';
import { bindCategoryRow } from './category-dnd';
import * as css from './category-tree.css';
import { failureLabel } from './inventory-config-texts';

const moveLabels: Record<TreeMove, { id: string; message: string }> = {
  up: /*i18n*/ { id: 'categories.move.up', message: 'Move up' },
  down: /*i18n*/ { id: 'categories.move.down', message: 'Move down' },
  outdent: /*i18n*/ { id: 'categories.move.outdent', message: 'Move out a level' },
  indent: /*i18n*/ { id: 'categories.move.indent', message: 'Move into the category above' },
};

/** The live region's sentence for what happened. */
function announcementText(i18n: I18n, a: TreeAnnouncement): string {
  switch (a.kind) {
    case 'moved':
      return a.parent === null
        ? i18n._({ id: 'categories.said.movedTop', message: '{name} moved to the top level, position {position} of {size}.', values: { name: a.name, position: a.position, size: a.size } })
        : i18n._({ id: 'categories.said.moved', message: '{name} moved into {parent}, position {position} of {size}.', values: { name: a.name, parent: a.parent, position: a.position, size: a.size } });
    case 'moveFailed':
      return i18n._({ id: 'categories.said.moveFailed', message: '{name} was not moved: it is back where it was.', values: { name: a.name } });
    case 'moveBlocked':
      return i18n._({ id: 'categories.said.moveBlocked', message: '{name} cannot move that way.', values: { name: a.name } });
    case 'dragStarted':
      return i18n._({ id: 'categories.said.dragStarted', message: 'Dragging {name}.', values: { name: a.name } });
    case 'dragCancelled':
      return i18n._({ id: 'categories.said.dragCancelled', message: '{name} was not moved.', values: { name: a.name } });
    case 'created':
      return a.parent === null
        ? i18n._({ id: 'categories.said.createdTop', message: '{name} added at the top level.', values: { name: a.name } })
        : i18n._({ id: 'categories.said.created', message: '{name} added in {parent}.', values: { name: a.name, parent: a.parent } });
    case 'renamed':
      return i18n._({ id: 'categories.said.renamed', message: 'Renamed to {name}.', values: { name: a.name } });
    case 'deleted':
      return i18n._({ id: 'categories.said.deleted', message: '{name} deleted.', values: { name: a.name } });
    case 'deleteRefused':
      return deleteRefusal(i18n, a.name, a.products, a.children);
  }
}

function deleteRefusal(i18n: I18n, name: string, products: number, children: number): string {
  if (products > 0 && children > 0) {
    return i18n._({
      id: 'categories.refused.both',
      message: '{name} cannot be deleted: {products, plural, one {# product is} other {# products are}} in it and it has {children, plural, one {# subcategory} other {# subcategories}}. Move them first.',
      values: { name, products, children },
    });
  }
  if (children > 0) {
    return i18n._({ id: 'categories.refused.children', message: '{name} cannot be deleted: it has {children, plural, one {# subcategory} other {# subcategories}}. Move or delete them first.', values: { name, children } });
  }
  return i18n._({ id: 'categories.refused.products', message: '{name} cannot be deleted: {products, plural, one {# product is} other {# products are}} in it. Move them to another category first.', values: { name, products } });
}

const moveKeys: Record<string, TreeMove> = { ArrowUp: 'up', ArrowDown: 'down', ArrowLeft: 'outdent', ArrowRight: 'indent' };

/** Product categories as a WAI-ARIA tree: arrows move the focus, Alt+arrows move the category, rows can be dragged. */
export function CategoryTreeView({ treeRef }: { treeRef: CategoryTreeRef }) {
  const { i18n } = useLingui();
  const rows = useSelector(treeRef, selectRows, (a, b) => JSON.stringify(a) === JSON.stringify(b));
  const activeId = useSelector(treeRef, selectActiveId);
  const dragId = useSelector(treeRef, selectDragId);
  const pendingId = useSelector(treeRef, selectPendingId);
  const usage = useSelector(treeRef, selectUsage);
  const editor = useSelector(treeRef, selectEditor);
  const deleteId = useSelector(treeRef, selectDeleteId);
  const failure = useSelector(treeRef, selectFailure);
  const announcement = useSelector(treeRef, selectAnnouncement);
  const loading = useSelector(treeRef, selectIsLoading);
  const failed = useSelector(treeRef, selectHasFailed);
  const busy = useSelector(treeRef, selectIsBusy);
  const categories = useSelector(treeRef, selectCategories);
  // The products of each branch, not only of the category itself (a parent is never shown empty).
  const branch = useMemo(
    () => branchCounts(categories, Object.fromEntries(Object.entries(usage).map(([id, u]) => [id, u.products]))),
    [categories, usage],
  );
  const can = useSelector(
    treeRef,
    (s) => ({
      up: s.can({ type: 'tree.move', move: 'up' }),
      down: s.can({ type: 'tree.move', move: 'down' }),
      outdent: s.can({ type: 'tree.move', move: 'outdent' }),
      indent: s.can({ type: 'tree.move', move: 'indent' }),
      add: s.can({ type: 'tree.add', parentId: null }),
      rename: s.can({ type: 'tree.rename' }),
      remove: s.can({ type: 'tree.delete' }),
    }),
    (a, b) => JSON.stringify(a) === JSON.stringify(b),
  );
  const treeEl = useRef<HTMLUListElement>(null);
  const rowEls = useRef(new Map<string, HTMLLIElement>());
  const activeName = categories.find((c) => c.id === activeId)?.name ?? '';

  // Roving tabindex: when the active row changes while the tree has the focus, the focus follows it.
  useEffect(() => {
    const tree = treeEl.current;
    if (!tree || activeId === null || !tree.contains(document.activeElement)) return;
    rowEls.current.get(activeId)?.focus();
  }, [activeId, rows]);

  const ids = rows.map((r) => r.category.id).join(',');
  // Each row is draggable and a drop target while it is shown (bound again when the rows change).
  useEffect(() => {
    const cleanups = [...rowEls.current.entries()].map(([id, el]) => bindCategoryRow(el, id, treeRef));
    return () => cleanups.forEach((cleanup) => cleanup());
  }, [ids, treeRef]);

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const send = treeRef.send;
    if (event.altKey && moveKeys[event.key]) {
      const move = moveKeys[event.key]!;
      send(treeRef.getSnapshot().can({ type: 'tree.move', move }) ? { type: 'tree.move', move } : { type: 'tree.move.blocked', move });
    } else if (event.key === 'ArrowDown') send({ type: 'tree.next' });
    else if (event.key === 'ArrowUp') send({ type: 'tree.prev' });
    else if (event.key === 'ArrowRight') send({ type: 'tree.expand' });
    else if (event.key === 'ArrowLeft') send({ type: 'tree.collapse' });
    else if (event.key === 'Home') send({ type: 'tree.first' });
    else if (event.key === 'End') send({ type: 'tree.last' });
    else if (event.key === 'F2') send({ type: 'tree.rename' });
    else if (event.key === 'Delete') send({ type: 'tree.delete' });
    else return;
    event.preventDefault();
  };

  if (failed) {
    return (
      <div role="alert" className={css.notice}>
        <p>{i18n._(failureLabel(failure?.code ?? 'server'))}</p>
        <button type="button" className={button({ tone: 'secondary' })} onClick={() => treeRef.send({ type: 'tree.retry' })}>
          {i18n._({ id: 'categories.retry', message: 'Try again' })}
        </button>
      </div>
    );
  }

  const refusal =
    failure?.action === 'delete' && failure.code === 'inUse' && announcement?.kind === 'deleteRefused'
      ? deleteRefusal(i18n, announcement.name, announcement.products, announcement.children)
      : failure
        ? i18n._(failureLabel(failure.code))
        : null;
  const deleteName = categories.find((c) => c.id === deleteId)?.name ?? '';
  const editorParent = editor?.mode === 'add' && editor.parentId !== null ? (categories.find((c) => c.id === editor.parentId)?.name ?? '') : null;

  return (
    <section className={css.panel} aria-labelledby="categories-title" aria-busy={loading || busy}>
      <div className={css.head}>
        <h2 id="categories-title" className={css.title}>
          {i18n._({ id: 'categories.title', message: 'Category tree' })}
        </h2>
        <p id="categories-help" className={css.help}>
          {i18n._({
            id: 'categories.help',
            message: 'Drag a category onto another to put it inside, or above or below it to reorder. With the keyboard: arrows move between categories, Alt with the arrows moves the selected one.',
          })}
        </p>
      </div>
      <div className={css.toolbar} role="toolbar" aria-label={i18n._({ id: 'categories.toolbar', message: 'Selected category' })} aria-controls="category-tree">
        <button type="button" className={button({ tone: 'secondary' })} disabled={!can.add} onClick={() => treeRef.send({ type: 'tree.add', parentId: null })}>
          {i18n._({ id: 'categories.addTop', message: 'New top-level category' })}
        </button>
        <button type="button" className={button({ tone: 'secondary' })} disabled={!can.add || activeId === null} onClick={() => treeRef.send({ type: 'tree.add', parentId: activeId })}>
          {i18n._({ id: 'categories.addChild', message: 'New subcategory' })}
        </button>
        <button type="button" className={button({ tone: 'secondary' })} disabled={!can.rename} onClick={() => treeRef.send({ type: 'tree.rename' })}>
          {i18n._({ id: 'categories.rename', message: 'Rename' })}
        </button>
        {(Object.keys(moveLabels) as TreeMove[]).map((move) => (
          <button key={move} type="button" className={button({ tone: 'secondary' })} disabled={!can[move]} onClick={() => treeRef.send({ type: 'tree.move', move })}>
            {i18n._(moveLabels[move])}
          </button>
        ))}
        <button type="button" className={button({ tone: 'secondary' })} disabled={!can.remove} onClick={() => treeRef.send({ type: 'tree.delete' })}>
          {i18n._({ id: 'categories.delete', message: 'Delete' })}
        </button>
      </div>

      {editor ? (
        <form
          className={css.editor}
          onSubmit={(event) => {
            event.preventDefault();
            treeRef.send({ type: 'tree.edit.submit' });
          }}
        >
          <label htmlFor="category-name" className={css.editorLabel}>
            {editor.mode === 'rename'
              ? i18n._({ id: 'categories.editor.rename', message: 'New name of {name}', values: { name: activeName } })
              : editorParent === null
                ? i18n._({ id: 'categories.editor.addTop', message: 'Name of the new top-level category' })
                : i18n._({ id: 'categories.editor.addChild', message: 'Name of the new subcategory of {parent}', values: { parent: editorParent } })}
          </label>
          <input
            id="category-name"
            className={css.input}
            value={editor.name}
            maxLength={categoryLimits.name}
            autoFocus
            aria-invalid={editor.error !== null}
            aria-describedby={editor.error ? 'category-name-error' : undefined}
            readOnly={busy}
            onChange={(event) => treeRef.send({ type: 'tree.edit.change', value: event.currentTarget.value })}
            onKeyDown={(event) => {
              if (event.key === 'Escape') treeRef.send({ type: 'tree.edit.cancel' });
            }}
          />
          {editor.error ? (
            <p id="category-name-error" className={css.error}>
              {i18n._(fieldErrorMessages[editor.error as keyof typeof fieldErrorMessages] ?? failureLabel(editor.error))}
            </p>
          ) : null}
          <div className={css.editorActions}>
            <button type="submit" className={button()} disabled={busy || editor.name.trim() === ''}>
              {i18n._({ id: 'categories.editor.save', message: 'Save' })}
            </button>
            <button type="button" className={button({ tone: 'secondary' })} disabled={busy} onClick={() => treeRef.send({ type: 'tree.edit.cancel' })}>
              {i18n._({ id: 'categories.editor.cancel', message: 'Cancel' })}
            </button>
          </div>
        </form>
      ) : null}

      {refusal ? (
        <div role="alert" className={css.notice}>
          <p>{refusal}</p>
          <button type="button" className={button({ tone: 'ghost' })} onClick={() => treeRef.send({ type: 'tree.failure.dismiss' })}>
            {i18n._({ id: 'categories.dismiss', message: 'Dismiss' })}
          </button>
        </div>
      ) : null}

      {loading ? <div className={css.loading} aria-hidden="true" /> : null}
      <ul
        id="category-tree"
        ref={treeEl}
        role="tree"
        aria-labelledby="categories-title"
        aria-describedby="categories-help"
        className={css.tree}
        onKeyDown={onKeyDown}
      >
        {rows.map((row) => {
          const { category } = row;
          const count = branch[category.id] ?? 0;
          const active = category.id === activeId;
          return (
            <li
              key={category.id}
              ref={(el) => {
                if (el) rowEls.current.set(category.id, el);
                else rowEls.current.delete(category.id);
              }}
              role="treeitem"
              aria-level={row.level}
              aria-posinset={row.posInSet}
              aria-setsize={row.setSize}
              aria-expanded={row.hasChildren ? row.expanded : undefined}
              aria-selected={active}
              aria-busy={category.id === pendingId || undefined}
              tabIndex={active || (activeId === null && row.level === 1 && row.posInSet === 1) ? 0 : -1}
              className={css.row}
              data-dragging={category.id === dragId || undefined}
              style={assignInlineVars({ [css.level]: String(row.level - 1) })}
              onClick={() => treeRef.send({ type: 'tree.focus', id: category.id })}
              onFocus={(event) => {
                if (event.target === event.currentTarget && !active) treeRef.send({ type: 'tree.focus', id: category.id });
              }}
            >
              <span
                className={css.twisty}
                aria-hidden="true"
                data-open={row.hasChildren ? row.expanded : undefined}
                onClick={(event) => {
                  event.stopPropagation();
                  if (row.hasChildren) treeRef.send({ type: 'tree.toggle', id: category.id });
                }}
              >
                {row.hasChildren ? '▸' : ''}
              </span>
              <span className={css.name}>{category.name}</span>
              <span className={css.count}>
                {i18n._({ id: 'categories.count', message: '{count, plural, =0 {no products} one {# product} other {# products}}', values: { count } })}
              </span>
            </li>
          );
        })}
      </ul>
      {!loading && rows.length === 0 ? <p className={css.help}>{i18n._({ id: 'categories.empty', message: 'No categories yet: add the first one.' })}</p> : null}

      <div aria-live="polite" aria-atomic="true" className="visually-hidden" data-testid="tree-announcer">
        {announcement ? <span key={announcement.seq}>{announcementText(i18n, announcement)}</span> : null}
      </div>

      <Dialog.Root
        open={deleteId !== null}
        role="alertdialog"
        lazyMount
        unmountOnExit
        onOpenChange={(details) => {
          if (!details.open && !busy) treeRef.send({ type: 'tree.delete.cancel' });
        }}
      >
        <Portal>
          <Dialog.Backdrop className={dialog.backdrop} />
          <Dialog.Positioner className={dialog.positioner}>
            <Dialog.Content className={dialog.content}>
              <Dialog.Title className={dialog.title}>{i18n._({ id: 'categories.delete.title', message: 'Delete {name}?', values: { name: deleteName } })}</Dialog.Title>
              <Dialog.Description className={dialog.description}>
                {i18n._({ id: 'categories.delete.text', message: 'The category goes from the tree. A category with products or subcategories is kept.' })}
              </Dialog.Description>
              <div className={dialog.actions}>
                <button type="button" className={button({ tone: 'secondary' })} disabled={busy} onClick={() => treeRef.send({ type: 'tree.delete.cancel' })}>
                  {i18n._({ id: 'categories.delete.cancel', message: 'Keep it' })}
                </button>
                <button type="button" className={button()} disabled={busy} onClick={() => treeRef.send({ type: 'tree.delete.confirm' })}>
                  {i18n._({ id: 'categories.delete.confirm', message: 'Delete' })}
                </button>
              </div>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </section>
  );
}
