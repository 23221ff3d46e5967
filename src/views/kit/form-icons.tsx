// The form and record kit's icons (Heroicons 24 px outline), drawn from the product's icon sprite (scripts/icon-sprite.mjs).
import { formIcons, type FormIconName } from '../ui/icon-kit-names';
import { SpriteIcon } from '../ui/icon';

export type { FormIconName };

/** Decoration beside a label (or inside a control named by aria-label). @default size 20 */
export function FormIcon({ name, size = 20, className }: { name: FormIconName; size?: number; className?: string }) {
  return <SpriteIcon symbol={formIcons[name]} size={size} className={className} />;
}
