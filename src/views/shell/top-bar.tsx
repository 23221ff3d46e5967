import { Menu } from '@ark-ui/react/menu';
import { Trans, useLingui } from '@lingui/react';
import { useSelector } from '@xstate/react';
import type { AppLocale } from '../../machines/effects/locale';
import type { UserProfile } from '../../machines/effects/get-user';
import { Avatar } from '../ui/avatar';
import { Icon } from '../ui/icon';
import { flagPath, languages, languageTriggerId } from './top-bar-data';
import { selectUserStatus, userStatuses, userStatusMachine, type UserStatus, type UserStatusRef, type UserStatusSnapshot } from '../../machines/user-status.machine';
import { media } from '../theme/contract.css';
import { useMediaQuery } from '../ui/use-media-query';
import * as css from './top-bar.css';
import * as statusCss from '../top-bar/user-status.css';

/** The status dot's machine, handed to the session when this chunk arrives (top-bar-panels.tsx). */
export const panelLogic = { userStatus: userStatusMachine };

/** Which menu a click on its static trigger asked for before this chunk arrived: it opens as it arrives. */
export type TopBarMenuId = 'language' | 'user';

/** The dot's status from the machine, or null before the session has started it. */
const selectStatusOrNull = (s: UserStatusSnapshot | undefined): UserStatus | null => (s ? selectUserStatus(s) : null);

/** The four choices of the status dot (SPEC §2 user menu), each text written out so that its id is extracted. */
function useStatusLabels(): Record<UserStatus, string> {
  const { i18n } = useLingui();
  return {
    online: i18n._({ id: 'userStatus.online', message: 'Online' }),
    away: i18n._({ id: 'userStatus.away', message: 'Away' }),
    busy: i18n._({ id: 'userStatus.busy', message: 'Busy' }),
    'not-visible': i18n._({ id: 'userStatus.notVisible', message: 'Not visible' }),
  };
}

