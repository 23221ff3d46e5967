// Heroicons v2, 24px outline (the spec's catalogue), one import per icon so that only these ship.
import AdjustmentsHorizontalIcon from '@heroicons/react/24/outline/AdjustmentsHorizontalIcon';
import ArchiveBoxIcon from '@heroicons/react/24/outline/ArchiveBoxIcon';
import ArrowRightStartOnRectangleIcon from '@heroicons/react/24/outline/ArrowRightStartOnRectangleIcon';
import ArrowTopRightOnSquareIcon from '@heroicons/react/24/outline/ArrowTopRightOnSquareIcon';
import ArrowsPointingInIcon from '@heroicons/react/24/outline/ArrowsPointingInIcon';
import ArrowsPointingOutIcon from '@heroicons/react/24/outline/ArrowsPointingOutIcon';
import BanknotesIcon from '@heroicons/react/24/outline/BanknotesIcon';
import Bars3Icon from '@heroicons/react/24/outline/Bars3Icon';
import BellIcon from '@heroicons/react/24/outline/BellIcon';
import BoltIcon from '@heroicons/react/24/outline/BoltIcon';
import BriefcaseIcon from '@heroicons/react/24/outline/BriefcaseIcon';
import BuildingLibraryIcon from '@heroicons/react/24/outline/BuildingLibraryIcon';
import BuildingOffice2Icon from '@heroicons/react/24/outline/BuildingOffice2Icon';
import BuildingOfficeIcon from '@heroicons/react/24/outline/BuildingOfficeIcon';
import BuildingStorefrontIcon from '@heroicons/react/24/outline/BuildingStorefrontIcon';
import ChatBubbleLeftIcon from '@heroicons/react/24/outline/ChatBubbleLeftIcon';
import ChatBubbleOvalLeftEllipsisIcon from '@heroicons/react/24/outline/ChatBubbleOvalLeftEllipsisIcon';
import CheckIcon from '@heroicons/react/24/outline/CheckIcon';
import ChevronDownIcon from '@heroicons/react/24/outline/ChevronDownIcon';
import ChevronRightIcon from '@heroicons/react/24/outline/ChevronRightIcon';
import ClipboardDocumentCheckIcon from '@heroicons/react/24/outline/ClipboardDocumentCheckIcon';
import ClipboardDocumentListIcon from '@heroicons/react/24/outline/ClipboardDocumentListIcon';
import Cog6ToothIcon from '@heroicons/react/24/outline/Cog6ToothIcon';
import CubeIcon from '@heroicons/react/24/outline/CubeIcon';
import DocumentDuplicateIcon from '@heroicons/react/24/outline/DocumentDuplicateIcon';
import DocumentTextIcon from '@heroicons/react/24/outline/DocumentTextIcon';
import ExclamationTriangleIcon from '@heroicons/react/24/outline/ExclamationTriangleIcon';
import GlobeAltIcon from '@heroicons/react/24/outline/GlobeAltIcon';
import IdentificationIcon from '@heroicons/react/24/outline/IdentificationIcon';
import InformationCircleIcon from '@heroicons/react/24/outline/InformationCircleIcon';
import LockClosedIcon from '@heroicons/react/24/outline/LockClosedIcon';
import MagnifyingGlassIcon from '@heroicons/react/24/outline/MagnifyingGlassIcon';
import PaperAirplaneIcon from '@heroicons/react/24/outline/PaperAirplaneIcon';
import PencilIcon from '@heroicons/react/24/outline/PencilIcon';
import PlusIcon from '@heroicons/react/24/outline/PlusIcon';
import PrinterIcon from '@heroicons/react/24/outline/PrinterIcon';
import RectangleGroupIcon from '@heroicons/react/24/outline/RectangleGroupIcon';
import ScaleIcon from '@heroicons/react/24/outline/ScaleIcon';
import ShoppingCartIcon from '@heroicons/react/24/outline/ShoppingCartIcon';
import SignalIcon from '@heroicons/react/24/outline/SignalIcon';
import SignalSlashIcon from '@heroicons/react/24/outline/SignalSlashIcon';
import Squares2X2Icon from '@heroicons/react/24/outline/Squares2X2Icon';
import TrashIcon from '@heroicons/react/24/outline/TrashIcon';
import TruckIcon from '@heroicons/react/24/outline/TruckIcon';
import UserIcon from '@heroicons/react/24/outline/UserIcon';
import UsersIcon from '@heroicons/react/24/outline/UsersIcon';
import WrenchScrewdriverIcon from '@heroicons/react/24/outline/WrenchScrewdriverIcon';
import XMarkIcon from '@heroicons/react/24/outline/XMarkIcon';

