// The list kit's icons (Heroicons 24 px outline), drawn from the product's icon sprite (scripts/icon-sprite.mjs).
import { listIcons, type ListIconName } from '../ui/icon-kit-names';
import { SpriteIcon } from '../ui/icon';

export type { ListIconName };

/** Decoration beside a label (or inside a control named by aria-label). @default size 20 */
export function ListIcon({ name, size = 20, className }: { name: ListIconName; size?: number; className?: string }) {
  return <SpriteIcon symbol={listIcons[name]} size={size} className={className} />;
}
