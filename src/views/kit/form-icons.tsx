// The form and record kit's Heroicons (24 px outline), one import per icon so that only these ship.
import ArrowPathIcon from '@heroicons/react/24/outline/ArrowPathIcon';
import ArrowUturnLeftIcon from '@heroicons/react/24/outline/ArrowUturnLeftIcon';
import CalendarDaysIcon from '@heroicons/react/24/outline/CalendarDaysIcon';
import CheckIcon from '@heroicons/react/24/outline/CheckIcon';
import ChevronLeftIcon from '@heroicons/react/24/outline/ChevronLeftIcon';
import ChevronRightIcon from '@heroicons/react/24/outline/ChevronRightIcon';
import ChevronUpDownIcon from '@heroicons/react/24/outline/ChevronUpDownIcon';
import CloudArrowUpIcon from '@heroicons/react/24/outline/CloudArrowUpIcon';
import ExclamationTriangleIcon from '@heroicons/react/24/outline/ExclamationTriangleIcon';
import InformationCircleIcon from '@heroicons/react/24/outline/InformationCircleIcon';
import NoSymbolIcon from '@heroicons/react/24/outline/NoSymbolIcon';
import PencilSquareIcon from '@heroicons/react/24/outline/PencilSquareIcon';
import TrashIcon from '@heroicons/react/24/outline/TrashIcon';
import XMarkIcon from '@heroicons/react/24/outline/XMarkIcon';

const icons = {
  retry: ArrowPathIcon,
  undo: ArrowUturnLeftIcon,
  calendar: CalendarDaysIcon,
  check: CheckIcon,
  previous: ChevronLeftIcon,
  next: ChevronRightIcon,
  choose: ChevronUpDownIcon,
  outbox: CloudArrowUpIcon,
  alert: ExclamationTriangleIcon,
  info: InformationCircleIcon,
  deactivate: NoSymbolIcon,
  edit: PencilSquareIcon,
  delete: TrashIcon,
  close: XMarkIcon,
} as const;

export type FormIconName = keyof typeof icons;

/** Decoration beside a label (or inside a control named by aria-label). @default size 20 */
export function FormIcon({ name, size = 20, className }: { name: FormIconName; size?: number; className?: string }) {
  const Svg = icons[name];
  return <Svg className={className} width={size} height={size} aria-hidden="true" focusable="false" />;
}
