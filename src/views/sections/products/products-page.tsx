import { useSelector } from '@xstate/react';
import { useCallback } from 'react';
import type { Currency } from '../../../domain/money';
import type { Product } from '../../../domain/product';
import type { ExportRef } from '../../../machines/kit/export.machine';
import type { ListRef } from '../../../machines/kit/list.machine';
import { selectLookupData, type LookupRef } from '../../../machines/kit/lookup.machine';
import { selectPath } from '../../../machines/nav.machine';
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
import { selectCompany, type SessionRef } from '../../../machines/session.machine';
import { useNavRef } from '../../app-actor';
import { FormatProvider } from '../../kit/format-context';
import { SectionLoading } from '../../ui/lazy-section';
import { useListPreferences } from '../use-list-preferences';
import { useSectionActor } from '../use-section-actor';
import { ProductsListView } from './products-list-view';

/** Products (/inventory/products): the list, a product's page with its stock, and the forms. */
export default function ProductsPage({ sessionRef }: { sessionRef: SessionRef }) {
  const navRef = useNavRef()!;
  const path = useSelector(navRef, selectPath);
  const config = useSelector(sessionRef, (s) => s.context.config);
  const company = useSelector(sessionRef, selectCompany);
  const currency = (company?.currency ?? 'MXN') as Currency;
  const preferences = useListPreferences(sessionRef, 'products');
  const listRef = useSectionActor<ListRef<Product>>(sessionRef, productsListId, () => ({
    logic: productsListLogic(config, preferences.save),
    input: { preferences: preferences.initial },
  }));
  const exportRef = useSectionActor<ExportRef<Product>>(sessionRef, productsExportId, () => ({ logic: productsExportLogic(config, currency) }));
  const referencesRef = useSectionActor<LookupRef<ProductReferences>>(sessionRef, productReferencesId, () => ({ logic: productReferencesLogic(config) }));
  const references: ProductReferences | null = useSelector(referencesRef, (s) => (s ? selectLookupData<ProductReferences>(s) : null)) ?? null;
  const navigate = useCallback((to: string) => navRef.send({ type: 'nav.navigate', to }), [navRef]);
  const rest = path.slice(productsPath.length);
  let content = <SectionLoading />;
  if (rest === '' && listRef && exportRef) {
    content = <ProductsListView listRef={listRef} exportRef={exportRef} references={references} onNavigate={navigate} />;
  }
  return <FormatProvider currency={currency}>{content}</FormatProvider>;
}
