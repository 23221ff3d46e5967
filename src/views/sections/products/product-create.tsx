import { useLingui } from '@lingui/react';
import { useSelector } from '@xstate/react';
import type { Product, ProductInput } from '../../../domain/product';
import { selectCreateForm, type CreateFlowRef } from '../../../machines/kit/create-flow.machine';
import type { FormActor } from '../../../machines/kit/form.connect';
import type { ProductReferences } from '../../../machines/sections/products/product-api';
import type { ReferenceSearch } from '../../kit/field-reference';
import { FormView } from '../../kit/form-view';
import * as page from '../section-page.css';
import { productFieldLabels } from './product-detail';
import { ProductFields } from './product-fields';

/** New product (/inventory/products/new). */
export function ProductCreate({
  flowRef,
  currency,
  references,
  componentNames,
  searchProducts,
}: {
  flowRef: CreateFlowRef<ProductInput, Product>;
  currency: string;
  references: ProductReferences | null;
  componentNames: Readonly<Record<string, { name: string; sku: string }>>;
  searchProducts: ReferenceSearch;
}) {
  const { i18n } = useLingui();
  const formRef = useSelector(flowRef, (s) => selectCreateForm(s)) as FormActor | null;
  const title = i18n._({ id: 'products.new', message: 'New product' });
  return (
    <>
      <header className={page.header}>
        <h1 className={page.title}>{title}</h1>
      </header>
      {formRef ? (
        <FormView formRef={formRef} label={title} fieldLabels={productFieldLabels((d) => i18n._(d))} saveLabel={i18n._({ id: 'products.create', message: 'Create product' })}>
          <ProductFields formRef={formRef} currency={currency} references={references} componentNames={componentNames} searchProducts={searchProducts} />
        </FormView>
      ) : null}
    </>
  );
}
