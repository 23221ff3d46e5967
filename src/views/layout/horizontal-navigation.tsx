import { Menu } from '@ark-ui/react/menu';
import { Link } from 'wouter';
import type { NavItem } from '../../machines/navigation';
import { isActive } from '../../machines/vertical-nav.machine';
import { Icon, isIconName } from '../ui/icon';
import { useNavTitle } from './nav-title';
import * as css from './layout.css';

/**
 * The horizontal navigation of centered, enterprise, material and modern on large screens: links, and each
 * group as a dropdown menu. A lazily loaded chunk (it brings Ark's menu).
 */
export default function HorizontalNavigation({
  items,
  path,
  label,
  onNavigate,
}: {
  items: readonly NavItem[];
  path: string;
  label: string;
  onNavigate: (to: string) => void;
}) {
  const title = useNavTitle();
  return (
    <nav aria-label={label} className={css.hnav}>
      <ul className={css.hnavList}>
        {items.map((item) => {
          if (item.children?.length) {
            return (
              <li key={item.id}>
                <Menu.Root onSelect={(d) => onNavigate(d.value)} positioning={{ placement: 'bottom-start', gutter: 6 }}>
                  <Menu.Trigger className={css.hnavItem} data-active={isActive(item, path) || undefined}>
                    {isIconName(item.icon) ? <Icon name={item.icon} size={18} /> : null}
                    {title(item.title)}
                    <Icon name="chevronDown" size={16} />
                  </Menu.Trigger>
                  <Menu.Positioner>
                    <Menu.Content className={css.menuContent}>
                      {item.children.map((child) =>
                        child.link && !child.disabled ? (
                          <Menu.Item key={child.id} value={child.link} className={css.menuItem} data-active={isActive(child, path) || undefined}>
                            {isIconName(child.icon) ? <Icon name={child.icon} size={18} /> : null}
                            {title(child.title)}
                          </Menu.Item>
                        ) : null,
                      )}
                    </Menu.Content>
                  </Menu.Positioner>
                </Menu.Root>
              </li>
            );
          }
          if (!item.link) return null;
          return (
            <li key={item.id}>
              <Link href={item.link} className={css.hnavItem} aria-current={isActive(item, path) ? 'page' : undefined}>
                {isIconName(item.icon) ? <Icon name={item.icon} size={18} /> : null}
                {title(item.title)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
