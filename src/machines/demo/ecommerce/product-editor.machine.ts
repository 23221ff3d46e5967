/**
 * The product editor (/apps/e-commerce/inventory/{id}, issue 14): it follows the address (another id loads that
 * product; the same id keeps what was typed), loads the product with its categories, brands, vendors and tags, keeps
 * the draft and its checks, saves (PATCH: a failure keeps the draft and says why), deletes after the shell's
 * confirmation dialog (then the list shows again without it), and manages the tags: create, rename and delete, the
 * last two optimistic and put back when the mock refuses.
 */
import { assign, enqueueActions, fromCallback, fromPromise, not, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { confirmBeforeUnload, holdLeaveGuard } from '../../kit/form-effects';
import { confirmAction } from '../../confirm-action.machine';
import { errorCodeOf, type ShellErrorCode } from '../../effects/error-code';
import type { NavRef } from '../../nav.machine';
import { navActor } from '../../system';
import {
  createTag,
  deleteProduct,
  deleteTag,
  fetchLookups,
  fetchProduct,
  MAX_TAG,
  renameTag,
  updateProduct,
  type InventoryLookups,
  type InventoryTag,
  type Product,
  type ProductChanges,
} from './inventory-api';
import { inventoryListId, inventoryPath } from './inventory-list';
import { changesOf, draftOf, hasErrors, isDirty, validateDraft, withField, type DraftErrors, type DraftField, type ProductDraft } from './product-draft';

export type EditorNotice = 'saved' | 'saveFailed' | 'deleteFailed' | 'tagFailed' | 'invalid';

export interface ProductEditorContext {
  id: string;
  product: Product | null;
  lookups: InventoryLookups | null;
  draft: ProductDraft | null;
  /** The draft as it was sent by the save in flight. */
  sent: ProductDraft | null;
  errors: DraftErrors;
  /** Why the product could not be loaded. */
  failure: ShellErrorCode | null;
  notice: EditorNotice | null;
  /** The failed request's code, for a save, delete or tag notice. */
  noticeCode: ShellErrorCode | null;
  /** The new tag's title as typed. */
  newTag: string;
  /** The tag whose title is being edited, and the title as typed. */
  renaming: { id: string; title: string } | null;
  /** What an optimistic tag change replaced, to put it back if the mock refuses. */
  tagsBefore: { lookups: InventoryLookups; draftTags: string[] | null; productTags: string[] | null } | null;
  /** The tag a delete was asked for. */
  tagToDelete: string | null;
}

export type ProductEditorEvent =
  | { type: 'editor.open'; id: string }
  | { type: 'editor.retry' }
  | { type: 'editor.field.change'; field: DraftField; value: string }
  | { type: 'editor.active.set'; active: boolean }
  | { type: 'editor.tag.toggle'; id: string }
  | { type: 'editor.image.feature'; image: string }
  | { type: 'editor.save' }
  | { type: 'editor.discard' }
  | { type: 'editor.delete' }
  | { type: 'editor.notice.dismiss' }
  | { type: 'tags.new.change'; value: string }
  | { type: 'tags.create' }
  | { type: 'tags.rename.start'; id: string }
  | { type: 'tags.rename.change'; value: string }
  | { type: 'tags.rename.save' }
  | { type: 'tags.rename.cancel' }
  | { type: 'tags.delete'; id: string }
  /** From the navigation machine: the user chose to leave the page and its unsaved changes. */
  | { type: 'form.leave.confirmed' };

export interface ProductEditorInput {
  id: string;
}

const deleteProductQuestion = {
  title: /* i18n */ { id: 'demo.shelf.product.delete.title', message: 'Delete this product?' },
  message: /* i18n */ { id: 'demo.shelf.product.delete.message', message: 'The product and its pictures are removed from the inventory. This cannot be undone.' },
  actions: { confirm: { label: /* i18n */ { id: 'demo.shelf.product.delete.confirm', message: 'Delete' } } },
  dismissible: true,
};
const deleteTagQuestion = {
  title: /* i18n */ { id: 'demo.shelf.tag.delete.title', message: 'Delete this tag?' },
  message: /* i18n */ { id: 'demo.shelf.tag.delete.message', message: 'The tag is removed from every product that has it.' },
  actions: { confirm: { label: /* i18n */ { id: 'demo.shelf.tag.delete.confirm', message: 'Delete tag' } } },
  dismissible: true,
};

/** `/apps/e-commerce/inventory/{id}` → id; null elsewhere. */
export function productIdFromPath(path: string): string | null {
  const match = /^\/apps\/e-commerce\/inventory\/([^/]+)$/.exec(path);
  if (!match) return null;
  try {
    const id = decodeURIComponent(match[1]!);
    return /^[A-Za-z0-9_-]{1,100}$/.test(id) ? id : null;
  } catch {
    return null;
  }
}

/** Reports the product id of the address while the navigation machine (systemId `nav`) is on an editor's page. */
export const followAddress = fromCallback<{ type: 'editor.open'; id: string }>(({ system, sendBack }) => {
  const nav: NavRef | undefined = navActor(system);
  if (nav === undefined) return () => undefined;
  const read = (path: string) => {
    const id = productIdFromPath(path);
    if (id !== null) sendBack({ type: 'editor.open', id });
  };
  const subscription = nav.subscribe((s) => read(s.context.location.path));
  read(nav.getSnapshot().context.location.path);
  return () => subscription.unsubscribe();
});

export const loadEditor = fromPromise<{ product: Product | null; lookups: InventoryLookups }, { id: string }>(async ({ input, signal }) => {
  const [product, lookups] = await Promise.all([fetchProduct(input.id, signal), fetchLookups(signal)]);
  return { product, lookups };
});
export const saveProduct = fromPromise<Product, { id: string; changes: ProductChanges }>(({ input, signal }) => updateProduct(input.id, input.changes, signal));
export const removeProduct = fromPromise<boolean, { id: string }>(({ input, signal }) => deleteProduct(input.id, signal));
export const addTag = fromPromise<InventoryTag, { title: string }>(({ input, signal }) => createTag(input.title, signal));
export const saveTagTitle = fromPromise<InventoryTag, { id: string; title: string }>(({ input, signal }) => renameTag(input.id, input.title, signal));
export const removeTag = fromPromise<boolean, { id: string }>(({ input, signal }) => deleteTag(input.id, signal));

const withoutTag = (tags: string[], id: string): string[] => tags.filter((t) => t !== id);

export const productEditorMachine = setup({
  types: {} as { context: ProductEditorContext; events: ProductEditorEvent; input: ProductEditorInput },
  actors: {
    followAddress,
    loadEditor,
    saveProduct,
    removeProduct,
    addTag,
    saveTagTitle,
    removeTag,
    holdLeaveGuard,
    confirmBeforeUnload,
    confirmDelete: confirmAction(deleteProductQuestion),
    confirmTagDelete: confirmAction(deleteTagQuestion),
  },
  guards: {
    isOtherId: ({ context }, params: { id: string }) => params.id !== context.id,
    isFound: (_, params: { product: Product | null }) => params.product !== null,
    isValid: ({ context }) => context.draft !== null && !hasErrors(validateDraft(context.draft)),
    isDirty: ({ context }) => context.draft !== null && context.product !== null && isDirty(context.draft, context.product),
    isConfirmed: (_, params: { result: string }) => params.result === 'confirmed',
    hasNewTag: ({ context }) => context.newTag.trim() !== '',
    canRename: ({ context }) =>
      context.renaming !== null &&
      context.renaming.title.trim() !== '' &&
      context.lookups?.tags.find((t) => t.id === context.renaming!.id)?.title !== context.renaming.title.trim(),
    isKnownTag: ({ context }, params: { id: string }) => context.lookups?.tags.some((t) => t.id === params.id) ?? false,
    isImage: ({ context }, params: { image: string }) => context.draft?.images.includes(params.image) ?? false,
  },
  actions: {
    open: assign((_, params: { id: string }) => ({
      id: params.id,
      product: null,
      draft: null,
      sent: null,
      errors: {},
      failure: null,
      notice: null,
      noticeCode: null,
      renaming: null,
      tagsBefore: null,
      tagToDelete: null,
    })),
    setLoaded: assign((_, params: { product: Product | null; lookups: InventoryLookups }) => ({
      product: params.product,
      lookups: params.lookups,
      draft: params.product ? draftOf(params.product) : null,
      failure: null,
    })),
    setFailure: assign((_, params: { error: unknown }) => ({ failure: errorCodeOf(params.error) })),
    setField: assign(({ context }, params: { field: DraftField; value: string }) => {
      if (context.draft === null) return {};
      const draft = withField(context.draft, params.field, params.value);
      // A field's message goes away as soon as it is fixed; new ones show on Save.
      const errors = { ...context.errors };
      const now = validateDraft(draft);
      for (const key of Object.keys(errors) as DraftField[]) if (now[key] === undefined) delete errors[key];
      if (params.field === 'basePrice' || params.field === 'taxPercent') if (now.price === undefined) delete errors.price;
      return { draft, errors, notice: context.notice === 'saved' ? null : context.notice };
    }),
    setActive: assign(({ context }, params: { active: boolean }) => (context.draft ? { draft: { ...context.draft, active: params.active } } : {})),
    toggleTag: assign(({ context }, params: { id: string }) => {
      if (context.draft === null) return {};
      const tags = context.draft.tags.includes(params.id) ? withoutTag(context.draft.tags, params.id) : [...context.draft.tags, params.id];
      return { draft: { ...context.draft, tags } };
    }),
    feature: assign(({ context }, params: { image: string }) => (context.draft ? { draft: { ...context.draft, thumbnail: params.image } } : {})),
    showErrors: assign(({ context }) => ({ errors: context.draft ? validateDraft(context.draft) : {}, notice: 'invalid' as const, noticeCode: null })),
    markSent: assign(({ context }) => ({ sent: context.draft, notice: null, noticeCode: null })),
    setSaved: assign(({ context }, params: { product: Product }) => ({
      product: params.product,
      // Typed while the save was on its way: kept.
      draft: context.draft === context.sent ? draftOf(params.product) : context.draft,
      sent: null,
      errors: {},
      notice: 'saved' as const,
    })),
    setNotice: assign(({ context }, params: { notice: EditorNotice; error?: unknown }) => ({
      notice: params.notice,
      noticeCode: params.error === undefined ? null : errorCodeOf(params.error),
      // Only the save's own failure ends it; a tag's failure during a save leaves the save's draft alone.
      sent: params.notice === 'saveFailed' ? null : context.sent,
    })),
    dismissNotice: assign({ notice: null, noticeCode: null }),
    discard: assign(({ context }) => (context.product ? { draft: draftOf(context.product), errors: {}, notice: null } : {})),
    tellList: enqueueActions(({ system, enqueue }, params: { product: Product }) => {
      const list = system.get(inventoryListId);
      if (list) enqueue.sendTo(list, { type: 'list.row.changed', row: params.product } as { type: string });
    }),
    /** Back to the list, at the page and order it showed, fetched again without the deleted product. */
    leaveToList: enqueueActions(({ system, enqueue }) => {
      const list = system.get(inventoryListId);
      const search: string = list?.getSnapshot().context.search ?? '';
      if (list) enqueue.sendTo(list, { type: 'list.reload' });
      const nav: NavRef | undefined = navActor(system);
      if (nav) enqueue.sendTo(nav, { type: 'nav.navigate', to: `${inventoryPath}${search}`, replace: true });
    }),
    setNewTag: assign((_, params: { value: string }) => ({ newTag: params.value.slice(0, MAX_TAG) })),
    addCreatedTag: assign(({ context }, params: { tag: InventoryTag }) => ({
      newTag: '',
      lookups: context.lookups ? { ...context.lookups, tags: [params.tag, ...context.lookups.tags] } : null,
      // A tag created here is meant for this product.
      draft: context.draft ? { ...context.draft, tags: [...withoutTag(context.draft.tags, params.tag.id), params.tag.id] } : null,
    })),
    startRename: assign(({ context }, params: { id: string }) => {
      const tag = context.lookups?.tags.find((t) => t.id === params.id);
      return tag ? { renaming: { id: tag.id, title: tag.title } } : {};
    }),
    setRename: assign(({ context }, params: { value: string }) => (context.renaming ? { renaming: { ...context.renaming, title: params.value.slice(0, MAX_TAG) } } : {})),
    cancelRename: assign({ renaming: null }),
    /** Optimistic: the new title shows at once; `restoreTags` puts the old one back. */
    applyRename: assign(({ context }) => {
      if (!context.lookups || !context.renaming) return {};
      const { id, title } = context.renaming;
      return {
        tagsBefore: { lookups: context.lookups, draftTags: null, productTags: null },
        lookups: { ...context.lookups, tags: context.lookups.tags.map((t) => (t.id === id ? { ...t, title: title.trim() } : t)) },
      };
    }),
    askTagDelete: assign((_, params: { id: string }) => ({ tagToDelete: params.id })),
    /** Optimistic: the tag leaves the list, the draft and the product at once (the mock removes it from every product). */
    applyTagDelete: assign(({ context }) => {
      const id = context.tagToDelete;
      if (!context.lookups || id === null) return {};
      return {
        tagsBefore: { lookups: context.lookups, draftTags: context.draft?.tags ?? null, productTags: context.product?.tags ?? null },
        lookups: { ...context.lookups, tags: context.lookups.tags.filter((t) => t.id !== id) },
        draft: context.draft ? { ...context.draft, tags: withoutTag(context.draft.tags, id) } : null,
        product: context.product ? { ...context.product, tags: withoutTag(context.product.tags, id) } : null,
        renaming: context.renaming?.id === id ? null : context.renaming,
      };
    }),
    settleTags: assign({ tagsBefore: null, tagToDelete: null, renaming: null }),
    restoreTags: assign(({ context }) => {
      const before = context.tagsBefore;
      if (!before) return { tagToDelete: null };
      return {
        lookups: before.lookups,
        draft: context.draft && before.draftTags ? { ...context.draft, tags: before.draftTags } : context.draft,
        product: context.product && before.productTags ? { ...context.product, tags: before.productTags } : context.product,
        tagsBefore: null,
        tagToDelete: null,
      };
    }),
  },
}).createMachine({
  id: 'productEditor',
  context: ({ input }) => ({
    id: input.id,
    product: null,
    lookups: null,
    draft: null,
    sent: null,
    errors: {},
    failure: null,
    notice: null,
    noticeCode: null,
    newTag: '',
    renaming: null,
    tagsBefore: null,
    tagToDelete: null,
  }),
  invoke: { id: 'followAddress', src: 'followAddress' },
  on: {
    // Another product's address: load it. The same one keeps the draft (back from the list, nothing typed is lost).
    'editor.open': {
      guard: { type: 'isOtherId', params: ({ event }) => ({ id: event.id }) },
      target: '.loading',
      actions: { type: 'open', params: ({ event }) => ({ id: event.id }) },
    },
  },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadEditor',
        src: 'loadEditor',
        input: ({ context }) => ({ id: context.id }),
        onDone: [
          {
            guard: { type: 'isFound', params: ({ event }) => ({ product: event.output.product }) },
            target: 'ready',
            actions: { type: 'setLoaded', params: ({ event }) => event.output },
          },
          { target: 'missing', actions: { type: 'setLoaded', params: ({ event }) => event.output } },
        ],
        onError: { target: 'failed', actions: { type: 'setFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    failed: { on: { 'editor.retry': { target: 'loading' } } },
    /** No product with this id (deleted elsewhere, or a typed address). */
    missing: {},
    /** Deleted: the list shows again. */
    deleted: {},
    ready: {
      type: 'parallel',
      on: {
        'editor.field.change': { actions: { type: 'setField', params: ({ event }) => ({ field: event.field, value: event.value }) } },
        'editor.active.set': { actions: { type: 'setActive', params: ({ event }) => ({ active: event.active }) } },
        'editor.tag.toggle': {
          guard: { type: 'isKnownTag', params: ({ event }) => ({ id: event.id }) },
          actions: { type: 'toggleTag', params: ({ event }) => ({ id: event.id }) },
        },
        'editor.image.feature': {
          guard: { type: 'isImage', params: ({ event }) => ({ image: event.image }) },
          actions: { type: 'feature', params: ({ event }) => ({ image: event.image }) },
        },
        'editor.notice.dismiss': { actions: 'dismissNotice' },
        'tags.new.change': { actions: { type: 'setNewTag', params: ({ event }) => ({ value: event.value }) } },
        'tags.rename.change': { actions: { type: 'setRename', params: ({ event }) => ({ value: event.value }) } },
      },
      states: {
        record: {
          initial: 'editing',
          states: {
            editing: {
              on: {
                'editor.save': [
                  { guard: 'isValid', target: 'saving', actions: 'markSent' },
                  { actions: 'showErrors' },
                ],
                'editor.discard': { guard: 'isDirty', actions: 'discard' },
                'editor.delete': { target: 'confirmingDelete' },
              },
            },
            saving: {
              invoke: {
                id: 'saveProduct',
                src: 'saveProduct',
                input: ({ context }) => ({ id: context.id, changes: changesOf(context.sent ?? context.draft!) }),
                onDone: {
                  target: 'editing',
                  actions: [
                    { type: 'setSaved', params: ({ event }) => ({ product: event.output }) },
                    { type: 'tellList', params: ({ event }) => ({ product: event.output }) },
                  ],
                },
                onError: { target: 'editing', actions: { type: 'setNotice', params: ({ event }) => ({ notice: 'saveFailed' as const, error: event.error }) } },
              },
            },
            confirmingDelete: {
              invoke: {
                id: 'confirmDelete',
                src: 'confirmDelete',
                onDone: [{ guard: { type: 'isConfirmed', params: ({ event }) => ({ result: event.output }) }, target: 'deleting' }, { target: 'editing' }],
              },
            },
            deleting: {
              invoke: {
                id: 'removeProduct',
                src: 'removeProduct',
                input: ({ context }) => ({ id: context.id }),
                // false: it was gone already; either way it is not in the inventory any more.
                onDone: { target: '#productEditor.deleted', actions: 'leaveToList' },
                onError: { target: 'editing', actions: { type: 'setNotice', params: ({ event }) => ({ notice: 'deleteFailed' as const, error: event.error }) } },
              },
            },
          },
        },
        /** Unsaved changes: leaving the page (a link, Back, closing the tab) asks first; leaving anyway discards them. */
        changes: {
          initial: 'clean',
          states: {
            clean: { always: { guard: 'isDirty', target: 'dirty' } },
            dirty: {
              invoke: [
                { id: 'holdLeaveGuard', src: 'holdLeaveGuard', input: () => ({ owner: productEditorId }) },
                { id: 'confirmBeforeUnload', src: 'confirmBeforeUnload' },
              ],
              always: { guard: not('isDirty'), target: 'clean' },
              on: { 'form.leave.confirmed': { actions: 'discard' } },
            },
          },
        },
        tags: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                'tags.create': { guard: 'hasNewTag', target: 'creating' },
                'tags.rename.start': { actions: { type: 'startRename', params: ({ event }) => ({ id: event.id }) } },
                'tags.rename.cancel': { actions: 'cancelRename' },
                'tags.rename.save': { guard: 'canRename', target: 'renaming', actions: 'applyRename' },
                'tags.delete': {
                  guard: { type: 'isKnownTag', params: ({ event }) => ({ id: event.id }) },
                  target: 'confirmingDelete',
                  actions: { type: 'askTagDelete', params: ({ event }) => ({ id: event.id }) },
                },
              },
            },
            creating: {
              invoke: {
                id: 'addTag',
                src: 'addTag',
                input: ({ context }) => ({ title: context.newTag.trim() }),
                onDone: { target: 'idle', actions: { type: 'addCreatedTag', params: ({ event }) => ({ tag: event.output }) } },
                onError: { target: 'idle', actions: { type: 'setNotice', params: ({ event }) => ({ notice: 'tagFailed' as const, error: event.error }) } },
              },
            },
            renaming: {
              invoke: {
                id: 'saveTagTitle',
                src: 'saveTagTitle',
                input: ({ context }) => ({ id: context.renaming!.id, title: context.renaming!.title.trim() }),
                onDone: { target: 'idle', actions: 'settleTags' },
                onError: { target: 'idle', actions: ['restoreTags', { type: 'setNotice', params: ({ event }) => ({ notice: 'tagFailed' as const, error: event.error }) }] },
              },
            },
            confirmingDelete: {
              invoke: {
                id: 'confirmTagDelete',
                src: 'confirmTagDelete',
                onDone: [
                  { guard: { type: 'isConfirmed', params: ({ event }) => ({ result: event.output }) }, target: 'deleting', actions: 'applyTagDelete' },
                  { target: 'idle', actions: 'settleTags' },
                ],
              },
            },
            deleting: {
              invoke: {
                id: 'removeTag',
                src: 'removeTag',
                input: ({ context }) => ({ id: context.tagToDelete! }),
                onDone: { target: 'idle', actions: 'settleTags' },
                onError: { target: 'idle', actions: ['restoreTags', { type: 'setNotice', params: ({ event }) => ({ notice: 'tagFailed' as const, error: event.error }) }] },
              },
            },
          },
        },
      },
    },
  },
});

export type ProductEditorRef = ActorRefFrom<typeof productEditorMachine>;
export type ProductEditorSnapshot = SnapshotFrom<typeof productEditorMachine>;
export const productEditorId = 'demo.ecommerce.editor';

export type EditorStatus = 'loading' | 'failed' | 'missing' | 'deleted' | 'ready';
export const selectEditorStatus = (s: ProductEditorSnapshot): EditorStatus =>
  s.matches('ready') ? 'ready' : s.matches('failed') ? 'failed' : s.matches('missing') ? 'missing' : s.matches('deleted') ? 'deleted' : 'loading';
export const selectIsSaving = (s: ProductEditorSnapshot): boolean => s.matches({ ready: { record: 'saving' } });
export const selectIsDeleting = (s: ProductEditorSnapshot): boolean => s.matches({ ready: { record: 'deleting' } }) || s.matches({ ready: { record: 'confirmingDelete' } });
export const selectIsTagBusy = (s: ProductEditorSnapshot): boolean => !s.matches({ ready: { tags: 'idle' } });
export const selectIsDirty = (s: ProductEditorSnapshot): boolean =>
  s.context.draft !== null && s.context.product !== null && isDirty(s.context.draft, s.context.product);
