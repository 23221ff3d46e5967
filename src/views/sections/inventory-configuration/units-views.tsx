import { useLingui } from '@lingui/react';
import { useSelector } from '@xstate/react';
import { useCallback, useMemo } from 'react';
import { unitLimits, unitStatuses, type Unit, type UnitInput } from '../../../domain/inventory-config';
import { selectCreateForm, type CreateFlowRef } from '../../../machines/kit/create-flow.machine';
import type { FormActor } from '../../../machines/kit/form.connect';
import type { ListRef } from '../../../machines/kit/list.machine';
import { unitsPath } from '../../../machines/sections/inventory-configuration/units';
import { Badge } from '../../kit/badge';
import { DetailList } from '../../kit/detail-list';
import { SelectField } from '../../kit/field-select';
import { TextField } from '../../kit/field-text';
import { useFormats } from '../../kit/format-context';
import { FormLayout, FormSection } from '../../kit/form-layout';
import { FormView } from '../../kit/form-view';
import { ListPanel, type ListPanelColumn } from '../../kit/list-panel';
import { RecordView, type RecordActorOf } from '../../kit/record-view';
import { button } from '../../theme/recipes/button.css';
import * as page from '../section-page.css';
import { configTexts, unitLabels, unitStatusLabels } from './inventory-config-texts';
import { InAppLink } from '../../kit/in-app-link';

type Translate = (d: { id: string; message: string }) => string;
const fieldLabels = (t: Translate) => ({ code: t(unitLabels.code), name: t(unitLabels.name), status: t(unitLabels.status) });

function UnitFields({ formRef }: { formRef: FormActor }) {
  const { i18n } = useLingui();
  return (
    <FormLayout>
      <FormSection title={i18n._(configTexts.units)}>
        <TextField
          formRef={formRef}
          name="code"
          label={i18n._(unitLabels.code)}
          required
          maxLength={unitLimits.code}
          hint={i18n._({ id: 'units.form.code.hint', message: 'Capital letters, digits and hyphens, as PZA or KG.' })}
        />
        <TextField formRef={formRef} name="name" label={i18n._(unitLabels.name)} required maxLength={unitLimits.name} />
        <SelectField
          formRef={formRef}
          name="status"
          label={i18n._(unitLabels.status)}
          required
          hint={i18n._({ id: 'units.form.status.hint', message: 'An inactive unit stays on its products but is not offered for new ones.' })}
          options={unitStatuses.map((value) => ({ value, label: i18n._(unitStatusLabels[value]) }))}
        />
      </FormSection>
    </FormLayout>
  );
}

export function UnitsListView({ listRef, onNavigate }: { listRef: ListRef<Unit>; onNavigate: (to: string) => void }) {
  const { i18n } = useLingui();
  const f = useFormats();
  const columns = useMemo<ListPanelColumn<Unit>[]>(
    () => [
      { id: 'code', header: i18n._(unitLabels.code), cell: (u) => u.code, width: '8rem' },
      { id: 'name', header: i18n._(unitLabels.name), cell: (u) => u.name },
      { id: 'status', header: i18n._(unitLabels.status), cell: (u) => <Badge tone={u.status === 'active' ? 'positive' : 'neutral'}>{i18n._(unitStatusLabels[u.status])}</Badge> },
      { id: 'updatedAt', header: i18n._(unitLabels.updatedAt), cell: (u) => f.dateTime(u.updatedAt) },
    ],
    [i18n.locale, f],
  );
  const onOpen = useCallback((row: Unit) => onNavigate(`${unitsPath}/${encodeURIComponent(row.id)}`), [onNavigate]);
  return (
    <ListPanel
      listRef={listRef}
      caption={i18n._(configTexts.units)}
      columns={columns}
      onOpen={onOpen}
      rowLabel={(u) => `${u.name} (${u.code})`}
      selectable={false}
      filters={[{ name: 'status', label: i18n._(unitLabels.status), options: unitStatuses.map((value) => ({ value, label: i18n._(unitStatusLabels[value]) })) }]}
      actions={
        <InAppLink className={button()} to={`${unitsPath}/new`} onNavigate={onNavigate}>
          {i18n._({ id: 'units.new', message: 'New unit' })}
        </InAppLink>
      }
      empty={{
        title: i18n._({ id: 'units.empty.title', message: 'No units yet' }),
        description: i18n._({ id: 'units.empty.text', message: 'Units you add appear here; products are counted in them.' }),
      }}
    />
  );
}

export function UnitCreate({ flowRef }: { flowRef: CreateFlowRef<UnitInput, Unit> }) {
  const { i18n } = useLingui();
  const formRef = useSelector(flowRef, (s) => selectCreateForm(s)) as FormActor | null;
  const title = i18n._({ id: 'units.new', message: 'New unit' });
  return (
    <>
      <h2 className={page.title}>{title}</h2>
      {formRef ? (
        <FormView formRef={formRef} label={title} fieldLabels={fieldLabels((d) => i18n._(d))} saveLabel={i18n._({ id: 'units.create', message: 'Create unit' })}>
          <UnitFields formRef={formRef} />
        </FormView>
      ) : null}
    </>
  );
}

export function UnitDetail({ recordRef, onNavigate }: { recordRef: RecordActorOf<Unit>; onNavigate: (to: string) => void }) {
  const { i18n } = useLingui();
  const f = useFormats();
  const back = (
    <InAppLink to={unitsPath} onNavigate={onNavigate}>
      {i18n._({ id: 'units.back', message: 'Back to units' })}
    </InAppLink>
  );
  return (
    <RecordView<Unit>
      recordRef={recordRef}
      back={back}
      title={(u) => `${u.name} (${u.code})`}
      status={(u) => ({ label: i18n._(unitStatusLabels[u.status]), tone: u.status === 'active' ? 'positive' : 'neutral' })}
      undoMessages={{
        delete: i18n._({ id: 'units.undo.deleted', message: 'Unit deleted' }),
        deactivate: i18n._({ id: 'units.undo.deactivated', message: 'Unit deactivated' }),
      }}
      form={(formRef) => (
        <FormView formRef={formRef} label={i18n._({ id: 'units.edit', message: 'Edit unit' })} fieldLabels={fieldLabels((d) => i18n._(d))}>
          <UnitFields formRef={formRef} />
        </FormView>
      )}
    >
      {(u) => (
        <>
          {back}
          <DetailList
            none={i18n._({ id: 'kit.detail.none', message: 'None' })}
            sections={[
              {
                title: i18n._(configTexts.units),
                items: [
                  { label: i18n._(unitLabels.code), value: u.code },
                  { label: i18n._(unitLabels.name), value: u.name },
                  { label: i18n._(unitLabels.updatedAt), value: f.dateTime(u.updatedAt) },
                  { label: i18n._({ id: 'units.version', message: 'Version' }), value: f.number(u.version) },
                ],
              },
            ]}
          />
        </>
      )}
    </RecordView>
  );
}
