import { useLingui } from '@lingui/react';
import { shallowEqual, useSelector } from '@xstate/react';
import { Suspense, useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { selectUser, type AuthRef } from '../../machines/auth.machine';
import type { AppLocale } from '../../machines/effects/locale';
import { layoutSpecs } from '../../machines/layouts';
import { selectIsRouteRefused, selectLocation, type NavRef } from '../../machines/nav.machine';
import { matchRoute, type SectionId } from '../../machines/routes';
import { selectCompany, selectProfile, selectUserStatusRef, type SessionRef } from '../../machines/session.machine';
import { selectIsPanelOpen, type SettingsRef } from '../../machines/settings.machine';
import {
  selectAllowedItems,
  selectDense,
  selectLayoutId,
  selectMode,
  selectOpened,
  type VerticalNavRef,
} from '../../machines/vertical-nav.machine';
import { VerticalNavigation } from '../layout/vertical-navigation';
import * as layoutCss from '../layout/layout.css';
import * as navCss from '../layout/vertical-navigation.css';
import { Avatar } from '../ui/avatar';
import { visibleOrUserMenu } from '../ui/focus-target';
import { Icon } from '../ui/icon';
import { lazySection, SectionBoundary, SectionLoading } from '../ui/lazy-section';
import { preloadPages, SectionErrorPage, TenantArchivedBanner } from '../pages/lazy-pages';
import { TopBarMenus, topBarMenusPreload } from './top-bar-menus';
import { askPanel, QuickChatSlot, TopBarPanels } from './top-bar-panels';
import { intentProps, preloadable, preloadWhenIdle } from './preloadable';

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
  // The demo-template areas (issue 14): each routes to its pages' own chunks (src/views/demo/<area>/).
  dashboards: lazySection(() => import('../sections/dashboards-section')),
  apps: lazySection(() => import('../sections/apps-section')),
  ui: lazySection(() => import('../sections/ui-section')),
  docs: lazySection(() => import('../sections/docs-section')),
};

// The panels bring the sanitizer, Ark's popover and positioning: their chunks are fetched when the browser is idle
// after the shell paints, or at the first pointer or focus on their trigger, and then render without a pause.
const HorizontalNavigation = preloadable(() => import('../layout/horizontal-navigation').then((m) => m.default));
// The top bar's panels (search, shortcuts, messages, notifications, quick chat) and their machines: top-bar-panels.tsx.
const SettingsPanel = preloadable(() => import('../layout/settings-panel').then((m) => m.default));
/** What the top bar can open, in the order it is fetched when idle. */
export const shellPreloads = [SettingsPanel.preload, HorizontalNavigation.preload];

export interface ShellProps {
  authRef: AuthRef;
  navRef: NavRef;
  sessionRef: SessionRef;
  settingsRef: SettingsRef;
  verticalNavRef: VerticalNavRef;
  locale: AppLocale;
  offline: boolean;
  onLocaleChange: (locale: AppLocale) => void;
}

