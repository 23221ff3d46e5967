import { minorToDecimal } from '../../domain/money';
/**
 * Number, quantity and money fields. The user types in the locale's format (es-MX and en-US: period decimal,
 * comma group); the form keeps the value (a number, a decimal string, or integer minor units). Text that is not a
 * value stays on screen with its error, and the form refuses to save it.
 */
import { useState } from 'react';
import type { FieldErrorCode } from '../../domain/resource';
import {
  currencyDigits,
  currencySymbol,
  formatNumber,
  parseMoney,
  parseQuantity,
  QUANTITY_MAX_FRACTION_DIGITS,
  type ParseResult,
} from '../../machines/kit/format';
import { controlProps, FieldFrame, useField, type FieldBaseProps, type FieldState } from './field-frame';
import { useFormats } from './format-context';
import * as css from './field.css';

/**
 * What the input shows: the user's own text while it belongs to the form's current value (and error), else the
 * value formatted. A value changed from outside (reload, discard) replaces stale text.
 */
function useTypedText(field: FieldState, format: (value: unknown) => string, parse: (text: string) => ParseResult<unknown>) {
  const [typed, setTyped] = useState<{ text: string; value: unknown; error: FieldErrorCode | null } | null>(null);
  const current = typed !== null && Object.is(typed.value, field.value) && typed.error === field.error ? typed.text : null;
  return {
    text: current ?? format(field.value),
    onChange: (text: string) => {
      const parsed = parse(text);
      if (parsed.ok) {
        setTyped({ text, value: parsed.value, error: null });
        field.onChange(parsed.value);
      } else {
        setTyped({ text, value: field.value, error: parsed.error });
        field.onChange(field.value, parsed.error);
      }
    },
    // Leaving the field shows a readable value in the locale's format; unreadable text stays for the user to fix.
    onBlur: () => {
      if (typed !== null && typed.error === null) setTyped(null);
      field.onBlur();
    },
  };
}

export interface NumberFieldProps extends FieldBaseProps {
  /** 'number': a JS number (days, counts); 'decimal': a decimal string (quantities, no float drift). @default 'number' */
  mode?: 'number' | 'decimal';
  /** @default 0 for 'number', 4 for 'decimal' */
  maxFractionDigits?: number;
  /** A unit shown after the value (`%`, `kg`), translated. @default none */
  unit?: string;
}

export function NumberField({ formRef, name, label, required, hint, className, mode = 'number', maxFractionDigits, unit }: NumberFieldProps) {
  const { locale } = useFormats();
  const field = useField(formRef, name, { required: required ?? false, hint: hint !== undefined });
  const digits = maxFractionDigits ?? (mode === 'decimal' ? QUANTITY_MAX_FRACTION_DIGITS : 0);
  const typed = useTypedText(
    field,
    (value) => (value === null || value === undefined || value === '' ? '' : formatNumber(value as number | string, locale, { maximumFractionDigits: digits })),
    (text) => {
      const parsed = parseQuantity(text, locale, { maxFractionDigits: digits });
      if (!parsed.ok || parsed.value === null || mode === 'decimal') return parsed;
      const number = Number(parsed.value);
      return Number.isSafeInteger(number) || digits > 0 ? { ok: true, value: number } : { ok: false, error: 'out-of-range' };
    },
  );
  const input = (
    <input
      {...controlProps(field)}
      type="text"
      inputMode={digits > 0 ? 'decimal' : 'numeric'}
      autoComplete="off"
      className={unit ? css.groupNumeric : css.numeric}
      value={typed.text}
      onChange={(event) => typed.onChange(event.currentTarget.value)}
      onBlur={typed.onBlur}
    />
  );
  return (
    <FieldFrame field={field} label={label} hint={hint} className={className}>
      {unit ? (
        <div className={css.group}>
          {input}
          <span className={css.adornment}>{unit}</span>
        </div>
      ) : (
        input
      )}
    </FieldFrame>
  );
}

export interface MoneyFieldProps extends FieldBaseProps {
  /** ISO 4217 code. @default the company currency (FormatProvider), else the locale's */
  currency?: string;
}

/** An amount in the company currency, stored as integer minor units. */
export function MoneyField({ formRef, name, label, required, hint, className, currency }: MoneyFieldProps) {
  const formats = useFormats();
  const { locale } = formats;
  const code = currency ?? formats.currency;
  const digits = currencyDigits(code);
  const field = useField(formRef, name, { required: required ?? false, hint: hint !== undefined });
  const symbol = currencySymbol(code, locale);
  // The code after the amount only when the symbol alone does not say which currency ("$" does not; "MX$" does).
  const showCode = !/[A-Za-z]/.test(symbol);
  const typed = useTypedText(
    field,
    (value) =>
      typeof value === 'number' && Number.isSafeInteger(value)
        ? formatNumber(minorToDecimal(value, digits), locale, { minimumFractionDigits: digits, maximumFractionDigits: digits })
        : '',
    (text) => parseMoney(text, locale, code),
  );
  return (
    <FieldFrame
      field={field}
      label={
        <>
          {label}
          <span className="visually-hidden"> ({code})</span>
        </>
      }
      hint={hint}
      className={className}
    >
      <div className={css.group}>
        <span className={css.adornment} aria-hidden="true">
          {symbol}
        </span>
        <input
          {...controlProps(field)}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          className={css.groupNumeric}
          value={typed.text}
          onChange={(event) => typed.onChange(event.currentTarget.value)}
          onBlur={typed.onBlur}
        />
        {showCode ? (
          <span className={css.adornment} aria-hidden="true">
            {code}
          </span>
        ) : null}
      </div>
    </FieldFrame>
  );
}
