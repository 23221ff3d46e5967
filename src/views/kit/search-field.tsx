import { useLingui } from '@lingui/react';
import { useId } from 'react';
import type { ListApi } from '../../machines/kit/list.connect';
import { ListIcon } from './list-icons';
import * as shared from './list-shared.css';
import * as css from './search-field.css';

export interface SearchFieldProps<Row extends { id: string }> {
  api: ListApi<Row>;
  /** The field's accessible name. @default "Search" (es-MX "Buscar") */
  label?: string;
  /** @default the label */
  placeholder?: string;
}

/** The list's free-text search: the typed text is the machine's draft (the field never jumps), searched after 300 ms. */
export function SearchField<Row extends { id: string }>({ api, label, placeholder }: SearchFieldProps<Row>) {
  const { i18n } = useLingui();
  const id = useId();
  const name = label ?? i18n._({ id: 'kit.list.search.label', message: 'Search' });
  return (
    <div className={css.field}>
      <label htmlFor={id} className={shared.visuallyHidden}>
        {name}
      </label>
      <ListIcon name="search" size={18} className={css.icon} />
      <input id={id} {...api.getSearchInputProps()} className={css.input} placeholder={placeholder ?? name} />
      {api.isSearching ? <span className={shared.spinner} aria-hidden="true" /> : null}
      <button {...api.getSearchClearProps()} className={css.clear} aria-label={i18n._({ id: 'kit.list.search.clear', message: 'Clear search' })}>
        <ListIcon name="close" size={18} />
      </button>
    </div>
  );
}
