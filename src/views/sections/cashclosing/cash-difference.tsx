import { useLingui } from '@lingui/react';
import { useFormats } from '../../kit/format-context';
import * as css from './cash-count.css';

/**
 * A difference in colour AND words: "Short by $50.00", "Over by $20.00", "Balanced", or "Not counted yet" (colour
 * is never the only cue).
 */
export function DifferenceText({ difference, currency, compact = false }: { difference: number | null; currency: string; compact?: boolean }) {
  const { i18n } = useLingui();
  const f = useFormats();
  if (difference === null) return <span className={css.diff.pending}>{compact ? '—' : i18n._({ id: 'cash.diff.pending', message: 'Not counted yet' })}</span>;
  if (difference === 0) return <span className={css.diff.balanced}>{i18n._({ id: 'cash.diff.balanced', message: 'Balanced' })}</span>;
  const amount = f.money(Math.abs(difference), currency);
  return difference < 0 ? (
    <span className={css.diff.short}>{i18n._({ id: 'cash.diff.short', message: 'Short by {amount}', values: { amount } })}</span>
  ) : (
    <span className={css.diff.over}>{i18n._({ id: 'cash.diff.over', message: 'Over by {amount}', values: { amount } })}</span>
  );
}
