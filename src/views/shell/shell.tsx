import { Trans, useLingui } from '@lingui/react';
import { shallowEqual, useSelector } from '@xstate/react';
import { Suspense, useMemo, type ComponentType } from 'react';
import { selectUser, type AuthRef } from '../../machines/auth.machine';
import type { AppLocale } from '../../machines/effects/locale';
import { filterNavigation } from '../../machines/navigation';
import { selectIsMenuOpen, selectPath, type NavRef } from '../../machines/nav.machine';
import { matchRoute, type SectionId } from '../../machines/routes';
import { selectCompany, selectNavigation, selectProfile, type SessionRef } from '../../machines/session.machine';
import { button } from '../theme/recipes/button.css';
import { Icon } from '../ui/icon';
import { lazySection, SectionBoundary, SectionLoading } from '../ui/lazy-section';
import * as css from './shell.css';
import { SideNav } from './side-nav';
import { TopBarMenus } from './top-bar-menus';
import * as topCss from './top-bar.css';

type SectionProps = { sessionRef: SessionRef };

/** Each section is its own lazily loaded chunk (SPEC §2). */
const sections: Record<SectionId, ComponentType<SectionProps>> = {
  dashboard: lazySection(() => import('../sections/dashboard-section')),
  orders: lazySection(() => import('../sections/orders-section')),
  purchases: lazySection(() => import('../sections/purchases-section')),
  deliveries: lazySection(() => import('../sections/deliveries-section')),
  cashclosing: lazySection(() => import('../sections/cashclosing-section')),
  manufacture: lazySection(() => import('../sections/manufacture-section')),
  admin: lazySection(() => import('../sections/admin-section')),
  inventory: lazySection(() => import('../sections/inventory-section')),
  contracts: lazySection(() => import('../sections/contracts-section')),
  config: lazySection(() => import('../sections/config-section')),
  tenants: lazySection(() => import('../sections/tenants-section')),
};

export function Shell({
  authRef,
  navRef,
  sessionRef,
  locale,
  offline,
  onLocaleChange,
}: {
  authRef: AuthRef;
  navRef: NavRef;
  sessionRef: SessionRef;
  locale: AppLocale;
  offline: boolean;
  onLocaleChange: (locale: AppLocale) => void;
}) {
  const { i18n } = useLingui();
  const path = useSelector(navRef, selectPath);
  const menuOpen = useSelector(navRef, selectIsMenuOpen);
  const user = useSelector(authRef, selectUser);
  const permissions = useSelector(authRef, (s) => s.context.user?.permissions ?? [], shallowEqual);
  const navigation = useSelector(sessionRef, selectNavigation);
  const company = useSelector(sessionRef, selectCompany);
  const profile = useSelector(sessionRef, selectProfile);
  const items = useMemo(() => filterNavigation(navigation?.default ?? [], permissions), [navigation, permissions]);
  const match = matchRoute(path);
  const Section = match.kind === 'section' ? sections[match.section] : null;

  return (
    <div className={css.layout}>
      <a className="visually-hidden" href="#main-content">
        <Trans id="shell.skipToContent" message="Skip to content" />
      </a>
      {menuOpen ? (
        <button
          type="button"
          className={css.overlay}
          aria-label={i18n._({ id: 'shell.closeMenu', message: 'Close menu' })}
          onClick={() => navRef.send({ type: 'nav.menu.close' })}
        />
      ) : null}
      <aside className={css.sidebar} data-open={menuOpen} id="main-navigation">
        <div className={css.brand}>
          {company?.logo ? <img className={css.brandLogo} src={company.logo} alt="" width={36} height={36} /> : null}
          <div>
            <div className={css.brandName}>{company?.tradeName}</div>
            <div className={css.brandSub}>
              <Trans id="shell.product" message="Back office" />
            </div>
          </div>
        </div>
        <SideNav items={items} path={path} label={i18n._({ id: 'shell.navigation', message: 'Main navigation' })} />
      </aside>
      <div className={css.main}>
        <header className={css.topBar}>
          <button
            type="button"
            className={`${button({ tone: 'ghost', shape: 'icon' })} ${css.menuButton}`}
            aria-label={i18n._({ id: 'shell.openMenu', message: 'Open menu' })}
            aria-expanded={menuOpen}
            aria-controls="main-navigation"
            onClick={() => navRef.send({ type: 'nav.menu.toggle' })}
          >
            <Icon name="menu" />
          </button>
          <span className={topCss.companyName}>{company?.tradeName}</span>
          <span className={css.spacer} />
          <TopBarMenus
            locale={locale}
            onLocaleChange={onLocaleChange}
            profile={profile}
            name={profile?.name ?? user?.name ?? ''}
            onSignOut={() => authRef.send({ type: 'auth.signOut' })}
          />
        </header>
        {offline ? (
          <div className={css.offlineBanner} role="status">
            <Icon name="wifiOff" size={18} />
            <Trans id="shell.offline" message="No Internet Connection. Changes will be sent when you are back online." />
          </div>
        ) : null}
        <main className={css.content} id="main-content" tabIndex={-1}>
          <SectionBoundary resetKey={path}>
            <Suspense fallback={<SectionLoading />}>{Section ? <Section sessionRef={sessionRef} /> : null}</Suspense>
          </SectionBoundary>
        </main>
        <footer className={css.footer}>
          <span>
            <Trans
              id="shell.footer"
              message="{company} © {year}"
              values={{ company: company?.tradeName ?? '', year: new Date().getFullYear() }}
            />
          </span>
        </footer>
      </div>
    </div>
  );
}
