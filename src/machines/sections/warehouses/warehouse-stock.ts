/**
 * A warehouse's stock (/inventory/warehouses/{id}/stock) and its movement history (/inventory/warehouses/{id}/movements):
 * one list machine each per warehouse (its own address, so Back and a shared link restore the query), the stock's
 * CSV export. The warehouse comes from the path, never from the address's query.
 */
import { fromPromise } from 'xstate';
import type { RuntimeConfig } from '../../../config/runtime-config';
import type { Page } from '../../../domain/resource';
import { stockLevelListSpec, type StockLevelRow } from '../../../domain/stock';
import { stockMovementListSpec, type StockMovementRow } from '../../../domain/stock-movement';
import { listResource } from '../../effects/resource-api';
import { saveCsvFile } from '../../effects/save-file';
import type { CsvColumn } from '../../kit/csv';
import { createExportMachine } from '../../kit/export.machine';
import { createListMachine, type FetchPageInput, type SavePreferencesParams } from '../../kit/list.machine';
import { listSpecFrom, toRequestParams, type ListSpec } from '../../kit/list-query';
import { movementsEndpoint, stockLevelsEndpoint } from './warehouse-api';
import { warehousesPath } from './warehouses-list';

const segment = (id: string) => encodeURIComponent(id);
export const warehousePath = (warehouseId: string) => `${warehousesPath}/${segment(warehouseId)}`;
export const stockPath = (warehouseId: string) => `${warehousePath(warehouseId)}/stock`;
export const movementsPath = (warehouseId: string) => `${warehousePath(warehouseId)}/movements`;
export const levelPath = (warehouseId: string, levelId: string) => `${stockPath(warehouseId)}/${segment(levelId)}`;
export const adjustPath = (warehouseId: string, levelId: string) => `${levelPath(warehouseId, levelId)}/adjust`;

export const stockListId = (warehouseId: string) => `warehouses.stock.${warehouseId}`;
export const stockExportId = (warehouseId: string) => `warehouses.stockExport.${warehouseId}`;
export const movementsListId = (warehouseId: string) => `warehouses.movements.${warehouseId}`;

/** The path names the warehouse: the address may not ask for another one (or for a product, in the stock list). */
const withoutFilters = (spec: ListSpec, names: readonly string[]): ListSpec => ({ ...spec, filters: spec.filters.filter((f) => !names.includes(f.name)) });

export const stockListSpec = (warehouseId: string): ListSpec =>
  withoutFilters(
    listSpecFrom(stockLevelListSpec, {
      id: 'warehouse-stock',
      path: stockPath(warehouseId),
      columns: [
        { id: 'sku', defaultVisible: true, sortField: 'sku' },
        { id: 'productName', defaultVisible: true, sortField: 'productName' },
        { id: 'onHand', defaultVisible: true, sortField: 'onHand' },
        { id: 'reserved', defaultVisible: true, sortField: 'reserved' },
        { id: 'available', defaultVisible: true, sortField: 'available' },
        { id: 'minimum', defaultVisible: true, sortField: 'minimum' },
        { id: 'low', defaultVisible: true },
        { id: 'updatedAt', defaultVisible: false, sortField: 'updatedAt' },
      ],
    }),
    ['warehouseId', 'productId'],
  );

export const movementsListSpec = (warehouseId: string): ListSpec =>
  withoutFilters(
    listSpecFrom(stockMovementListSpec, {
      id: 'warehouse-movements',
      path: movementsPath(warehouseId),
      columns: [
        { id: 'createdAt', defaultVisible: true, sortField: 'createdAt' },
        { id: 'type', defaultVisible: true, sortField: 'type' },
        { id: 'product', defaultVisible: true },
        { id: 'quantity', defaultVisible: true },
        { id: 'balance', defaultVisible: true },
        { id: 'reference', defaultVisible: true },
        { id: 'reason', defaultVisible: true },
        { id: 'userName', defaultVisible: true },
      ],
    }),
    ['warehouseId'],
  );

/** One page of a warehouse's stock (the export reads every page of the same query). */
export const fetchStockPage = (config: RuntimeConfig, warehouseId: string) =>
  fromPromise<Page<StockLevelRow>, FetchPageInput>(({ input, signal }) =>
    listResource(config, stockLevelsEndpoint, { ...toRequestParams(input.query), warehouseId }, signal),
  );

export const fetchMovementsPage = (config: RuntimeConfig, warehouseId: string) =>
  fromPromise<Page<StockMovementRow>, FetchPageInput>(({ input, signal }) =>
    listResource(config, movementsEndpoint, { ...toRequestParams(input.query), warehouseId }, signal),
  );

export const stockListLogic = (config: RuntimeConfig, warehouseId: string, savePreferences: (params: SavePreferencesParams) => void) =>
  createListMachine<StockLevelRow>(stockListSpec(warehouseId), { fetchPage: fetchStockPage(config, warehouseId), savePreferences });

export const movementsListLogic = (config: RuntimeConfig, warehouseId: string, savePreferences: (params: SavePreferencesParams) => void) =>
  createListMachine<StockMovementRow>(movementsListSpec(warehouseId), { fetchPage: fetchMovementsPage(config, warehouseId), savePreferences });

/** The stock CSV: plain machine formats (dot decimals), the low flag as true/false. */
export const stockCsvColumns: CsvColumn<StockLevelRow>[] = [
  { id: 'sku', csv: (l) => l.sku },
  { id: 'productName', csv: (l) => l.productName },
  { id: 'onHand', csv: (l) => l.onHand },
  { id: 'reserved', csv: (l) => l.reserved },
  { id: 'available', csv: (l) => l.available },
  { id: 'minimum', csv: (l) => l.minimum },
  { id: 'low', csv: (l) => l.low },
  { id: 'updatedAt', csv: (l) => l.updatedAt },
];

export const stockExportLogic = (config: RuntimeConfig, warehouseId: string, fileName: string) =>
  createExportMachine<StockLevelRow>({ columns: stockCsvColumns, fileName, fetchPage: fetchStockPage(config, warehouseId), download: saveCsvFile });
