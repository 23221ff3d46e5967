import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { font, radius, space, vars } from '../theme/contract.css';

/** A status pill: text always says the state (colour is never the only cue). */
export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: space.xs,
    padding: `${space.xxs} ${space.s}`,
    borderRadius: radius.round,
    fontSize: font.size.xs,
    fontWeight: font.weight.semibold,
    lineHeight: 1.4,
    whiteSpace: 'nowrap',
    border: '1px solid transparent',
  },
  variants: {
    tone: {
      positive: { background: vars.accent.soft, color: vars.color.text, borderColor: vars.accent.base },
      neutral: { background: vars.color.surfaceSunken, color: vars.color.textMuted, borderColor: vars.color.border },
      warning: { background: vars.color.surfaceSunken, color: vars.color.text, borderColor: vars.color.warning },
      danger: { background: vars.color.dangerSoft, color: vars.color.text, borderColor: vars.color.danger },
    },
  },
  defaultVariants: { tone: 'neutral' },
});

export type BadgeTone = NonNullable<RecipeVariants<typeof badge>>['tone'];