export function LanguageMenu({ current, onSelect, defaultOpen = false }: { current: AppLocale; onSelect: (locale: AppLocale) => void; /** @default false */ defaultOpen?: boolean }) {
  const { i18n } = useLingui();
  const active = languages.find((l) => l.locale === current) ?? languages[0]!;
  return (
    <Menu.Root ids={{ trigger: languageTriggerId }} defaultOpen={defaultOpen} onSelect={(details) => onSelect(details.value as AppLocale)} positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger className={css.trigger} data-panel-trigger="language" aria-label={i18n._({ id: 'topBar.language', message: 'Language: {language}', values: { language: active.label } })}>
        <img className={css.flag} src={flagPath(active.flag)} alt="" width={22} height={16} />
      </Menu.Trigger>
        <Menu.Positioner>
          <Menu.Content className={css.content}>
            {languages.map((language) => (
              <Menu.Item key={language.locale} value={language.locale} className={css.item} lang={language.locale}>
                <img className={css.flag} src={flagPath(language.flag)} alt="" width={22} height={16} />
                <span>{language.label}</span>
                {language.locale === current ? (
                  <span className={css.itemCheck}>
                    <Icon name="check" size={18} />
                    <span className="visually-hidden">
                      <Trans id="topBar.languageCurrent" message="(current)" />
                    </span>
                  </span>
                ) : null}
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
    </Menu.Root>
  );
}

/** What a narrow top bar folds into the user menu (issue 13 point 7): the language, the settings, the quick chat. */
export interface FoldedControls {
  locale: AppLocale;
  onLocaleChange: (locale: AppLocale) => void;
  onOpenSettings: () => void;
  /** Null in the layouts whose quick chat is docked at the edge. */
  onToggleQuickChat: (() => void) | null;
}

export function UserMenu({
  profile,
  name,
  onSignOut,
  userStatusRef = null,
  folded = null,
  defaultOpen = false,
}: {
  profile: UserProfile | null;
  name: string;
  onSignOut: () => void;
  /** The status dot's machine; without it the dot shows the cached profile's status and cannot change. @default null */
  userStatusRef?: UserStatusRef | null;
  /** At phone widths, the controls the top bar has no room for. @default null */
  folded?: FoldedControls | null;
  /** Opens at once (its static trigger was pressed before this chunk arrived). @default false */
  defaultOpen?: boolean;
}) {
  const { i18n } = useLingui();
  const chosen = useSelector(userStatusRef ?? undefined, selectStatusOrNull);
  const status = chosen ?? profile?.status ?? 'online';
  const labels = useStatusLabels();
  const onSelect = (value: string) => {
    if (value === 'sign-out') onSignOut();
    else if (value === 'settings') folded?.onOpenSettings();
    else if (value === 'quick-chat') folded?.onToggleQuickChat?.();
  };
  return (
    <Menu.Root defaultOpen={defaultOpen} onSelect={(details) => onSelect(details.value)} positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger className={css.trigger} data-user-menu-trigger="" data-panel-trigger="user" aria-label={i18n._({ id: 'topBar.userMenu', message: 'User menu' })}>
        <span className={css.avatar}>
          <Avatar src={profile?.avatar} size="m" />
          <span className={css.statusDot} data-status={status} title={labels[status]} />
        </span>
      </Menu.Trigger>
        <Menu.Positioner>
          <Menu.Content className={css.content}>
            <div className={css.userHeader}>
              <div className={css.userMeta}>
                <Trans id="topBar.signedInAs" message="Signed in as" />
              </div>
              <div className={css.userName}>{name}</div>
              {profile?.email ? <div className={css.userMeta}>{profile.email}</div> : null}
            </div>
            {userStatusRef ? (
              <Menu.RadioItemGroup
                className={statusCss.statusGroup}
                value={status}
                onValueChange={(details) => userStatusRef.send({ type: 'userStatus.change', status: details.value as UserStatus })}
              >
                <Menu.ItemGroupLabel className={statusCss.groupLabel}>
                  <Trans id="userStatus.label" message="Status" />
                </Menu.ItemGroupLabel>
                {userStatuses.map((choice) => (
                  <Menu.RadioItem key={choice} value={choice} className={css.item}>
                    <span className={statusCss.statusSwatch} data-status={choice} aria-hidden="true" />
                    <Menu.ItemText>{labels[choice]}</Menu.ItemText>
                    <Menu.ItemIndicator className={css.itemCheck}>
                      <Icon name="check" size={18} />
                    </Menu.ItemIndicator>
                  </Menu.RadioItem>
                ))}
              </Menu.RadioItemGroup>
            ) : null}
            {folded ? (
              <>
                <Menu.Separator className={statusCss.separator} />
                <Menu.RadioItemGroup className={statusCss.statusGroup} value={folded.locale} onValueChange={(details) => folded.onLocaleChange(details.value as AppLocale)}>
                  <Menu.ItemGroupLabel className={statusCss.groupLabel}>
                    <Trans id="topBar.languageGroup" message="Language" />
                  </Menu.ItemGroupLabel>
                  {languages.map((language) => (
                    <Menu.RadioItem key={language.locale} value={language.locale} className={css.item} lang={language.locale}>
                      <img className={css.flag} src={flagPath(language.flag)} alt="" width={22} height={16} />
                      <Menu.ItemText>{language.label}</Menu.ItemText>
                      <Menu.ItemIndicator className={css.itemCheck}>
                        <Icon name="check" size={18} />
                      </Menu.ItemIndicator>
                    </Menu.RadioItem>
                  ))}
                </Menu.RadioItemGroup>
                <Menu.Separator className={statusCss.separator} />
                {folded.onToggleQuickChat ? (
                  <Menu.Item value="quick-chat" className={css.item}>
                    <Icon name="chat" size={18} />
                    <Trans id="quickChat.toggle" message="Quick chat" />
                  </Menu.Item>
                ) : null}
                <Menu.Item value="settings" className={css.item}>
                  <Icon name="admin" size={18} />
                  <Trans id="shell.openSettings" message="Settings" />
                </Menu.Item>
              </>
            ) : null}
            <Menu.Separator className={statusCss.separator} />
            <Menu.Item value="sign-out" className={css.item}>
              <Icon name="logout" size={18} />
              <Trans id="topBar.signOut" message="Sign out" />
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
    </Menu.Root>
  );
}

/**
 * The language and user menus of the top bar (a lazily loaded chunk). At phone widths the language menu, the settings
 * and the quick chat fold into the user menu, which then always shows (issue 13 point 7: the bar overflowed at 320 px).
 */
export default function TopBarMenus({
  locale,
  onLocaleChange,
  profile,
  name,
  onSignOut,
  showUser = true,
  userStatusRef = null,
  onOpenSettings,
  onToggleQuickChat = null,
  openMenu = null,
}: {
  /** The menu whose static trigger was pressed before this chunk arrived: it opens at once. @default null */
  openMenu?: TopBarMenuId | null;
  onOpenSettings: () => void;
  /** @default null: the layout docks the quick chat at the edge */
  onToggleQuickChat?: (() => void) | null;
  /** The status dot's machine (online, away, busy, not visible). @default null */
  userStatusRef?: UserStatusRef | null;
  locale: AppLocale;
  onLocaleChange: (locale: AppLocale) => void;
  profile: UserProfile | null;
  name: string;
  onSignOut: () => void;
  /** Layouts that show the user in the navigation still keep the menu for signing out. @default true */
  showUser?: boolean;
}) {
  const narrow = useMediaQuery(media.belowSm);
  const folded: FoldedControls | null = narrow ? { locale, onLocaleChange, onOpenSettings, onToggleQuickChat } : null;
  return (
    <>
      {narrow ? null : <LanguageMenu current={locale} onSelect={onLocaleChange} defaultOpen={openMenu === 'language'} />}
      {showUser || narrow ? (
        <UserMenu profile={profile} name={name} onSignOut={onSignOut} userStatusRef={userStatusRef} folded={folded} defaultOpen={openMenu === 'user' || (narrow && openMenu === 'language')} />
      ) : null}
    </>
  );
}
