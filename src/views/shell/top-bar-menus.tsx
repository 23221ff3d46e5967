import { useLingui } from '@lingui/react';
import { Suspense, useState, type ComponentProps } from 'react';
import { intentProps, preloadable } from './preloadable';
import type { TopBarMenuId } from './top-bar';
import { TakeFocus, useStaticTrigger } from './top-bar-focus';
import type { AppLocale } from '../../machines/effects/locale';
import type { UserProfile } from '../../machines/effects/get-user';
import type { UserStatusRef, UserStatusSnapshot } from '../../machines/user-status.machine';
import { useSelector } from '@xstate/react';
import { Avatar } from '../ui/avatar';
import { flagPath, languages } from './top-bar-data';
import * as css from './top-bar.css';

// The menus (Ark UI, positioning, dismissal) are a chunk of their own: the dashboard paints without them and
// they arrive when the browser is idle (shell.tsx). Until then the triggers are the same buttons (the same Tab stops):
// a press on one fetches the chunk at once and its menu opens as the chunk arrives.
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
  // The machine's own selector would bring the machine into the start-up: its context's status is what it selects.
  const status = useSelector(userStatusRef ?? undefined, (s: UserStatusSnapshot | undefined) => (s ? s.context.status : null));
  return <span className={css.statusDot} data-status={status ?? fallback} />;
}

type StaticProps = Pick<Props, 'locale' | 'profile' | 'showUser' | 'userStatusRef'> & { onOpen: (menu: TopBarMenuId) => void };

function StaticTriggers({ locale, profile, showUser = true, userStatusRef, onOpen }: StaticProps) {
  const { i18n } = useLingui();
  const active = languages.find((l) => l.locale === locale) ?? languages[0]!;
  const languageRef = useStaticTrigger<HTMLButtonElement>('language');
  const userRef = useStaticTrigger<HTMLButtonElement>('user');
  const intent = intentProps(Menus.preload);
  return (
    <>
      <button
        ref={languageRef}
        type="button"
        className={`${css.trigger} ${css.fromSm}`}
        aria-haspopup="menu"
        aria-expanded={false}
        data-panel-trigger="language"
        aria-label={i18n._({ id: 'topBar.language', message: 'Language: {language}', values: { language: active.label } })}
        {...intent}
        onClick={() => onOpen('language')}
      >
        <img className={css.flag} src={flagPath(active.flag)} alt="" width={22} height={16} />
      </button>
      {/* At phone widths the user menu shows in every layout (it folds the language, the settings and the quick chat). */}
      {
        <button
          ref={userRef}
          type="button"
          className={showUser ? css.trigger : `${css.trigger} ${css.belowSmOnly}`}
          aria-haspopup="menu"
          aria-expanded={false}
          data-user-menu-trigger=""
          data-panel-trigger="user"
          aria-label={i18n._({ id: 'topBar.userMenu', message: 'User menu' })}
          {...intent}
          onClick={() => onOpen('user')}
        >
          <span className={css.avatar}>
            <Avatar src={profile?.avatar} size="m" />
            <StatusDot userStatusRef={userStatusRef} fallback={profile?.status ?? 'online'} />
          </span>
        </button>
      }
    </>
  );
}

export function TopBarMenus(props: Props) {
  // A press on a static trigger before the chunk arrived: that menu opens as it arrives (the intent is not dropped).
  const [openMenu, setOpenMenu] = useState<TopBarMenuId | null>(null);
  const menus: ComponentProps<typeof Menus> = { ...props, openMenu };
  const open = (menu: TopBarMenuId) => {
    setOpenMenu(menu);
    void Menus.preload();
  };
  return (
    <Suspense fallback={<StaticTriggers locale={props.locale} profile={props.profile} showUser={props.showUser} userStatusRef={props.userStatusRef} onOpen={open} />}>
      <Menus {...menus} />
      {/* Once the menus are drawn the press has been answered: a menu drawn again later (another width) starts closed. */}
      <TakeFocus onMount={() => setOpenMenu(null)} />
    </Suspense>
  );
}
