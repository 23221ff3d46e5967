import { useLingui } from '@lingui/react';
import type { contractEndState } from '../../../domain/contract';
import { Badge } from '../../kit/badge';

export type ContractEndState = ReturnType<typeof contractEndState>;

/** A list row's end state, from the flags the service computed against its today (the same domain rule). */
export const rowEndState = (row: { expiring?: boolean; overdue?: boolean }): ContractEndState => (row.overdue ? 'overdue' : row.expiring ? 'expiring' : null);

/**
 * The badge of an active contract near or past its end (DOMAIN.md `expiring` / `overdue`): overdue in the danger tone
 * (still active past its end: neither renewed nor terminated), expiring in the warning tone; nothing otherwise.
 */
export function ContractEndBadge({ state, long = false }: { state: ContractEndState; long?: boolean }) {
  const { i18n } = useLingui();
  if (state === 'overdue') {
    return (
      <Badge tone="danger">
        {long
          ? i18n._({ id: 'contracts.overdueBadge', message: 'Overdue: past its end, renew or terminate it' })
          : i18n._({ id: 'contracts.field.overdue', message: 'Overdue' })}
      </Badge>
    );
  }
  if (state === 'expiring') {
    return (
      <Badge tone="warning">
        {long ? i18n._({ id: 'contracts.expiringBadge', message: 'Expiring within 30 days' }) : i18n._({ id: 'contracts.field.expiring', message: 'Expiring' })}
      </Badge>
    );
  }
  return null;
}
