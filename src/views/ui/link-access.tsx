import { Trans, useLingui } from '@lingui/react';
import { useSelector } from '@xstate/react';
import { linkAccess, type LinkAccess } from '../../config/route-permissions';
import type { AnyActorRef } from 'xstate';
import { selectPermissions, type NavRef } from '../../machines/nav.machine';
import { navMessages } from '../layout/nav-titles';
import { Icon } from './icon';
import * as css from './link-access.css';

/**
 * Whether the signed-in user may follow an in-app link (issue 13 point 3), by the one route rule: shortcuts,
 * messages, notifications and search results ask it before they offer a click. `owner` is the panel's actor.
 */
export function useLinkAccess(owner: AnyActorRef): (link: string) => LinkAccess {
  // The panel's own actor finds the navigation machine in its system (no React context needed); a panel running
  // without one (a view test of the panel alone) knows no permissions and offers its links as before.
  const navRef = owner.system.get('nav') as NavRef | undefined;
  const permissions = useSelector(navRef, (s) => (s ? selectPermissions(s) : null));
  const origin = typeof window === 'undefined' ? undefined : window.location.origin;
  return (link) => (permissions === null ? { available: true } : linkAccess(link, permissions, origin));
}

/** The reason a link is not offered: it names the page's menu entry when there is one. @default size 16 */
export function UnavailableReason({ title, id }: { title: string | null; id?: string }) {
  const { i18n } = useLingui();
  const page = title !== null && navMessages[title] ? i18n._(navMessages[title]) : null;
  return (
    <span className={css.reason} id={id}>
      <Icon name="lock" size={16} className={css.reasonIcon} />
      {page !== null ? (
        <Trans id="links.unavailable.page" message="Not available: your account has no access to {page}." values={{ page }} />
      ) : (
        <Trans id="links.unavailable.any" message="Not available: this page is not open to your account." />
      )}
    </span>
  );
}