/**
 * The product's icons: each name the app and its data use (navigation, shortcuts, notifications, dialogs), the
 * Heroicons outline icon drawn for it and that icon's name in the Heroicons catalogue. Data may name an icon either
 * way (`'orders'` or `'heroicons_outline:document-text'`); anything else is not an icon of the product.
 */
const icons = {
  menu: [Bars3Icon, 'bars-3'],
  dashboard: [Squares2X2Icon, 'squares-2x2'],
  orders: [DocumentTextIcon, 'document-text'],
  purchases: [ShoppingCartIcon, 'shopping-cart'],
  contracts: [ClipboardDocumentListIcon, 'clipboard-document-list'],
  admin: [Cog6ToothIcon, 'cog-6-tooth'],
  inventory: [CubeIcon, 'cube'],
  tenants: [BuildingOffice2Icon, 'building-office-2'],
  // The menu's pages, each its own picture (issue 13 finish list: no row of identical gears).
  requisitions: [ClipboardDocumentCheckIcon, 'clipboard-document-check'],
  quotes: [ScaleIcon, 'scale'],
  deliveries: [TruckIcon, 'truck'],
  cashClosing: [BanknotesIcon, 'banknotes'],
  services: [SignalIcon, 'signal'],
  employees: [IdentificationIcon, 'identification'],
  customers: [UsersIcon, 'users'],
  providers: [BuildingStorefrontIcon, 'building-storefront'],
  businessLines: [BriefcaseIcon, 'briefcase'],
  departments: [RectangleGroupIcon, 'rectangle-group'],
  banks: [BuildingLibraryIcon, 'building-library'],
  documentTemplates: [DocumentDuplicateIcon, 'document-duplicate'],
  inventoryConfiguration: [AdjustmentsHorizontalIcon, 'adjustments-horizontal'],
  warehouses: [ArchiveBoxIcon, 'archive-box'],
  manufacture: [WrenchScrewdriverIcon, 'wrench-screwdriver'],
  company: [BuildingOfficeIcon, 'building-office'],
  globe: [GlobeAltIcon, 'globe-alt'],
  user: [UserIcon, 'user'],
  logout: [ArrowRightStartOnRectangleIcon, 'arrow-right-start-on-rectangle'],
  check: [CheckIcon, 'check'],
  chevronDown: [ChevronDownIcon, 'chevron-down'],
  chevronRight: [ChevronRightIcon, 'chevron-right'],
  lock: [LockClosedIcon, 'lock-closed'],
  alert: [ExclamationTriangleIcon, 'exclamation-triangle'],
  wifiOff: [SignalSlashIcon, 'signal-slash'],
  close: [XMarkIcon, 'x-mark'],
  print: [PrinterIcon, 'printer'],
  search: [MagnifyingGlassIcon, 'magnifying-glass'],
  bell: [BellIcon, 'bell'],
  message: [ChatBubbleLeftIcon, 'chat-bubble-left'],
  chat: [ChatBubbleOvalLeftEllipsisIcon, 'chat-bubble-oval-left-ellipsis'],
  bolt: [BoltIcon, 'bolt'],
  expand: [ArrowsPointingOutIcon, 'arrows-pointing-out'],
  shrink: [ArrowsPointingInIcon, 'arrows-pointing-in'],
  plus: [PlusIcon, 'plus'],
  pencil: [PencilIcon, 'pencil'],
  trash: [TrashIcon, 'trash'],
  send: [PaperAirplaneIcon, 'paper-airplane'],
  info: [InformationCircleIcon, 'information-circle'],
  external: [ArrowTopRightOnSquareIcon, 'arrow-top-right-on-square'],
} as const;

type ProductIconName = keyof typeof icons;
/** A product icon name, or the Heroicons catalogue name of one of the product's icons. */
export type IconName = ProductIconName | `heroicons_outline:${(typeof icons)[ProductIconName][1]}`;

const catalogueNames = new Map<string, ProductIconName>(
  Object.entries(icons).map(([name, [, catalogueName]]) => [`heroicons_outline:${catalogueName}`, name as ProductIconName]),
);
const productName = (name: string): ProductIconName | undefined =>
  Object.hasOwn(icons, name) ? (name as ProductIconName) : catalogueNames.get(name);

/** The component drawn for `name` (tests compare pictures, not names). */
export const iconComponent = (name: string | undefined) => {
  const found = name === undefined ? undefined : productName(name);
  return found === undefined ? undefined : icons[found][0];
};

export const isIconName = (name: string | undefined): name is IconName => name !== undefined && productName(name) !== undefined;

/** @default size 20 */
export function Icon({ name, size = 20, className }: { name: IconName; size?: number; className?: string }) {
  const found = productName(name);
  if (found === undefined) return null;
  const [Svg] = icons[found];
  // Heroicons draw at 1.5 stroke on a 24px grid with currentColor; they are decoration next to a label.
  return <Svg className={className} width={size} height={size} aria-hidden="true" focusable="false" />;
}
