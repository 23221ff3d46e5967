// The list kit's Heroicons (24 px outline), one import per icon so that only these ship.
import ArrowDownTrayIcon from '@heroicons/react/24/outline/ArrowDownTrayIcon';
import ArrowPathIcon from '@heroicons/react/24/outline/ArrowPathIcon';
import ChevronDoubleLeftIcon from '@heroicons/react/24/outline/ChevronDoubleLeftIcon';
import ChevronDoubleRightIcon from '@heroicons/react/24/outline/ChevronDoubleRightIcon';
import ChevronDownIcon from '@heroicons/react/24/outline/ChevronDownIcon';
import ChevronLeftIcon from '@heroicons/react/24/outline/ChevronLeftIcon';
import ChevronRightIcon from '@heroicons/react/24/outline/ChevronRightIcon';
import ChevronUpDownIcon from '@heroicons/react/24/outline/ChevronUpDownIcon';
import ChevronUpIcon from '@heroicons/react/24/outline/ChevronUpIcon';
import ExclamationTriangleIcon from '@heroicons/react/24/outline/ExclamationTriangleIcon';
import FunnelIcon from '@heroicons/react/24/outline/FunnelIcon';
import InboxIcon from '@heroicons/react/24/outline/InboxIcon';
import MagnifyingGlassIcon from '@heroicons/react/24/outline/MagnifyingGlassIcon';
import ViewColumnsIcon from '@heroicons/react/24/outline/ViewColumnsIcon';
import XMarkIcon from '@heroicons/react/24/outline/XMarkIcon';

const icons = {
  download: ArrowDownTrayIcon,
  retry: ArrowPathIcon,
  first: ChevronDoubleLeftIcon,
  last: ChevronDoubleRightIcon,
  previous: ChevronLeftIcon,
  next: ChevronRightIcon,
  sortAscending: ChevronUpIcon,
  sortDescending: ChevronDownIcon,
  sortable: ChevronUpDownIcon,
  alert: ExclamationTriangleIcon,
  filter: FunnelIcon,
  empty: InboxIcon,
  search: MagnifyingGlassIcon,
  columns: ViewColumnsIcon,
  close: XMarkIcon,
} as const;

export type ListIconName = keyof typeof icons;

/** Decoration beside a label (or inside a control named by aria-label). @default size 20 */
export function ListIcon({ name, size = 20, className }: { name: ListIconName; size?: number; className?: string }) {
  const Svg = icons[name];
  return <Svg className={className} width={size} height={size} aria-hidden="true" focusable="false" />;
}
