/**
 * One stock level's page (/inventory/warehouses/{id}/stock/{levelId}): the record machine of the kit with one edit,
 * the minimum (PUT with If-Match), and the adjustment flow (/…/adjust): a form that posts an adjustment movement with
 * its Idempotency-Key, then shows the history (the movement on top) and refreshes the stock, the level and the history.
 */
import { enqueueActions, fromPromise, type AnyActorRef } from 'xstate';
import type { StockLevelInput, StockLevelRow } from '../../../domain/stock';
import { normalizeStockLevelInput, validateStockLevel } from '../../../domain/stock';
import {
  adjustmentReasons,
  validateAdjustment,
  type AdjustmentInput,
  type AdjustmentReason,
  type StockMovementRow,
} from '../../../domain/stock-movement';
import { createResource, getResource, listResource, updateResource } from '../../effects/resource-api';
import { createCreateFlow } from '../../kit/create-flow.machine';
import { createFormMachine, type FormDraft, type SaveRecordInput } from '../../kit/form.machine';
import { createRecordMachine } from '../../kit/record.machine';
import { draftActions, storedDraft, type SectionDeps } from '../section-deps';
import { movementsEndpoint, parseStockLevelRow, stockLevelsEndpoint } from './warehouse-api';
import { movementsListId, movementsPath, stockListId, stockPath } from './warehouse-stock';

export const levelRecordId = 'warehouses.level';
export const adjustFlowId = (levelId: string) => `warehouses.adjust.${levelId}`;

/** The form of a level: its minimum (null while the field is empty). */
export interface MinimumValues {
  minimum: string | null;
}
export const levelToValues = (level: StockLevelRow): MinimumValues => ({ minimum: level.minimum });
const minimumBody = (values: MinimumValues): StockLevelInput => normalizeStockLevelInput({ minimum: values.minimum ?? '' });
export const isMinimumValues = (values: unknown): values is MinimumValues =>
  typeof values === 'object' && values !== null && ((values as MinimumValues).minimum === null || typeof (values as MinimumValues).minimum === 'string');

/** A level with its product: the read, then the list's row of the same level (the read alone has no SKU or name). */
export async function fetchLevel(deps: SectionDeps, id: string, signal?: AbortSignal): Promise<StockLevelRow> {
  const level = await getResource(deps.config, stockLevelsEndpoint, id, signal);
  const rows = await listResource(deps.config, stockLevelsEndpoint, { warehouseId: level.warehouseId, productId: level.productId, pageSize: 1 }, signal);
  const row = rows.items.find((r) => r.id === id);
  return row && row.version === level.version ? row : level;
}

/**
 * The level's record machine: read (with the product), edit the minimum. Its page offers Edit only: levels are not
 * deleted or deactivated (they follow products and warehouses), so those actors stay the kit's unprovided ones.
 */
export function levelRecordLogic(deps: SectionDeps) {
  const form = createFormMachine<MinimumValues, StockLevelRow>({
    validate: (values) => validateStockLevel(minimumBody(values)),
    toValues: levelToValues,
    parse: parseStockLevelRow,
  }).provide({
    actors: {
      saveRecord: fromPromise<StockLevelRow, SaveRecordInput<MinimumValues>>(async ({ input }) => {
        const saved = await updateResource(deps.config, stockLevelsEndpoint, input.recordId ?? '', input.version ?? 0, minimumBody(input.values), input.idempotencyKey);
        return fetchLevel(deps, saved.id).catch(() => saved);
      }),
    },
    actions: draftActions(deps.owner),
  });
  return createRecordMachine<StockLevelRow, MinimumValues>({ form, toValues: levelToValues, systemId: levelRecordId, draftPrefix: 'warehouses-level' }).provide({
    actors: {
      loadRecord: fromPromise<StockLevelRow, { id: string }>(({ input, signal }) => fetchLevel(deps, input.id, signal)),
      readDraft: fromPromise<FormDraft<MinimumValues> | null, { key: string }>(async ({ input }) => storedDraft(deps.owner, input.key, isMinimumValues)),
    },
  });
}

/** The adjustment form: a signed change or the counted quantity, a reason, a note. */
export interface AdjustmentValues {
  mode: 'change' | 'count';
  quantity: string | null;
  counted: string | null;
  reason: AdjustmentReason | '';
  note: string;
}

export const emptyAdjustment = (): AdjustmentValues => ({ mode: 'change', quantity: null, counted: null, reason: '', note: '' });

export function isAdjustmentValues(values: unknown): values is AdjustmentValues {
  if (typeof values !== 'object' || values === null) return false;
  const v = values as Record<string, unknown>;
  const decimal = (x: unknown) => x === null || typeof x === 'string';
  return (
    (v.mode === 'change' || v.mode === 'count') && decimal(v.quantity) && decimal(v.counted) && typeof v.note === 'string' &&
    (v.reason === '' || (adjustmentReasons as readonly unknown[]).includes(v.reason))
  );
}

/** What the service gets: only the quantity of the mode chosen. */
export const adjustmentBody = (level: Pick<StockLevelRow, 'warehouseId' | 'productId'>, values: AdjustmentValues): AdjustmentInput => ({
  type: 'adjustment',
  warehouseId: level.warehouseId,
  productId: level.productId,
  quantity: values.mode === 'change' ? values.quantity : null,
  counted: values.mode === 'count' ? values.counted : null,
  reason: values.reason,
  note: values.note.trim(),
});

/** The adjustment form of one level, checked by the service's own rule against the level as last read. */
export function adjustFormLogic(deps: SectionDeps, level: StockLevelRow, currentLevel: () => StockLevelRow = () => level) {
  return createFormMachine<AdjustmentValues, StockMovementRow>({
    // The level as last read (it changes with every adjustment); the service checks again against its own.
    validate: (values) => validateAdjustment(adjustmentBody(level, values), { level: currentLevel() }),
    toValues: () => emptyAdjustment(),
    parse: movementsEndpoint.parse,
  }).provide({
    actors: {
      saveRecord: fromPromise<StockMovementRow, SaveRecordInput<AdjustmentValues>>(({ input }) =>
        createResource(deps.config, movementsEndpoint, adjustmentBody(level, input.values), input.idempotencyKey),
      ),
    },
    actions: draftActions(deps.owner),
  });
}

/**
 * The adjustment of one level: saved, it goes to the warehouse's history and every list and the level showing the
 * old numbers reloads; cancelled, back to the stock.
 */
export function adjustFlowLogic(deps: SectionDeps, level: StockLevelRow, currentLevel: () => StockLevelRow = () => level, form = adjustFormLogic(deps, level, currentLevel)) {
  return createCreateFlow<AdjustmentValues, StockMovementRow>({
    form,
    systemId: adjustFlowId(level.id),
    draftKey: `warehouses:adjust:${level.id}`,
    empty: emptyAdjustment,
    pathOf: () => movementsPath(level.warehouseId),
    backTo: stockPath(level.warehouseId),
  }).provide({
    actions: {
      reloadList: enqueueActions(({ system, enqueue }) => {
        for (const id of [stockListId(level.warehouseId), movementsListId(level.warehouseId)]) {
          const list = system.get(id) as AnyActorRef | undefined;
          if (list) enqueue.sendTo(list, { type: 'list.reload' });
        }
        const record = system.get(levelRecordId) as AnyActorRef | undefined;
        if (record) enqueue.sendTo(record, { type: 'record.reload' });
      }),
    },
  });
}
