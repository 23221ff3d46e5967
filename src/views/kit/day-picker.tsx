/**
 * A calendar day (`YYYY-MM-DD`) typed or chosen with Ark UI's date picker, in the short date of the locale
 * (`05/03/2024` es-MX, `03/05/2024` en-US), and a calendar whose week starts on the locale's day. The form's date field
 * (field-date.tsx) and the lists' date-range filters (filter-bar.tsx) both draw it, so a date reads and types the same
 * everywhere whatever language the browser itself is in (a native `<input type="date">` follows the browser's).
 * Keyboard: type the date, or open the calendar with its button and move with the arrow keys, Page Up/Down
 * (months), Home/End, Enter to choose, Escape to close.
 */
import { DatePicker, parseDate, type DateValue } from '@ark-ui/react/date-picker';
import { Portal } from '@ark-ui/react/portal';
import { useLingui } from '@lingui/react';
import { useMemo, type ReactNode } from 'react';
import { formatDate, parseDate as parseTypedDate, shortDatePattern } from '../../machines/kit/format';
import { FormIcon } from './form-icons';
import { useFormats } from './format-context';
import * as css from './field.css';
import * as dateCss from './field-date.css';

export interface DayPickerProps {
  /** The chosen day (`YYYY-MM-DD`), or null. */
  value: string | null;
  onChange: (day: string | null) => void;
  /** What the label says (a form field's name, or a visually hidden "From"). */
  label: ReactNode;
  labelClassName?: string;
  /** Ids of the input and the label, when the caller's frame needs them. */
  inputId?: string;
  labelId?: string;
  /** The earliest and latest day that can be chosen (`YYYY-MM-DD`). */
  min?: string | undefined;
  max?: string | undefined;
  readOnly?: boolean;
  disabled?: boolean;
  required?: boolean;
  invalid?: boolean;
  describedBy?: string | undefined;
  onBlur?: () => void;
  /** Shown under the control (the form field's long date). */
  children?: ReactNode;
}

export const isoDay = (value: unknown): string | null => (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : null);

export function DayPicker({ value: day, onChange, label, labelClassName, inputId, labelId, min, max, readOnly, disabled, required, invalid, describedBy, onBlur, children }: DayPickerProps) {
  const { i18n } = useLingui();
  const { locale, weekStart } = useFormats();
  const iso = isoDay(day);
  const value = useMemo(() => (iso ? [parseDate(iso)] : []), [iso]);
  const translations = useMemo(
    () => ({
      trigger: (open: boolean) =>
        open ? i18n._({ id: 'kit.field.date.close', message: 'Close calendar' }) : i18n._({ id: 'kit.field.date.open', message: 'Open calendar' }),
      prevTrigger: (view: string) =>
        view === 'day'
          ? i18n._({ id: 'kit.field.date.previousMonth', message: 'Previous month' })
          : view === 'month'
            ? i18n._({ id: 'kit.field.date.previousYear', message: 'Previous year' })
            : i18n._({ id: 'kit.field.date.previousDecade', message: 'Previous decade' }),
      nextTrigger: (view: string) =>
        view === 'day'
          ? i18n._({ id: 'kit.field.date.nextMonth', message: 'Next month' })
          : view === 'month'
            ? i18n._({ id: 'kit.field.date.nextYear', message: 'Next year' })
            : i18n._({ id: 'kit.field.date.nextDecade', message: 'Next decade' }),
      dayCell: (state: { selected: boolean; unavailable: boolean; valueText: string }) =>
        state.unavailable
          ? i18n._({ id: 'kit.field.date.unavailable', message: 'Not available: {date}', values: { date: state.valueText } })
          : state.selected
            ? i18n._({ id: 'kit.field.date.selected', message: 'Chosen: {date}', values: { date: state.valueText } })
            : state.valueText,
      content: i18n._({ id: 'kit.field.date.calendar', message: 'Calendar' }),
    }),
    // The Lingui instance stays the same across a language switch in place: its locale is what changes.
    [i18n, locale],
  );
  const placeholder = shortDatePattern(locale, {
    day: i18n._({ id: 'kit.field.date.dd', message: 'dd', comment: 'Day letters in the date placeholder (dd/mm/yyyy)' }),
    month: i18n._({ id: 'kit.field.date.mm', message: 'mm', comment: 'Month letters in the date placeholder (dd/mm/yyyy)' }),
    year: i18n._({ id: 'kit.field.date.yyyy', message: 'yyyy', comment: 'Year letters in the date placeholder (dd/mm/yyyy)' }),
  });
  return (
    <DatePicker.Root
      {...(inputId || labelId ? { ids: { ...(inputId ? { input: () => inputId } : {}), ...(labelId ? { label: () => labelId } : {}) } } : {})}
      locale={locale}
      startOfWeek={weekStart}
      timeZone="UTC"
      selectionMode="single"
      value={value}
      onValueChange={(details) => onChange(details.value[0]?.toString() ?? null)}
      format={(date: DateValue) => formatDate(date.toString(), locale)}
      parse={(text: string) => {
        const parsed = parseTypedDate(text, locale);
        return parsed.ok && parsed.value ? parseDate(parsed.value) : undefined;
      }}
      placeholder={placeholder}
      translations={translations}
      {...(readOnly ? { readOnly } : {})}
      {...(disabled ? { disabled } : {})}
      {...(required ? { required } : {})}
      {...(invalid ? { invalid } : {})}
      {...(min ? { min: parseDate(min) } : {})}
      {...(max ? { max: parseDate(max) } : {})}
      positioning={{ placement: 'bottom-start' }}
      lazyMount
      unmountOnExit
    >
      <DatePicker.Label className={labelClassName}>{label}</DatePicker.Label>
      <DatePicker.Control className={css.group}>
        <DatePicker.Input
          className={css.groupInput}
          aria-describedby={describedBy}
          onBlur={(event) => {
            // A typed day outside min/max: the picker would keep the text and silently not take it. It goes to the
            // owner instead, whose rule names the range under the field (what is shown is what is judged).
            const typed = parseTypedDate(event.currentTarget.value, locale);
            if (typed.ok && typed.value && typed.value !== iso && ((min && typed.value < min) || (max && typed.value > max))) onChange(typed.value);
            onBlur?.();
          }}
        />
        <DatePicker.Trigger className={css.inlineButton}>
          <FormIcon name="calendar" size={18} />
        </DatePicker.Trigger>
      </DatePicker.Control>
      {children}
      <Portal>
        <DatePicker.Positioner>
          <DatePicker.Content className={`${css.popup} ${dateCss.popup}`}>
            <DayView />
            <PickView view="month" />
            <PickView view="year" />
          </DatePicker.Content>
        </DatePicker.Positioner>
      </Portal>
    </DatePicker.Root>
  );
}

