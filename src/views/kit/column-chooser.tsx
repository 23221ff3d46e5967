import { Popover } from '@ark-ui/react/popover';
import { useLingui } from '@lingui/react';
import type { ListApi } from '../../machines/kit/list.connect';
import { ListIcon } from './list-icons';
import * as shared from './list-shared.css';
import * as css from './column-chooser.css';

export interface ColumnChooserProps<Row extends { id: string }> {
  api: ListApi<Row>;
  /** Every column that can be shown, with its translated label, in the table's order. */
  columns: readonly { id: string; label: string }[];
}

/**
 * Which columns the table shows: a popover of checkboxes (native checkboxes, so each is a labelled control in the
 * tab order; the last visible one cannot be hidden). The choice is saved as the user's preference by the machine.
 * Its open state is presentation only (Ark keeps focus and dismissal), so it is not the machine's.
 */
export function ColumnChooser<Row extends { id: string }>({ api, columns }: ColumnChooserProps<Row>) {
  const { i18n } = useLingui();
  return (
    <Popover.Root positioning={{ placement: 'bottom-end' }} lazyMount unmountOnExit>
      <Popover.Trigger className={shared.toolButton}>
        <ListIcon name="columns" size={18} />
        {i18n._({ id: 'kit.list.columns', message: 'Columns' })}
      </Popover.Trigger>
      <Popover.Positioner>
        <Popover.Content className={css.content}>
          <fieldset className={css.fieldset}>
            <legend className={css.legend}>{i18n._({ id: 'kit.list.columns.legend', message: 'Visible columns' })}</legend>
            {columns.map((column) => (
              <label key={column.id} className={css.option}>
                <input {...api.getColumnToggleProps(column.id)} className={css.checkbox} />
                {column.label}
              </label>
            ))}
          </fieldset>
        </Popover.Content>
      </Popover.Positioner>
    </Popover.Root>
  );
}