/** The signed-in shell in the eleven layouts of SPEC §2. */
export function Shell({ authRef, navRef, sessionRef, settingsRef, verticalNavRef, locale, offline, onLocaleChange }: ShellProps) {
  const { i18n } = useLingui();
  const location = useSelector(navRef, selectLocation, shallowEqual);
  const panelOpen = useSelector(settingsRef, selectIsPanelOpen);
  const user = useSelector(authRef, selectUser);
  const company = useSelector(sessionRef, selectCompany);
  const profile = useSelector(sessionRef, selectProfile);
  const userStatusRef = useSelector(sessionRef, selectUserStatusRef);
  const mode = useSelector(verticalNavRef, selectMode);
  const opened = useSelector(verticalNavRef, selectOpened);
  const dense = useSelector(verticalNavRef, selectDense);
  // The settings chunk loads on first use and then stays (its closing animation needs it mounted).
  const [settingsUsed, setSettingsUsed] = useState(false);
  if (panelOpen && !settingsUsed) setSettingsUsed(true);
  const settingsButton = useRef<HTMLButtonElement>(null);
  useEffect(() => preloadWhenIdle([topBarMenusPreload, ...shellPreloads, preloadPages]), []);

  // The navigation machine derives the layout and the items (session navigation, permissions, settings, address).
  const layout = useSelector(verticalNavRef, selectLayoutId);
  const allowed = useSelector(verticalNavRef, selectAllowedItems);
  const spec = layoutSpecs[layout];

  const match = matchRoute(location.path);
  const Section = match.kind === 'section' ? sections[match.section] : null;
  // Deny by default (issue 13 point 2): a page whose menu item this user would not see is the 404 page.
  const refused = useSelector(navRef, selectIsRouteRefused);
  const name = profile?.name ?? user?.name ?? '';
  const navLabel = i18n._({ id: 'shell.navigation', message: 'Main navigation' });
  const navigate = (to: string) => navRef.send({ type: 'nav.navigate', to });

  const section = (
    <SectionBoundary resetKey={location.path}>
      <Suspense fallback={<SectionLoading />}>{refused ? <SectionErrorPage status={404} /> : Section ? <Section sessionRef={sessionRef} /> : null}</Suspense>
    </SectionBoundary>
  );
  const skipLink = (
    <a className="visually-hidden" href="#main-content">
      {i18n._({ id: 'shell.skipToContent', message: 'Skip to content' })}
    </a>
  );
  const settings = settingsUsed ? (
    <Suspense fallback={null}>
      <SettingsPanel settingsRef={settingsRef} returnFocusTo={() => visibleOrUserMenu(settingsButton.current)} />
    </Suspense>
  ) : null;

  if (spec.navigation === 'none') {
    return (
      <>
        {skipLink}
        <main id="main-content" tabIndex={-1} className={layoutCss.emptyMain}>
          {section}
        </main>
        {settings}
      </>
    );
  }

  const brand = (
    <span className={`${layoutCss.brandRow} ${layoutCss.brandNameBar}`}>
      {company?.logo ? <img className={layoutCss.brandLogo} src={company.logo} alt="" width={32} height={32} /> : null}
      <span className={layoutCss.brandName}>{company?.tradeName}</span>
    </span>
  );
  const horizontalNav = (
    <Suspense fallback={null}>
      <HorizontalNavigation items={allowed} path={location.path} label={navLabel} onNavigate={navigate} />
    </Suspense>
  );
  const isVertical = spec.navigation === 'vertical';
  const menuButton = (
    <button
      type="button"
      className={`${layoutCss.iconButton} ${isVertical ? '' : layoutCss.onlyBelowMd}`}
      aria-label={opened ? i18n._({ id: 'shell.menu.close', message: 'Close menu' }) : i18n._({ id: 'shell.menu.open', message: 'Open menu' })}
      aria-expanded={opened}
      aria-controls="main-navigation"
      onClick={() => verticalNavRef.send({ type: 'verticalNav.toggle' })}
    >
      <Icon name="menu" />
    </button>
  );
  const header = (
    <header className={`${layoutCss.header} ${spec.header === 'band' ? layoutCss.headerBand : ''}`}>
      <div className={`${layoutCss.headerInner} ${spec.centered ? layoutCss.centeredInner : ''}`}>
        {menuButton}
        {spec.appearance === 'dense' && mode === 'side' ? (
          <button
            type="button"
            className={layoutCss.iconButton}
            aria-label={dense ? i18n._({ id: 'shell.dense.expand', message: 'Expand navigation' }) : i18n._({ id: 'shell.dense.collapse', message: 'Collapse navigation' })}
            onClick={() => verticalNavRef.send({ type: 'verticalNav.dense.toggle' })}
          >
            <span className={dense ? undefined : layoutCss.flipX}>
              <Icon name="chevronRight" />
            </span>
          </button>
        ) : null}
        {!isVertical || mode === 'over' ? brand : <span className={layoutCss.brandName}>{company?.tradeName}</span>}
        {!isVertical && spec.header !== 'twoRows' ? <div className={`${layoutCss.onlyFromMd} ${layoutCss.hnavSlot}`}>{horizontalNav}</div> : null}
        <span className={layoutCss.spacer} />
        <TopBarPanels sessionRef={sessionRef} quickChatToggle={!spec.quickChat} />
        <button
          ref={settingsButton}
          type="button"
          className={`${layoutCss.iconButton} ${layoutCss.onlyFromSm}`}
          aria-label={i18n._({ id: 'shell.openSettings', message: 'Settings' })}
          aria-expanded={panelOpen}
          {...intentProps(SettingsPanel.preload)}
          onClick={() => settingsRef.send({ type: 'settings.panel.open' })}
        >
          <Icon name="admin" />
        </button>
        <TopBarMenus
          locale={locale}
          onLocaleChange={onLocaleChange}
          profile={profile}
          name={name}
          onSignOut={() => authRef.send({ type: 'auth.signOut' })}
          showUser={spec.userBlock === 'header'}
          userStatusRef={userStatusRef ?? null}
          onOpenSettings={() => settingsRef.send({ type: 'settings.panel.open' })}
          onToggleQuickChat={!spec.quickChat ? () => askPanel(sessionRef, 'quickChat', { type: 'quickChat.toggle' }) : null}
        />
      </div>
    </header>
  );
  const userBlock = (position: 'top' | 'bottom'): ReactNode => (
    <div className={`${navCss.user} ${position === 'bottom' ? navCss.userBottom : ''}`}>
      <Avatar src={profile?.avatar} />
      <div>
        <div className={navCss.userName}>{name}</div>
        <button type="button" className={layoutCss.linkButton} onClick={() => authRef.send({ type: 'auth.signOut' })}>
          {i18n._({ id: 'topBar.signOut', message: 'Sign out' })}
        </button>
      </div>
    </div>
  );
  const narrowNav = spec.appearance === 'compact' || spec.appearance === 'thin' || (spec.appearance === 'dense' && dense);
  const navHeader = (
    <div className={`${navCss.brand} ${narrowNav && mode === 'side' ? navCss.brandCentered : ''}`}>
      {company?.logo ? <img className={navCss.brandLogo} src={company.logo} alt="" width={36} height={36} /> : null}
      {narrowNav && mode === 'side' ? null : (
        <div>
          <div className={navCss.brandName}>{company?.tradeName}</div>
          <div className={navCss.brandSub}>
            {i18n._({ id: 'shell.product', message: 'Back office' })}
          </div>
        </div>
      )}
    </div>
  );
  const verticalNav =
    isVertical || mode === 'over' ? (
      <VerticalNavigation
        navRef={verticalNavRef}
        path={location.path}
        appearance={isVertical ? (spec.appearance === 'dense' && !dense ? 'default' : spec.appearance) : 'default'}
        header={
          <>
            {navHeader}
            {spec.userBlock === 'navTop' && !(narrowNav && mode === 'side') ? userBlock('top') : null}
          </>
        }
        footer={spec.userBlock === 'navBottom' ? userBlock('bottom') : null}
      />
    ) : null;
  const offlineBanner = offline ? (
    <div className={layoutCss.offlineBanner} role="status">
      <Icon name="wifiOff" size={18} />
      {i18n._({ id: 'shell.offline', message: 'No Internet Connection. Changes will be sent when you are back online.' })}
    </div>
  ) : null;
  const footer = (
    <footer className={layoutCss.footer}>
      <span className={spec.centered ? layoutCss.centeredInner : undefined}>
        {i18n._({ id: 'shell.footer', message: '{company} © {year}', values: { company: company?.tradeName ?? '', year: new Date().getFullYear() } })}
      </span>
    </footer>
  );
  const main = (
    <main id="main-content" tabIndex={-1} className={spec.header === 'band' ? layoutCss.contentCard : `${layoutCss.content} ${spec.centered ? layoutCss.centeredInner : ''}`}>
      {section}
    </main>
  );

  return (
    <div className={isVertical ? layoutCss.frameVertical : layoutCss.frameHorizontal} data-layout={layout}>
      {skipLink}
      {verticalNav}
      <div className={layoutCss.column}>
        {spec.header === 'band' ? <div className={layoutCss.band}>{header}</div> : header}
        {spec.header === 'twoRows' ? <div className={layoutCss.navRow}>{horizontalNav}</div> : null}
        {offlineBanner}
        <TenantArchivedBanner sessionRef={sessionRef} />
        {main}
        {footer}
      </div>
      <QuickChatSlot sessionRef={sessionRef} docked={spec.quickChat} />
      {settings}
    </div>
  );
}
