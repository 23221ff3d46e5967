import { useLingui } from '@lingui/react';
import { useId, useState, type ReactNode } from 'react';
import type { ListApi } from '../../machines/kit/list.connect';
import { DayPicker } from './day-picker';
import { ListIcon } from './list-icons';
import * as shared from './list-shared.css';
import * as css from './filter-bar.css';

export interface ListFilterControl<Row extends { id: string } = { id: string }> {
  /** A filter name of the list's spec. */
  name: string;
  /** Translated by the section. */
  label: string;
  /** enum, boolean and reference: the choices and their labels (a reference with choices is a select). @default the values themselves (boolean: Yes / No) */
  options?: { value: string; label: string }[];
  /** A control of the section's own (a reference picker): it sets the filter with `api.setFilter(name, value)`. */
  render?: (api: ListApi<Row>) => ReactNode;
}

export interface FilterBarProps<Row extends { id: string }> {
  api: ListApi<Row>;
  filters: readonly ListFilterControl<Row>[];
}

/**
 * The list's filters: a select for enum and boolean, a text input committed on Enter or blur, two dates for a
 * range. On a phone they fold behind a "Filters" button that counts the active ones (whether they are shown
 * there is presentation only, so it stays in the view).
 */
export function FilterBar<Row extends { id: string }>({ api, filters }: FilterBarProps<Row>) {
  const { i18n } = useLingui();
  const [open, setOpen] = useState(false);
  const barId = useId();
  const active = filters.filter((f) => api.query.filters[f.name] !== undefined).length;
  return (
    <div className={css.root}>
      <button
        type="button"
        className={`${shared.toolButton} ${css.toggle}`}
        aria-expanded={open}
        aria-controls={barId}
        onClick={() => setOpen(!open)}
      >
        <ListIcon name="filter" size={18} />
        {i18n._({ id: 'kit.list.filters', message: 'Filters' })}
        {active > 0 ? (
          <span className={css.count}>
            <span className={shared.visuallyHidden}>{i18n._({ id: 'kit.list.filters.active', message: 'active:' })}</span>
            {active}
          </span>
        ) : null}
      </button>
      <div id={barId} className={css.bar} data-folded={open ? undefined : ''}>
        {filters.map((control) => (
          <FilterField key={control.name} api={api} control={control} />
        ))}
      </div>
    </div>
  );
}

/**
 * One side of a date-range filter: the kit's day picker (typed and shown in the interface's language, as in the forms),
 * applied when a whole day is chosen or typed; its label ("From", "To") is read after the range's legend.
 */
function RangeDay<Row extends { id: string }>({ api, name, side, label }: { api: ListApi<Row>; name: string; side: 'from' | 'to'; label: string }) {
  const props = api.getDateRangeProps(name, side);
  return (
    <div className={css.dateField}>
      <DayPicker
        value={props.value === '' ? null : props.value}
        onChange={(day) => props.onChange({ currentTarget: { value: day ?? '' } })}
        label={label}
        labelClassName={shared.visuallyHidden}
        min={props.min}
        max={props.max}
      />
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
      // The legend names the pair; each date is "From" / "To" within it ("Created, From").
      <fieldset className={css.range}>
        <legend className={css.legend}>{control.label}</legend>
        <div className={css.rangeInputs}>
          <RangeDay api={api} name={control.name} side="from" label={i18n._({ id: 'kit.list.filter.from', message: 'From' })} />
          <span className={css.dash} aria-hidden="true">
            –
          </span>
          <RangeDay api={api} name={control.name} side="to" label={i18n._({ id: 'kit.list.filter.to', message: 'To' })} />
        </div>
      </fieldset>
    );
  }
  // A reference filter with its choices given (a small lookup: categories) is a select like an enum.
  if (spec.kind === 'text' || (spec.kind === 'reference' && !control.options)) {
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
  const choices =
    control.options ??
    (spec.kind === 'boolean'
      ? [
          { value: 'true', label: i18n._({ id: 'kit.list.filter.yes', message: 'Yes' }) },
          { value: 'false', label: i18n._({ id: 'kit.list.filter.no', message: 'No' }) },
        ]
      : (spec.values ?? []).map((value) => ({ value, label: value })));
  // The choice named in the address stays selectable while the choices load (a lookup of names).
  const current = api.query.filters[control.name] ?? '';
  const options = current !== '' && !choices.some((o) => o.value === current) ? [...choices, { value: current, label: '…' }] : choices;
  return (
    <div className={css.field}>
      <label htmlFor={id} className={css.label}>
        {control.label}
      </label>
      <select id={id} {...api.getFilterChoiceProps(control.name)} className={shared.control}>
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
