import { useLingui } from '@lingui/react';
import { useSelector } from '@xstate/react';
import type { Tenant, TenantInput } from '../../../domain/tenant';
import { selectCreateForm, type CreateFlowRef } from '../../../machines/kit/create-flow.machine';
import type { FormActor } from '../../../machines/kit/form.connect';
import { FormView } from '../../kit/form-view';
import * as page from '../section-page.css';
import { TenantFields, tenantFieldLabels } from './tenant-fields';

/** New tenant (/tenants/new): refusals show under their field, in the user's language. */
export function TenantCreate({ flowRef }: { flowRef: CreateFlowRef<TenantInput, Tenant> }) {
  const { i18n } = useLingui();
  const formRef = useSelector(flowRef, (s) => selectCreateForm(s)) as FormActor | null;
  const title = i18n._({ id: 'tenants.new', message: 'New tenant' });
  return (
    <>
      <header className={page.header}>
        <h1 className={page.title}>{title}</h1>
      </header>
      {formRef ? (
        <FormView formRef={formRef} label={title} fieldLabels={tenantFieldLabels((d) => i18n._(d))} saveLabel={i18n._({ id: 'tenants.create', message: 'Create tenant' })}>
          <TenantFields formRef={formRef} />
        </FormView>
      ) : null}
    </>
  );
}
