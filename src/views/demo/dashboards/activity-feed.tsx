/**
 * The activity feed (GET /api/pages/activities): a picture or an icon, the description and its extra content (server
 * HTML, shown only through the sanitizing SafeHtml), the date in the reader's format, and its link: an app path
 * opens in the app (InAppLink), another site opens in a new tab after the product's leave notice names its host.
 */
import { useLingui } from '@lingui/react';
import ArrowDownTrayIcon from '@heroicons/react/24/solid/ArrowDownTrayIcon';
import BellIcon from '@heroicons/react/24/solid/BellIcon';
import CalendarIcon from '@heroicons/react/24/solid/CalendarIcon';
import ChatBubbleLeftIcon from '@heroicons/react/24/solid/ChatBubbleLeftIcon';
import CheckCircleIcon from '@heroicons/react/24/solid/CheckCircleIcon';
import EnvelopeIcon from '@heroicons/react/24/solid/EnvelopeIcon';
import ExclamationTriangleIcon from '@heroicons/react/24/solid/ExclamationTriangleIcon';
import SparklesIcon from '@heroicons/react/24/solid/SparklesIcon';
import StarIcon from '@heroicons/react/24/solid/StarIcon';
import UserIcon from '@heroicons/react/24/solid/UserIcon';
import type { ComponentType, SVGProps } from 'react';
import type { Activity } from '../../../machines/demo/dashboards/dashboard-data';
import { InAppLink } from '../../kit/in-app-link';
import { Avatar } from '../../ui/avatar';
import { Icon } from '../../ui/icon';
import { useLeaveNotice } from '../../ui/leave-notice';
import { SafeHtml } from '../../ui/safe-html';
import type { DemoFormats } from './demo-formats';
import { t } from './dashboards-texts';
import * as css from './dashboards.css';

/** The icons the feed knows by their catalogue name (heroicons_solid:*); any other shows a bell. */
const icons: Record<string, ComponentType<SVGProps<SVGSVGElement>>> = {
  star: StarIcon,
  envelope: EnvelopeIcon,
  user: UserIcon,
  'check-circle': CheckCircleIcon,
  calendar: CalendarIcon,
  'exclamation-triangle': ExclamationTriangleIcon,
  'chat-bubble-left': ChatBubbleLeftIcon,
  'arrow-down-tray': ArrowDownTrayIcon,
  sparkles: SparklesIcon,
};
const iconOf = (name: string) => icons[name.replace(/^heroicons_(solid|outline|mini):/, '')] ?? BellIcon;

const hostOf = (href: string) => {
  try {
    return new URL(href).host;
  } catch {
    return href;
  }
};

export function ActivityFeed({ activities, fmt, navigate }: { activities: readonly Activity[]; fmt: DemoFormats; navigate: (to: string) => void }) {
  const { i18n } = useLingui();
  const leave = useLeaveNotice();
  if (activities.length === 0) return <p className={css.muted}>{i18n._(t.noActivities)}</p>;
  return (
    <ol className={css.feed}>
      {activities.map((a) => {
        const Glyph = a.icon !== undefined ? iconOf(a.icon) : null;
        const linkText = a.linkedContent ?? (a.useRouter ? i18n._(t.open) : hostOf(a.link ?? ''));
        return (
          <li key={a.id} className={css.activity} data-testid="activity">
            {a.image !== undefined ? (
              <Avatar src={a.image} size="l" />
            ) : (
              <span className={css.activityIcon} aria-hidden="true">
                {Glyph ? <Glyph width={20} height={20} focusable="false" /> : null}
              </span>
            )}
            <div className={css.activityBody}>
              <SafeHtml html={a.description} profile="inline" as="p" />
              {a.extraContent !== undefined ? <SafeHtml html={a.extraContent} profile="rich" className={css.activityExtra} /> : null}
              <div className={css.activityMeta}>
                <time dateTime={a.date}>{fmt.dateTime(a.date)}</time>
                {a.link !== undefined ? (
                  a.useRouter ? (
                    <InAppLink to={a.link} onNavigate={navigate} className={css.link}>
                      {linkText}
                    </InAppLink>
                  ) : (
                    <a className={css.external} href={a.link} target="_blank" rel="noopener noreferrer" onClick={(event) => leave(event, a.link!)}>
                      {linkText}
                      <Icon name="external" size={14} />
                      <span className="visually-hidden">{i18n._(t.newTab)}</span>
                    </a>
                  )
                ) : null}
              </div>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
