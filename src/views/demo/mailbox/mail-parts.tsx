/** Small pieces the mailbox's list, reader and dialogs share: icons, label dots, failure text, dates and sizes. */
import { useLingui } from '@lingui/react';
import type { ComponentType, SVGProps } from 'react';
import CogIcon from '@heroicons/react/24/outline/Cog6ToothIcon';
import DocumentIcon from '@heroicons/react/24/outline/DocumentIcon';
import ExclamationCircleIcon from '@heroicons/react/24/outline/ExclamationCircleIcon';
import ExclamationTriangleIcon from '@heroicons/react/24/outline/ExclamationTriangleIcon';
import InboxIcon from '@heroicons/react/24/outline/InboxIcon';
import PaperAirplaneIcon from '@heroicons/react/24/outline/PaperAirplaneIcon';
import StarIcon from '@heroicons/react/24/outline/StarIcon';
import TrashIcon from '@heroicons/react/24/outline/TrashIcon';
import { isLabelColor } from '../../../machines/demo/mailbox/mailbox-api';
import type { ShellErrorCode } from '../../../machines/effects/error-code';
import * as css from './mailbox-page.css';
import { failureFallback, failureTexts } from './mail-texts';

type Svg = ComponentType<SVGProps<SVGSVGElement> & { title?: string }>;

/** The pictures the mock's folders and filters name (SPEC §3); another name draws none. */
const folderIcons: Record<string, Svg> = {
  'heroicons_outline:inbox': InboxIcon,
  'heroicons_outline:paper-airplane': PaperAirplaneIcon,
  'heroicons_outline:document': DocumentIcon,
  'heroicons_outline:exclamation-triangle': ExclamationTriangleIcon,
  'heroicons_outline:trash': TrashIcon,
  'heroicons_outline:star': StarIcon,
  'heroicons_outline:exclamation-circle': ExclamationCircleIcon,
  'heroicons_outline:cog-6-tooth': CogIcon,
};

export function FolderIcon({ name }: { name: string }) {
  const Picture = Object.hasOwn(folderIcons, name) ? folderIcons[name] : undefined;
  return Picture ? <Picture className={css.navIcon} aria-hidden="true" /> : <span className={css.navIcon} aria-hidden="true" />;
}

export function LabelDot({ color }: { color: string }) {
  return <span className={`${css.dot} ${css.dotColor[isLabelColor(color) ? color : 'gray']}`} aria-hidden="true" />;
}

export function useFailureText() {
  const { i18n } = useLingui();
  return (code: ShellErrorCode | null) => i18n._((code && failureTexts[code]) || failureFallback);
}

export function useMailFormat() {
  const { i18n } = useLingui();
  const locale = i18n.locale || 'en-US';
  return {
    /** The list's short date: the time for today, else the day. */
    short: (iso: string, now = new Date()) => {
      const date = new Date(iso);
      const sameDay = date.toDateString() === now.toDateString();
      return new Intl.DateTimeFormat(locale, sameDay ? { hour: '2-digit', minute: '2-digit' } : { day: 'numeric', month: 'short', year: 'numeric' }).format(date);
    },
    long: (iso: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeStyle: 'short' }).format(new Date(iso)),
    size: (bytes: number) => new Intl.NumberFormat(locale, { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 1 }).format(bytes / 1024),
  };
}
