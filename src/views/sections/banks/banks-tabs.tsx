import { InAppLink } from '../../kit/in-app-link';
import { useLingui } from '@lingui/react';
import { bankAccountsPath, banksPath } from '../../../machines/sections/banks/banks-list';
import * as css from './banks.css';

/** The banks screen's two lists as tabs of links (each is its own address, so the browser's back and a bookmark work). */
export function BanksTabs({ current, onNavigate }: { current: 'banks' | 'accounts'; onNavigate: (to: string) => void }) {
  const { i18n } = useLingui();
  const tabs = [
    { id: 'banks', to: banksPath, label: i18n._({ id: 'banks.tab.banks', message: 'Banks' }) },
    { id: 'accounts', to: bankAccountsPath, label: i18n._({ id: 'banks.tab.accounts', message: 'Bank accounts' }) },
  ] as const;
  return (
    <nav className={css.tabs} aria-label={i18n._({ id: 'banks.tabs', message: 'Banking' })}>
      {tabs.map((tab) => (
        <InAppLink key={tab.id} to={tab.to} className={css.tab} current={tab.id === current} onNavigate={onNavigate}>
          {tab.label}
        </InAppLink>
      ))}
    </nav>
  );
}
