import { useLingui } from '@lingui/react';
import { shallowEqual, useSelector } from '@xstate/react';
import type { MouseEvent, ReactNode } from 'react';
import { navigateTo } from '../../machines/effects/location';
import type { NavAppearance } from '../../machines/layouts';
import type { NavItem } from '../../machines/navigation';
import {
  isActive,
  selectAnimations,
  selectAside,
  selectExpanded,
  selectItems,
  selectMode,
  selectOpened,
  selectPosition,
  selectShowOverlay,
  type VerticalNavRef,
} from '../../machines/vertical-nav.machine';
import { Icon, isIconName } from '../ui/icon';
import { useNavTitle } from './nav-title';
import * as css from './vertical-navigation.css';

type Props = {
  navRef: VerticalNavRef;
  path: string;
  appearance: NavAppearance;
  header: ReactNode;
  footer?: ReactNode;
};

const hrefOf = (item: NavItem) => {
  const query = item.queryParams ? `?${new URLSearchParams(item.queryParams).toString()}` : '';
  return `${item.link ?? ''}${query}${item.fragment ? `#${encodeURIComponent(item.fragment)}` : ''}`;
};

/**
 * An item's link: a real href (another tab, copy, a screen reader's link), a plain click navigates in the app the way
 * wouter's Link did (history.pushState and its event, which the nav machine hears), without wouter's router in the
 * start-up bytes (issue 12 point 3).
 */
function NavLink({ href, className, title, current, children }: { href: string; className: string; title?: string; current: boolean; children: ReactNode }) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    // Another tab or window (a modifier or the middle button): the browser's own.
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigateTo(href);
  };
  return (
    <a className={className} href={href} title={title} aria-current={current ? 'page' : undefined} onClick={onClick}>
      {children}
    </a>
  );
}

