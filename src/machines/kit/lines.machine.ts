/**
 * A document's line editor (sales orders, quotations, purchase orders): adds, removes and reorders the lines of a
 * form, fills a line from the product picked (its price or cost, its tax rate), asks the view to move the focus
 * where the keyboard goes next (a new line's product, the quantity of the line just picked), and keeps what the
 * editor shows of each product (SKU, name, available stock in the document's warehouse, loaded again when the
 * warehouse changes). The lines themselves belong to the form (`form.field.change` at `path`): one owner, so a
 * draft, a conflict or a 422 (`lines.2.quantity`) work as for any field.
 */
import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { MAX_LINES } from '../../domain/document-lines';
import { errorCodeOf, type ShellErrorCode } from '../effects/error-code';
import type { FormActor } from './form.connect';
import { getPath } from './form-values';

/** What the editor knows of a product: what it shows and what a new line takes from it. */
export interface LineProduct {
  id: string;
  sku: string;
  name: string;
  barcode: string | null;
  /** Minor units. */
  price: number;
  /** Minor units. */
  cost: number;
  /** Percent decimal string. */
  taxRate: string;
  /** Available in the document's warehouse (decimal string), or null when unknown (no warehouse chosen yet). */
  available: string | null;
}

/** The cells of a line the focus can be sent to, and the Add line button. */
export type LineCell = 'product' | 'quantity' | 'unitPrice' | 'discount' | 'taxRate' | 'remove';

export interface FocusRequest {
  /** A line index, or -1 for the Add line button. */
  row: number;
  cell: LineCell;
  /** Grows with each request, so a view applies each one once. */
  seq: number;
}

export interface LinesOptions<L extends { productId: string }> {
  /** A new, empty line (quantity 1, no product). */
  emptyLine: () => L;
  /** The line with a product picked: its id, and the defaults it brings (price, tax rate). */
  withProduct: (line: L, product: LineProduct) => L;
}

export interface LinesInput {
  /** The form holding the lines. */
  form: FormActor;
  /** The lines' path in the form's values. @default 'lines' */
  path?: string;
  /** The warehouse whose available stock the editor shows. @default null */
  warehouseId?: string | null;
  /** Products already on the document (an order opened for editing), so their SKU and name show. @default [] */
  known?: LineProduct[];
}

export interface LinesContext {
  form: FormActor;
  path: string;
  warehouseId: string | null;
  products: Record<string, LineProduct>;
  focus: FocusRequest | null;
  error: ShellErrorCode | null;
}

export type LinesEvent =
  | { type: 'lines.add' }
  | { type: 'lines.remove'; index: number }
  | { type: 'lines.move'; index: number; offset: -1 | 1 }
  | { type: 'lines.product.pick'; index: number; product: LineProduct }
  | { type: 'lines.products.known'; products: LineProduct[] }
  | { type: 'lines.warehouse.change'; warehouseId: string | null }
  | { type: 'lines.stock.retry' };

export interface StockQuery {
  warehouseId: string;
  productIds: string[];
}

const linesOf = <L>(context: Pick<LinesContext, 'form' | 'path'>): L[] => {
  const value = getPath(context.form.getSnapshot().context.values, context.path);
  return Array.isArray(value) ? (value as L[]) : [];
};

/** The lines with one moved by `offset` places. */
function moved<L>(lines: readonly L[], index: number, offset: number): L[] {
  const next = [...lines];
  const [line] = next.splice(index, 1);
  next.splice(index + offset, 0, line!);
  return next;
}

const focusOn = (context: LinesContext, row: number, cell: LineCell): FocusRequest => ({ row, cell, seq: (context.focus?.seq ?? 0) + 1 });

