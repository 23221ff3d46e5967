import { useSelector } from '@xstate/react';
import { useCallback, useMemo } from 'react';
import { selectUser } from '../../machines/auth.machine';
import { selectPath } from '../../machines/nav.machine';
import { companyRules, type SectionDeps } from '../../machines/sections/section-deps';
import { selectCompany, type SessionRef } from '../../machines/session.machine';
import { useAuthRef, useNavRef } from '../app-actor';

/**
 * What a business section's page needs from the shell: the address's path (the navigation machine's), a navigate
 * that asks that machine, and the section's dependencies (services, the company's currency and country, whose drafts).
 */
export function useSectionDeps(sessionRef: SessionRef): { path: string; navigate: (to: string) => void; deps: SectionDeps; taxRate: number | null } {
  const navRef = useNavRef()!;
  const authRef = useAuthRef()!;
  const path = useSelector(navRef, selectPath);
  const config = useSelector(sessionRef, (s) => s.context.config);
  const company = useSelector(sessionRef, selectCompany);
  const user = useSelector(authRef, selectUser);
  const { currency, country } = companyRules(company?.currency);
  const deps = useMemo<SectionDeps>(
    () => ({ config, currency, country, owner: { tenant: company?.slug ?? '', user: user?.sub ?? '' }, ...(company?.timeZone ? { timeZone: company.timeZone } : {}) }),
    [config, currency, country, company?.slug, user?.sub, company?.timeZone],
  );
  const navigate = useCallback((to: string) => navRef.send({ type: 'nav.navigate', to }), [navRef]);
  return { path, navigate, deps, taxRate: company?.taxRate ?? null };
}