/** Previous, the shown month (or year, or decade) as a button to the wider view, next. */
function ViewHeader() {
  const { i18n } = useLingui();
  return (
    <DatePicker.Context>
      {(api) => {
        const { start, end } = api.visibleRangeText;
        const range = [...new Set([start, end])].filter(Boolean).join(' - ');
        // The button's name starts with what it shows (WCAG 2.5.3), then says where it leads.
        const label =
          api.view === 'day'
            ? i18n._({ id: 'kit.field.date.chooseMonthOf', message: '{range}, choose the month', values: { range } })
            : api.view === 'month'
              ? i18n._({ id: 'kit.field.date.chooseYearOf', message: '{range}, choose the year', values: { range } })
              : range;
        return (
          <DatePicker.ViewControl className={dateCss.header}>
            <DatePicker.PrevTrigger className={css.inlineButton}>
              <FormIcon name="previous" size={18} />
            </DatePicker.PrevTrigger>
            <DatePicker.ViewTrigger className={dateCss.viewTrigger} aria-label={label}>
              {range}
            </DatePicker.ViewTrigger>
            <DatePicker.NextTrigger className={css.inlineButton}>
              <FormIcon name="next" size={18} />
            </DatePicker.NextTrigger>
          </DatePicker.ViewControl>
        );
      }}
    </DatePicker.Context>
  );
}

function DayView() {
  return (
    <DatePicker.View view="day">
      <DatePicker.Context>
        {(api) => (
          <>
            <ViewHeader />
            <DatePicker.Table className={dateCss.table}>
              <DatePicker.TableHead>
                <DatePicker.TableRow>
                  {api.weekDays.map((day, i) => (
                    <DatePicker.TableHeader key={i} className={dateCss.weekDay} abbr={day.long}>
                      {day.narrow}
                    </DatePicker.TableHeader>
                  ))}
                </DatePicker.TableRow>
              </DatePicker.TableHead>
              <DatePicker.TableBody>
                {api.weeks.map((week, i) => (
                  <DatePicker.TableRow key={i}>
                    {week.map((day, j) => (
                      <DatePicker.TableCell key={j} value={day}>
                        <DatePicker.TableCellTrigger className={dateCss.cell}>{day.day}</DatePicker.TableCellTrigger>
                      </DatePicker.TableCell>
                    ))}
                  </DatePicker.TableRow>
                ))}
              </DatePicker.TableBody>
            </DatePicker.Table>
          </>
        )}
      </DatePicker.Context>
    </DatePicker.View>
  );
}

function PickView({ view }: { view: 'month' | 'year' }) {
  return (
    <DatePicker.View view={view}>
      <DatePicker.Context>
        {(api) => {
          const cells = view === 'month' ? api.getMonthsGrid({ columns: 4, format: 'short' }) : api.getYearsGrid({ columns: 4 });
          return (
            <>
              <ViewHeader />
              <DatePicker.Table className={dateCss.table}>
                <DatePicker.TableBody>
                  {cells.map((row, i) => (
                    <DatePicker.TableRow key={i}>
                      {row.map((cell, j) => (
                        <DatePicker.TableCell key={j} value={cell.value}>
                          <DatePicker.TableCellTrigger className={dateCss.wideCell}>{cell.label}</DatePicker.TableCellTrigger>
                        </DatePicker.TableCell>
                      ))}
                    </DatePicker.TableRow>
                  ))}
                </DatePicker.TableBody>
              </DatePicker.Table>
            </>
          );
        }}
      </DatePicker.Context>
    </DatePicker.View>
  );
}
