import { useLingui } from '@lingui/react';
import { useId } from 'react';
import type { ListApi } from '../../../machines/kit/list.connect';
import * as barCss from '../../kit/filter-bar.css';
import * as shared from '../../kit/list-shared.css';

/**
 * The department filter: a select of the tenant's departments that sets the list's `departmentId` at once (the kit's
 * reference filter commits typed text on Enter or blur, which a select never gives until the user leaves it).
 */
export function DepartmentFilter<Row extends { id: string }>({
  api,
  label,
  options,
}: {
  api: ListApi<Row>;
  label: string;
  options: readonly { value: string; label: string }[];
}) {
  const { i18n } = useLingui();
  const id = useId();
  const value = api.query.filters.departmentId ?? '';
  // The department named in the address stays a choice while the names load.
  const choices = value !== '' && !options.some((o) => o.value === value) ? [...options, { value, label: '…' }] : options;
  return (
    <>
      <label htmlFor={id} className={barCss.label}>
        {label}
      </label>
      <select id={id} name="departmentId" value={value} onChange={(event) => api.setFilter('departmentId', event.currentTarget.value)} className={shared.control}>
        <option value="">{i18n._({ id: 'kit.list.filter.all', message: 'All' })}</option>
        {choices.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </>
  );
}
