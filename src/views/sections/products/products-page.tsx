import { useSelector } from '@xstate/react';
import { useCallback, useLayoutEffect, useMemo } from 'react';
import type { Product, ProductInput } from '../../../domain/product';
import type { StockLevel } from '../../../domain/stock';
import type { CreateFlowRef } from '../../../machines/kit/create-flow.machine';
import type { ExportRef } from '../../../machines/kit/export.machine';
import type { ListRef } from '../../../machines/kit/list.machine';
import { selectLookupData, selectLookupInput, type LookupRef } from '../../../machines/kit/lookup.machine';
import type { RecordRef } from '../../../machines/kit/record.machine';
import type { ProductReferences } from '../../../machines/sections/products/product-api';
import {
  productReferencesId,
  productReferencesLogic,
  productsExportId,
  productsExportLogic,
  productsListId,
  productsListLogic,
  productsPath,
} from '../../../machines/sections/products/products-list';
import {
  productCreateFlow,
  productsSection,
  productNamesId,
  productNamesLogic,
  productStockId,
  productStockLogic,
  searchProducts,
} from '../../../machines/sections/products/products-record';
import type { SessionRef } from '../../../machines/session.machine';
import { FormatProvider } from '../../kit/format-context';
import type { RecordActorOf } from '../../kit/record-view';
import { ErrorPage } from '../../pages/error-page';
import { SectionLoading } from '../../ui/lazy-section';
import { useListPreferences } from '../use-list-preferences';
import { useSectionActor } from '../use-section-actor';
import { useSectionDeps } from '../use-section-deps';
import { recordIdFromPath } from '../../../machines/kit/record-address';
import { ProductCreate } from './product-create';
import { ProductDetail } from './product-detail';
import { ProductsListView } from './products-list-view';

type Names = Record<string, { name: string; sku: string }>;
const noNames: Names = {};

/** Products (/inventory/products): the list, a product's page with its stock (view and edit), and New product. */
export default function ProductsPage({ sessionRef }: { sessionRef: SessionRef }) {
  const { path, navigate, deps, taxRate: companyTaxRate } = useSectionDeps(sessionRef);
  const { config, currency } = deps;
  const preferences = useListPreferences(sessionRef, 'products');
  const listRef = useSectionActor<ListRef<Product>>(sessionRef, productsListId, () => ({
    logic: productsListLogic(config, preferences.save),
    input: { preferences: preferences.initial },
  }));
  const exportRef = useSectionActor<ExportRef<Product>>(sessionRef, productsExportId, () => ({ logic: productsExportLogic(config, currency) }));
  const referencesRef = useSectionActor<LookupRef<ProductReferences>>(sessionRef, productReferencesId, () => ({ logic: productReferencesLogic(config) }));
  const references: ProductReferences | null = useSelector(referencesRef, (s) => (s ? selectLookupData<ProductReferences>(s) : null)) ?? null;
  const search = useCallback((q: string, signal: AbortSignal) => searchProducts(deps, q, signal), [deps]);

  const rest = path.slice(productsPath.length);
  const id = recordIdFromPath(path, productsPath);
  const creating = rest === '/new';
  // A new product is counted in pieces unless the user says otherwise.
  const defaultUnit = (references?.units.find((u) => u.code === 'PZA') ?? references?.units[0])?.id ?? '';
  const taxRate = String(companyTaxRate ?? 16);

  const section = productsSection(deps);
  const flowRef = useSectionActor<CreateFlowRef<ProductInput, Product>>(sessionRef, creating && references ? section.ids.create : null, () => ({
    logic: productCreateFlow(deps, defaultUnit, taxRate),
    input: { draft: section.draft(section.ids.newDraft) },
  }));
  const recordRef = useSectionActor<RecordRef<Product, ProductInput>>(sessionRef, id !== null ? section.ids.record : null, () => ({
    logic: section.record(),
    input: { id },
  }));
  const stockRef = useSectionActor<LookupRef<StockLevel[], string>>(sessionRef, id !== null ? productStockId : null, () => ({
    logic: productStockLogic(deps),
    input: id,
  }));
  const namesRef = useSectionActor<LookupRef<Names, string[]>>(sessionRef, productNamesId, () => ({ logic: productNamesLogic(deps), input: [] }));

  const openId = useSelector(recordRef, (s) => (s ? s.context.id : null));
  const record = useSelector(recordRef, (s) => (s ? s.context.record : null));
  const stockFor = useSelector(stockRef, (s) => (s ? selectLookupInput<StockLevel[], string>(s) : null));
  const stock = useSelector(stockRef, (s) => (s && s.matches('loaded') ? selectLookupData<StockLevel[], string>(s) : null));
  const componentIds = useMemo(() => (record?.components ?? []).map((c) => c.productId).sort().join(','), [record]);
  const namesFor = useSelector(namesRef, (s) => (s ? selectLookupInput<Names, string[]>(s).join(',') : ''));
  const componentNames = useSelector(namesRef, (s) => (s ? selectLookupData<Names, string[]>(s) : null)) ?? noNames;

  // The record machine follows the address itself; the page's id drives the stock and the components' names lookups.
  useLayoutEffect(() => {
    if (stockRef && id !== null && stockFor !== id) stockRef.send({ type: 'lookup.load', input: id });
  }, [stockRef, id, stockFor]);
  useLayoutEffect(() => {
    if (namesRef && componentIds !== namesFor) namesRef.send({ type: 'lookup.load', input: componentIds === '' ? [] : componentIds.split(',') });
  }, [namesRef, componentIds, namesFor]);

  let content = <SectionLoading />;
  // Any other address under the section (a deeper path, an id that does not decode) is not a page.
  if (rest !== '' && !creating && id === null) content = <ErrorPage status={404} />;
  else if (rest === '' && listRef && exportRef) {
    content = <ProductsListView listRef={listRef} exportRef={exportRef} references={references} onNavigate={navigate} />;
  } else if (creating && flowRef) {
    content = <ProductCreate flowRef={flowRef} currency={currency} references={references} componentNames={componentNames} searchProducts={search} />;
  } else if (id !== null && recordRef && openId === id) {
    content = (
      <ProductDetail
        recordRef={recordRef as unknown as RecordActorOf<Product>}
        currency={currency}
        references={references}
        componentNames={componentNames}
        stock={stockFor === id ? stock : null}
        searchProducts={search}
        onNavigate={navigate}
      />
    );
  }
  return <FormatProvider currency={currency}>{content}</FormatProvider>;
}