/** The vertical navigation in its five appearances (default 280 px, compact 112, dense 80, thin 80, futuristic). */
export function VerticalNavigation({ navRef, path, appearance, header, footer }: Props) {
  const { i18n } = useLingui();
  const title = useNavTitle();
  const items = useSelector(navRef, selectItems);
  const mode = useSelector(navRef, selectMode);
  const opened = useSelector(navRef, selectOpened);
  const position = useSelector(navRef, selectPosition);
  const animations = useSelector(navRef, selectAnimations);
  const showOverlay = useSelector(navRef, selectShowOverlay);
  const expanded = useSelector(navRef, selectExpanded, shallowEqual);
  const asideId = useSelector(navRef, selectAside);
  // Narrow appearances become the default one in over mode (a phone shows the full menu).
  const shown: NavAppearance = mode === 'over' && appearance !== 'futuristic' ? 'default' : appearance;
  const narrow = shown === 'compact' || shown === 'dense' || shown === 'thin';
  const aside = asideId ? items.find((i) => i.id === asideId) : undefined;

  const renderItem = (item: NavItem, depth: number): ReactNode => {
    if (item.type === 'divider') return <li key={item.id} role="separator" className={css.divider} />;
    if (item.type === 'spacer') return <li key={item.id} aria-hidden="true" className={css.spacer} />;
    const label = title(item.title);
    const iconNode = isIconName(item.icon) ? <Icon name={item.icon} className={css.icon} size={narrow ? 22 : 20} /> : null;
    const body = narrow ? (
      <>
        {iconNode}
        {shown === 'compact' ? <span>{label}</span> : <span className="visually-hidden">{label}</span>}
      </>
    ) : (
      <>
        {iconNode}
        <span className={css.text}>
          <span>{label}</span>
          {item.subtitle ? <span className={css.subtitle}>{title(item.subtitle)}</span> : null}
        </span>
        {item.badge?.title ? <span className={css.badge}>{item.badge.title}</span> : null}
      </>
    );
    const itemClass = narrow ? `${css.tile} ${shown !== 'compact' ? css.tileIconOnly : ''}` : css.item;
    const tip = item.tooltip ?? (narrow ? label : undefined);
    if (item.type === 'group') {
      const headingId = `nav-group-${item.id}`;
      return (
        <li key={item.id}>
          <div id={headingId} className={css.groupTitle}>
            {label}
          </div>
          {item.subtitle ? <div className={css.groupSubtitle}>{title(item.subtitle)}</div> : null}
          <ul className={css.list} aria-labelledby={headingId}>
            {item.children?.map((child) => renderItem(child, depth))}
          </ul>
        </li>
      );
    }
    if (item.type === 'collapsable') {
      const open = expanded.includes(item.id);
      const listId = `nav-branch-${item.id}`;
      return (
        <li key={item.id}>
          <button
            type="button"
            className={itemClass}
            aria-expanded={open}
            aria-controls={open ? listId : undefined}
            aria-disabled={item.disabled || undefined}
            title={tip}
            onClick={() => navRef.send({ type: 'verticalNav.item.toggle', id: item.id })}
          >
            {body}
            {narrow ? null : <Icon name="chevronRight" size={16} className={css.chevron} />}
          </button>
          {open ? (
            <ul id={listId} className={`${css.list} ${css.nested}`}>
              {item.children?.map((child) => renderItem(child, depth + 1))}
            </ul>
          ) : null}
        </li>
      );
    }
    if (item.type === 'aside') {
      return (
        <li key={item.id}>
          <button
            type="button"
            className={itemClass}
            aria-expanded={asideId === item.id}
            aria-haspopup="true"
            aria-disabled={item.disabled || undefined}
            aria-current={isActive(item, path) ? 'true' : undefined}
            title={tip}
            onClick={() => navRef.send({ type: 'verticalNav.aside.toggle', id: item.id })}
          >
            {body}
          </button>
        </li>
      );
    }
    if (!item.link || item.disabled) {
      return (
        <li key={item.id}>
          <span className={itemClass} aria-disabled="true" title={tip}>
            {body}
          </span>
        </li>
      );
    }
    if (item.externalLink) {
      return (
        <li key={item.id}>
          <a className={itemClass} href={hrefOf(item)} target={item.target ?? '_blank'} rel="noopener noreferrer" title={tip}>
            {body}
          </a>
        </li>
      );
    }
    return (
      <li key={item.id}>
        <NavLink className={itemClass} href={hrefOf(item)} title={tip} current={isActive(item, path)}>
          {body}
        </NavLink>
      </li>
    );
  };

  return (
    <>
      {showOverlay ? (
        <button
          type="button"
          className={css.overlay}
          aria-label={i18n._({ id: 'shell.closeMenu', message: 'Close menu' })}
          onClick={() => navRef.send({ type: 'verticalNav.close' })}
        />
      ) : null}
      <aside
        id="main-navigation"
        className={css.panel}
        data-appearance={shown}
        data-mode={mode}
        data-opened={opened}
        data-position={position}
        data-animations={animations}
        aria-hidden={mode === 'over' && !opened ? true : undefined}
        inert={mode === 'over' && !opened ? true : undefined}
      >
        {header}
        <nav className={narrow ? css.navNarrow : css.nav} aria-label={i18n._({ id: 'shell.navigation', message: 'Main navigation' })}>
          <ul className={css.list}>{items.map((item) => renderItem(item, 0))}</ul>
        </nav>
        {footer}
      </aside>
      {aside ? (
        <div
          className={css.aside}
          role="region"
          aria-label={title(aside.title)}
          data-appearance={shown}
          data-position={position}
        >
          <div className={css.asideTitle}>{title(aside.title)}</div>
          <ul className={css.list}>
            {aside.children?.map((child) =>
              child.link ? (
                <li key={child.id}>
                  <NavLink className={css.asideItem} href={hrefOf(child)} current={isActive(child, path)}>
                    {isIconName(child.icon) ? <Icon name={child.icon} /> : null}
                    <span>{title(child.title)}</span>
                  </NavLink>
                </li>
              ) : null,
            )}
          </ul>
          <p className="visually-hidden">
            {i18n._({ id: 'nav.asideHint', message: 'Choose a page, or press the item again to close this list.' })}
          </p>
        </div>
      ) : null}
    </>
  );
}
