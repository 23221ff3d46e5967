import { useLingui } from '@lingui/react';
import { useSelector } from '@xstate/react';
import { productLimits, type KitComponent, type ProductInput } from '../../../domain/product';
import type { FormActor } from '../../../machines/kit/form.connect';
import { selectValues } from '../../../machines/kit/form.machine';
import type { ProductReferences } from '../../../machines/sections/products/product-api';
import { ReferenceField, type ReferenceSearch } from '../../kit/field-reference';
import { MoneyField, NumberField } from '../../kit/field-number';
import { SelectField } from '../../kit/field-select';
import { SwitchField } from '../../kit/field-switch';
import { TextAreaField, TextField } from '../../kit/field-text';
import { FormLayout, FormSection, fullWidth } from '../../kit/form-layout';
import { button } from '../../theme/recipes/button.css';
import { productLabels } from './product-texts';
import * as css from './products.css';

/** The product form's fields, for creating and editing, with the kit's components as rows. */
export function ProductFields({
  formRef,
  currency,
  references,
  componentNames,
  searchProducts,
}: {
  formRef: FormActor;
  currency: string;
  references: ProductReferences | null;
  /** Names of the products already in the kit, by id. */
  componentNames: Readonly<Record<string, { name: string; sku: string }>>;
  searchProducts: ReferenceSearch;
}) {
  const { i18n } = useLingui();
  const label = (key: keyof typeof productLabels) => i18n._(productLabels[key]);
  const components = useSelector(formRef, (s) => (selectValues(s) as ProductInput).components);
  // An inactive unit is not offered for new choices; a product already counted in it keeps showing it.
  const unitId = useSelector(formRef, (s) => (selectValues(s) as ProductInput).unitId);
  const setComponents = (next: KitComponent[]) => formRef.send({ type: 'form.field.change', name: 'components', value: next });
  return (
    <FormLayout>
      <FormSection title={i18n._({ id: 'products.form.general', message: 'General' })}>
        <TextField formRef={formRef} name="sku" label={label('sku')} required maxLength={productLimits.sku} hint={i18n._({ id: 'products.form.sku.hint', message: 'Capital letters, digits and hyphens.' })} />
        <TextField formRef={formRef} name="name" label={label('name')} required maxLength={productLimits.name} />
        <TextField formRef={formRef} name="barcode" label={label('barcode')} hint={i18n._({ id: 'products.form.barcode.hint', message: 'EAN-13: 13 digits.' })} />
        <SelectField
          formRef={formRef}
          name="categoryId"
          label={label('categoryId')}
          placeholder={i18n._({ id: 'products.form.noCategory', message: 'No category' })}
          options={(references?.categories ?? []).map((c) => ({ value: c.id, label: c.name }))}
        />
        <SelectField formRef={formRef} name="unitId" label={label('unitId')} required options={(references?.units ?? []).filter((u) => u.status === 'active' || u.id === unitId).map((u) => ({ value: u.id, label: `${u.name} (${u.code})` }))} />
        <SwitchField formRef={formRef} name="active" label={i18n._({ id: 'products.form.active', message: 'Active (can be sold and bought)' })} />
        <TextAreaField formRef={formRef} name="description" label={label('description')} maxLength={productLimits.description} className={fullWidth} />
      </FormSection>
      <FormSection title={i18n._({ id: 'products.form.prices', message: 'Prices and tax' })}>
        <MoneyField formRef={formRef} name="cost" label={label('cost')} currency={currency} />
        <MoneyField formRef={formRef} name="price" label={label('price')} currency={currency} />
        <NumberField formRef={formRef} name="taxRate" label={label('taxRate')} mode="decimal" maxFractionDigits={2} unit="%" required />
      </FormSection>
      <FormSection
        title={label('components')}
        description={i18n._({ id: 'products.form.components.text', message: 'A kit is assembled from other products. Leave empty for a single item.' })}
      >
        <ol className={css.components}>
          {components.map((component, i) => (
            <li key={i} className={css.component}>
              <ReferenceField
                formRef={formRef}
                name={`components.${i}.productId`}
                label={i18n._({ id: 'products.form.component', message: 'Component {n}', values: { n: i + 1 } })}
                required
                search={searchProducts}
                selectedOption={
                  componentNames[component.productId]
                    ? { id: component.productId, label: componentNames[component.productId]!.name, sublabel: componentNames[component.productId]!.sku }
                    : null
                }
              />
              <NumberField formRef={formRef} name={`components.${i}.quantity`} label={i18n._({ id: 'products.form.quantity', message: 'Quantity' })} mode="decimal" maxFractionDigits={4} required />
              <button
                type="button"
                className={button({ tone: 'ghost' })}
                onClick={() => setComponents(components.filter((_, j) => j !== i))}
                aria-label={i18n._({ id: 'products.form.removeComponent', message: 'Remove component {n}', values: { n: i + 1 } })}
              >
                {i18n._({ id: 'products.form.remove', message: 'Remove' })}
              </button>
            </li>
          ))}
        </ol>
        {components.length < productLimits.components ? (
          <button type="button" className={button({ tone: 'secondary' })} onClick={() => setComponents([...components, { productId: '', quantity: '1' }])}>
            {i18n._({ id: 'products.form.addComponent', message: 'Add component' })}
          </button>
        ) : null}
      </FormSection>
    </FormLayout>
  );
}