export function createLinesMachine<L extends { productId: string }>(options: LinesOptions<L>) {
  return setup({
    types: {} as { context: LinesContext; events: LinesEvent; input: LinesInput },
    actors: {
      /** Available stock of products in a warehouse, by product id. */
      loadStock: fromPromise<Record<string, string>, StockQuery>(async () => {
        throw new Error('linesMachine: provide the loadStock actor');
      }),
    },
    guards: {
      canAdd: ({ context }) => linesOf(context).length < MAX_LINES,
      hasLine: ({ context }, params: { index: number }) => Number.isInteger(params.index) && params.index >= 0 && params.index < linesOf(context).length,
      canMove: ({ context }, params: { index: number; offset: number }) => {
        const count = linesOf(context).length;
        const to = params.index + params.offset;
        return Number.isInteger(params.index) && params.index >= 0 && params.index < count && to >= 0 && to < count;
      },
      needsStock: ({ context }) => context.warehouseId !== null && Object.keys(context.products).length > 0,
    },
    actions: {
      /** The one side effect: the lines go to the form (which owns them). */
      writeLines: ({ context }, params: { lines: L[] }) => {
        context.form.send({ type: 'form.field.change', name: context.path, value: params.lines });
      },
      focus: assign(({ context }, params: { row: number; cell: LineCell }) => ({ focus: focusOn(context, params.row, params.cell) })),
      rememberProduct: assign(({ context }, params: { product: LineProduct }) => ({ products: { ...context.products, [params.product.id]: params.product } })),
      learnProducts: assign(({ context }, params: { products: LineProduct[] }) => ({
        products: { ...context.products, ...Object.fromEntries(params.products.map((p) => [p.id, { ...context.products[p.id], ...p }])) },
      })),
      setWarehouse: assign(({ context }, params: { warehouseId: string | null }) => ({
        warehouseId: params.warehouseId,
        // What was available elsewhere says nothing here.
        products: Object.fromEntries(Object.entries(context.products).map(([id, p]) => [id, { ...p, available: null }])),
      })),
      setStock: assign(({ context }, params: { available: Record<string, string> }) => ({
        error: null,
        products: Object.fromEntries(Object.entries(context.products).map(([id, p]) => [id, { ...p, available: params.available[id] ?? p.available }])),
      })),
      setError: assign((_, params: { error: unknown }) => ({ error: errorCodeOf(params.error) })),
    },
  }).createMachine({
    id: 'lines',
    context: ({ input }) => ({
      form: input.form,
      path: input.path ?? 'lines',
      warehouseId: input.warehouseId ?? null,
      products: Object.fromEntries((input.known ?? []).map((p) => [p.id, p])),
      focus: null,
      error: null,
    }),
    initial: 'checking',
    on: {
      'lines.add': {
        guard: 'canAdd',
        actions: [
          { type: 'writeLines', params: ({ context }) => ({ lines: [...linesOf<L>(context), options.emptyLine()] }) },
          { type: 'focus', params: ({ context }) => ({ row: linesOf(context).length - 1, cell: 'product' as const }) },
        ],
      },
      'lines.remove': {
        guard: { type: 'hasLine', params: ({ event }) => ({ index: event.index }) },
        actions: [
          { type: 'writeLines', params: ({ context, event }) => ({ lines: linesOf<L>(context).filter((_, i) => i !== event.index) }) },
          // The focus goes to the Remove button of the line that took its place (or the one before), else Add line.
          { type: 'focus', params: ({ context, event }) => {
            const left = linesOf(context).length;
            return left === 0 ? { row: -1, cell: 'product' as const } : { row: Math.min(event.index, left - 1), cell: 'remove' as const };
          } },
        ],
      },
      'lines.move': {
        guard: { type: 'canMove', params: ({ event }) => ({ index: event.index, offset: event.offset }) },
        actions: [
          { type: 'writeLines', params: ({ context, event }) => ({ lines: moved(linesOf<L>(context), event.index, event.offset) }) },
          { type: 'focus', params: ({ event }) => ({ row: event.index + event.offset, cell: 'product' as const }) },
        ],
      },
      'lines.product.pick': {
        guard: { type: 'hasLine', params: ({ event }) => ({ index: event.index }) },
        actions: [
          { type: 'writeLines', params: ({ context, event }) => ({ lines: linesOf<L>(context).map((line, i) => (i === event.index ? options.withProduct(line, event.product) : line)) }) },
          { type: 'rememberProduct', params: ({ event }) => ({ product: event.product }) },
          { type: 'focus', params: ({ event }) => ({ row: event.index, cell: 'quantity' as const }) },
        ],
      },
      'lines.products.known': { actions: { type: 'learnProducts', params: ({ event }) => ({ products: event.products }) } },
      'lines.warehouse.change': { target: '.checking', actions: { type: 'setWarehouse', params: ({ event }) => ({ warehouseId: event.warehouseId }) } },
    },
    states: {
      /** Whether the available stock of the known products must be loaded for the warehouse. */
      checking: { always: [{ guard: 'needsStock', target: 'loadingStock' }, { target: 'idle' }] },
      idle: {},
      loadingStock: {
        tags: ['busy'],
        invoke: {
          id: 'loadStock',
          src: 'loadStock',
          input: ({ context }) => ({ warehouseId: context.warehouseId!, productIds: Object.keys(context.products) }),
          onDone: { target: 'idle', actions: { type: 'setStock', params: ({ event }) => ({ available: event.output }) } },
          onError: { target: 'stockFailed', actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) } },
        },
      },
      stockFailed: { on: { 'lines.stock.retry': { target: 'loadingStock' } } },
    },
  });
}

export type LinesMachine = ReturnType<typeof createLinesMachine<{ productId: string }>>;
export type LinesRef = ActorRefFrom<LinesMachine>;
export type LinesSnapshot = SnapshotFrom<LinesMachine>;

export const selectLinesProducts = (s: LinesSnapshot) => s.context.products;
export const selectLinesFocus = (s: LinesSnapshot) => s.context.focus;
export const selectLinesWarehouse = (s: LinesSnapshot) => s.context.warehouseId;
export const selectIsStockLoading = (s: LinesSnapshot) => s.hasTag('busy');
export const selectStockError = (s: LinesSnapshot) => (s.matches('stockFailed') ? s.context.error : null);
