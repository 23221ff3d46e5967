import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { font, radius, space, vars } from '../contract.css';

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: space.s,
    minHeight: '40px',
    padding: `0 ${space.l}`,
    borderRadius: radius.round,
    border: '1px solid transparent',
    fontWeight: font.weight.semibold,
    fontSize: font.size.m,
    cursor: 'pointer',
    textDecoration: 'none',
    transition: 'background-color 150ms ease, border-color 150ms ease, color 150ms ease',
    selectors: { '&:disabled': { opacity: 0.55, cursor: 'not-allowed' } },
  },
  variants: {
    tone: {
      primary: {
        background: vars.accent.strong,
        color: vars.color.textOnAccent,
        selectors: { '&:hover:not(:disabled)': { background: vars.accent.strongHover } },
      },
      secondary: {
        background: 'transparent',
        color: vars.color.text,
        borderColor: vars.color.border,
        selectors: { '&:hover:not(:disabled)': { background: vars.accent.soft } },
      },
      ghost: {
        background: 'transparent',
        color: vars.color.text,
        selectors: { '&:hover:not(:disabled)': { background: vars.accent.soft } },
      },
    },
    shape: { pill: {}, icon: { width: '40px', padding: 0 } },
  },
  defaultVariants: { tone: 'primary', shape: 'pill' },
});

export type ButtonVariants = RecipeVariants<typeof button>;
