import { useLingui } from '@lingui/react';
import { Suspense, type ComponentProps } from 'react';
import { preloadable } from './preloadable';
import type { AppLocale } from '../../machines/effects/locale';
import type { UserProfile } from '../../machines/effects/get-user';
import { selectUserStatus, type UserStatusRef } from '../../machines/user-status.machine';
import { useSelector } from '@xstate/react';
import { Avatar } from '../ui/avatar';
import { flagPath, languages } from './top-bar-data';
import * as css from './top-bar.css';

// The menus (Ark UI, positioning, dismissal) are a chunk of their own: the dashboard paints without them and
// they arrive when the browser is idle (shell.tsx). Until then the triggers look the same but are inert.
const Menus = preloadable(() => import('./top-bar').then((m) => m.default));
export const topBarMenusPreload = Menus.preload;

type Props = {
  locale: AppLocale;
  onLocaleChange: (l: AppLocale) => void;
  profile: UserProfile | null;
  name: string;
  onSignOut: () => void;
  /** @default true */
  showUser?: boolean;
  /** The user's status dot (online, away, busy, not visible), changed from the user menu. */
  userStatusRef: UserStatusRef | null;
  /** Opens the settings drawer (from the user menu at phone widths). */
  onOpenSettings: () => void;
  /** Opens or closes the quick chat from the user menu at phone widths; null where the layout docks it. */
  onToggleQuickChat: (() => void) | null;
};

/** The status the user menu will show: the status machine's, else the profile's. */
function StatusDot({ userStatusRef, fallback }: { userStatusRef: UserStatusRef | null; fallback: string }) {
  const status = useSelector(userStatusRef ?? undefined, (s) => (s ? selectUserStatus(s) : null));
  return <span className={css.statusDot} data-status={status ?? fallback} />;
}

function StaticTriggers({ locale, profile, showUser = true, userStatusRef }: Pick<Props, 'locale' | 'profile' | 'showUser' | 'userStatusRef'>) {
  const { i18n } = useLingui();
  const active = languages.find((l) => l.locale === locale) ?? languages[0]!;
  return (
    <>
      <button type="button" className={`${css.trigger} ${css.fromSm}`} disabled aria-label={i18n._({ id: 'topBar.language', message: 'Language: {language}', values: { language: active.label } })}>
        <img className={css.flag} src={flagPath(active.flag)} alt="" width={22} height={16} />
      </button>
      {showUser ? (
        <button type="button" className={css.trigger} disabled aria-label={i18n._({ id: 'topBar.userMenu', message: 'User menu' })}>
          <span className={css.avatar}>
            <Avatar src={profile?.avatar} size="m" />
            <StatusDot userStatusRef={userStatusRef} fallback={profile?.status ?? 'online'} />
          </span>
        </button>
      ) : null}
    </>
  );
}

export function TopBarMenus(props: Props) {
  const menus: ComponentProps<typeof Menus> = props;
  return (
    <Suspense fallback={<StaticTriggers locale={props.locale} profile={props.profile} showUser={props.showUser} userStatusRef={props.userStatusRef} />}>
      <Menus {...menus} />
    </Suspense>
  );
}
