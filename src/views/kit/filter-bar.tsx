import { useLingui } from '@lingui/react';
import { useId, type ReactNode } from 'react';
import type { ListApi } from '../../machines/kit/list.connect';
import * as shared from './list-shared.css';
import * as css from './filter-bar.css';

export interface ListFilterControl<Row extends { id: string } = { id: string }> {
  /** A filter name of the list's spec. */
  name: string;
  /** Translated by the section. */
  label: string;
  /** enum and boolean: the choices' labels. @default the values themselves (boolean: Yes / No) */
  options?: { value: string; label: string }[];
  /** A control of the section's own (a reference picker): it sets the filter with `api.setFilter(name, value)`. */
  render?: (api: ListApi<Row>) => ReactNode;
}

export interface FilterBarProps<Row extends { id: string }> {
  api: ListApi<Row>;
  filters: readonly ListFilterControl<Row>[];
}

/** The list's filters: a select for enum and boolean, a text input committed on Enter or blur, two dates for a range. */
export function FilterBar<Row extends { id: string }>({ api, filters }: FilterBarProps<Row>) {
  return (
    <div className={css.bar}>
      {filters.map((control) => (
        <FilterField key={control.name} api={api} control={control} />
      ))}
    </div>
  );
}

function FilterField<Row extends { id: string }>({ api, control }: { api: ListApi<Row>; control: ListFilterControl<Row> }) {
  const { i18n } = useLingui();
  const id = useId();
  const spec = api.spec.filters.find((f) => f.name === control.name);
  if (control.render) return <div className={css.field}>{control.render(api)}</div>;
  if (!spec) return null;
  if (spec.kind === 'date-range') {
    return (
      <fieldset className={css.range}>
        <legend className={css.legend}>{control.label}</legend>
        <div className={css.rangeInputs}>
          <label className={css.field}>
            <span className={css.label}>{i18n._({ id: 'kit.list.filter.from', message: 'From' })}</span>
            <input {...api.getDateRangeProps(control.name, 'from')} className={shared.control} />
          </label>
          <label className={css.field}>
            <span className={css.label}>{i18n._({ id: 'kit.list.filter.to', message: 'To' })}</span>
            <input {...api.getDateRangeProps(control.name, 'to')} className={shared.control} />
          </label>
        </div>
      </fieldset>
    );
  }
  if (spec.kind === 'text' || spec.kind === 'reference') {
    const props = api.getFilterProps(control.name);
    return (
      <div className={css.field}>
        <label htmlFor={id} className={css.label}>
          {control.label}
        </label>
        <input id={id} key={props.defaultValue} type="text" {...props} className={shared.control} />
      </div>
    );
  }
  const options =
    control.options ??
    (spec.kind === 'boolean'
      ? [
          { value: 'true', label: i18n._({ id: 'kit.list.filter.yes', message: 'Yes' }) },
          { value: 'false', label: i18n._({ id: 'kit.list.filter.no', message: 'No' }) },
        ]
      : (spec.values ?? []).map((value) => ({ value, label: value })));
  return (
    <div className={css.field}>
      <label htmlFor={id} className={css.label}>
        {control.label}
      </label>
      <select id={id} {...api.getFilterProps(control.name)} className={shared.control}>
        <option value="">{i18n._({ id: 'kit.list.filter.all', message: 'All' })}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
