/**
 * The e-commerce demo app (/apps/e-commerce, issue 14): its inventory of products (/apps/e-commerce/inventory) and a
 * product's editor (/apps/e-commerce/inventory/{id}). The list, the create flow and the editor live under the session,
 * so the list's page and a draft outlive a visit to the other page.
 */
import { useSelector } from '@xstate/react';
import { useLayoutEffect } from 'react';
import type { InventoryLookups, Product } from '../../../machines/demo/ecommerce/inventory-api';
import { fetchCategories } from '../../../machines/demo/ecommerce/inventory-api';
import { ecommercePath, inventoryListId, inventoryListLogic, inventoryPath } from '../../../machines/demo/ecommerce/inventory-list';
import { productCreateId, productCreateMachine, type ProductCreateRef } from '../../../machines/demo/ecommerce/product-create.machine';
import { productEditorId, productEditorMachine, productIdFromPath, type ProductEditorRef } from '../../../machines/demo/ecommerce/product-editor.machine';
import type { ListRef } from '../../../machines/kit/list.machine';
import { lookupOf, selectLookupData, type LookupRef } from '../../../machines/kit/lookup.machine';
import type { SessionRef } from '../../../machines/session.machine';
import { useNavRef } from '../../app-actor';
import { ErrorPage } from '../../pages/error-page';
import { SectionLoading } from '../../ui/lazy-section';
import { useSectionActor } from '../../sections/use-section-actor';
import { useSectionDeps } from '../../sections/use-section-deps';
import { InventoryListView } from './inventory-list-view';
import { ProductEditorView } from './product-editor-view';

const categoriesId = 'demo.ecommerce.categories';

export default function EcommercePage({ sessionRef }: { sessionRef: SessionRef }) {
  const { path, navigate } = useSectionDeps(sessionRef);
  const productId = productIdFromPath(path);
  const onList = path === inventoryPath;
  const listRef = useSectionActor<ListRef<Product>>(sessionRef, inventoryListId, () => ({ logic: inventoryListLogic(), input: {} }));
  const createRef = useSectionActor<ProductCreateRef>(sessionRef, productCreateId, () => ({ logic: productCreateMachine }));
  const categoriesRef = useSectionActor<LookupRef<InventoryLookups['categories']>>(sessionRef, categoriesId, () => ({
    logic: lookupOf((_: void, signal) => fetchCategories(signal)),
  }));
  const categories = useSelector(categoriesRef, (s) => (s ? selectLookupData(s) : null)) ?? null;
  const editorRef = useSectionActor<ProductEditorRef>(sessionRef, productId !== null ? productEditorId : null, () => ({
    logic: productEditorMachine,
    input: { id: productId },
  }));
  const editorId = useSelector(editorRef, (s) => s?.context.id ?? null);
  const listSearch = useSelector(listRef, (s) => s?.context.search ?? '') ?? '';

  // The app's address is its inventory.
  const navRef = useNavRef()!;
  useLayoutEffect(() => {
    if (path === ecommercePath) navRef.send({ type: 'nav.navigate', to: inventoryPath, replace: true });
  }, [path, navRef]);

  if (path === ecommercePath) return <SectionLoading />;
  if (onList) return listRef && createRef ? <InventoryListView listRef={listRef} createRef={createRef} categories={categories} onNavigate={navigate} /> : <SectionLoading />;
  if (productId !== null) {
    return editorRef && editorId === productId ? (
      <ProductEditorView key={productId} editorRef={editorRef} backTo={`${inventoryPath}${listSearch}`} onNavigate={navigate} />
    ) : (
      <SectionLoading />
    );
  }
  return <ErrorPage status={404} />;
}
