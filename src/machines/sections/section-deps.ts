/** What every business section's machines are made with: the services, the company's currency and country, and whose drafts. */
import type { RuntimeConfig } from '../../config/runtime-config';
import type { Currency } from '../../domain/money';
import { taxCountryOf, type TaxCountry } from '../../domain/tax-id';
import type { DraftOwner } from '../effects/draft-storage';
import { readDraft, removeDraft, writeDraft } from '../effects/draft-storage';
import type { FormDraft } from '../kit/form.setup';
import { todayInZone } from '../kit/format';

export interface SectionDeps {
  config: RuntimeConfig;
  /** The company's currency (money fields and amounts). */
  currency: Currency;
  /** The company's country: tax ids are RFCs in MX, EINs in the US. */
  country: TaxCountry;
  /** Drafts are kept per tenant and user. */
  owner: DraftOwner;
  /** The company's time zone (IANA): new documents are dated with its day (`companyToday`). @default the browser's */
  timeZone?: string;
}

/** Today in the company's time zone, `YYYY-MM-DD`: the default date of every new document. */
export const companyToday = (deps: Pick<SectionDeps, 'timeZone'>, now: Date = new Date()): string => todayInZone(deps.timeZone, now);

/** The company's currency (MXN unless it says USD) and its tax country (the services' own rule). */
export const companyRules = (currency: string | undefined): { currency: Currency; country: TaxCountry } => ({
  currency: currency === 'USD' ? 'USD' : 'MXN',
  country: taxCountryOf(currency),
});

/** A stored draft read back through the shape the form expects; anything else is no draft. */
export function storedDraft<V>(owner: DraftOwner, key: string, isValues: (values: unknown) => values is V): FormDraft<V> | null {
  const raw = readDraft(owner, key) as Record<string, unknown> | null;
  if (typeof raw !== 'object' || raw === null || !isValues(raw.values)) return null;
  const baseVersion = typeof raw.baseVersion === 'number' && Number.isSafeInteger(raw.baseVersion) ? raw.baseVersion : null;
  const pendingKey = typeof raw.pendingKey === 'string' && /^[\w-]{8,64}$/.test(raw.pendingKey) ? raw.pendingKey : undefined;
  return { values: raw.values, baseVersion, ...(pendingKey ? { pendingKey } : {}) };
}

/** The form kit's draft actions, on this tab's storage. */
export const draftActions = (owner: DraftOwner) => ({
  persistDraft: (_: unknown, params: { key: string; draft: FormDraft<unknown> }) => {
    if (!writeDraft(owner, params.key, params.draft)) console.warn('The draft could not be kept on this device', params.key);
  },
  clearDraft: (_: unknown, params: { key: string }) => removeDraft(owner, params.key),
});
