import { createGlobalTheme, createThemeContract } from '@vanilla-extract/css';
import type { ThemeId } from '../../config/appearance';

/** Semantic tokens: every rule uses these, so a scheme or theme is only a new set of values. */
export const vars = createThemeContract({
  color: {
    canvas: null,
    surface: null,
    surfaceRaised: null,
    surfaceSunken: null,
    border: null,
    text: null,
    textMuted: null,
    textOnAccent: null,

    danger: null,
    dangerSoft: null,
    warning: null,
    success: null,
    navBackground: null,
    navText: null,
    navTextMuted: null,
    /** Hover fill, user block and dividers of the navigation. */
    navHover: null,
    navDivider: null,
    overlay: null,
  },
  shadow: { s: null, m: null, l: null },
  /** The theme's colour: text and icons (`base`), fills under white text (`strong`, WCAG AA), tints. */
  accent: { base: null, hover: null, soft: null, strong: null, strongHover: null, focus: null, navActive: null },
});

export const space = { xxs: '2px', xs: '4px', s: '8px', m: '12px', l: '16px', xl: '24px', xxl: '32px', xxxl: '48px' } as const;
export const radius = { s: '6px', m: '10px', l: '16px', round: '999px' } as const;
/** The UI font's family; its @font-face (theme/fonts) is imported once, by the global styles (theme/global). */
export const uiFontFamily = 'Inter';
export const font = {
  family: `${uiFontFamily}, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif`,
  mono: `ui-monospace, SFMono-Regular, Menlo, Consolas, monospace`,
  size: { xs: '0.75rem', s: '0.8125rem', m: '0.875rem', l: '1rem', xl: '1.25rem', xxl: '1.75rem', display: '2.25rem' },
  weight: { regular: '400', medium: '500', semibold: '600', bold: '700' },
} as const;
/** SPEC §9 breakpoints. */
export const breakpoints = { sm: 600, md: 960, lg: 1280, xl: 1440 } as const;
export const media = {
  sm: `screen and (min-width: ${breakpoints.sm}px)`,
  md: `screen and (min-width: ${breakpoints.md}px)`,
  lg: `screen and (min-width: ${breakpoints.lg}px)`,
  belowMd: `screen and (max-width: ${breakpoints.md - 1}px)`,
  /** Phone widths: the top bar folds its less used controls into the user menu (issue 13 point 7). */
  belowSm: `screen and (max-width: ${breakpoints.sm - 1}px)`,
} as const;

const dark = {
  color: {
    canvas: '#0b1120',
    surface: '#111827',
    surfaceRaised: '#1f2937',
    surfaceSunken: '#0f172a',
    border: 'rgba(148, 163, 184, 0.18)',
    text: '#f1f5f9',
    textMuted: '#94a3b8',
    textOnAccent: '#ffffff',
    danger: '#f87171',
    dangerSoft: 'rgba(248, 113, 113, 0.14)',
    warning: '#fbbf24',
    success: '#34d399',
    navBackground: '#0f172a',
    navText: '#e2e8f0',
    navTextMuted: '#94a3b8',
    navHover: 'rgba(255, 255, 255, 0.06)',
    navDivider: 'rgba(255, 255, 255, 0.08)',
    overlay: 'rgba(2, 6, 23, 0.6)',
  },
  shadow: {
    s: '0 1px 2px rgba(0, 0, 0, 0.4)',
    m: '0 4px 12px rgba(0, 0, 0, 0.35)',
    l: '0 20px 40px rgba(0, 0, 0, 0.45)',
  },
};

const light = {
  color: {
    canvas: '#f1f5f9',
    surface: '#ffffff',
    surfaceRaised: '#ffffff',
    surfaceSunken: '#f8fafc',
    border: '#e2e8f0',
    text: '#0f172a',
    textMuted: '#475569',
    textOnAccent: '#ffffff',
    danger: '#b91c1c',
    dangerSoft: '#fef2f2',
    warning: '#b45309',
    success: '#047857',
    navBackground: '#ffffff',
    navText: '#1e293b',
    navTextMuted: '#64748b',
    navHover: 'rgba(15, 23, 42, 0.05)',
    navDivider: '#e2e8f0',
    overlay: 'rgba(15, 23, 42, 0.5)',
  },
  shadow: {
    s: '0 1px 2px rgba(15, 23, 42, 0.06)',
    m: '0 4px 12px rgba(15, 23, 42, 0.08)',
    l: '0 20px 40px rgba(15, 23, 42, 0.16)',
  },
};

/** SPEC §9: the default colour scheme is dark. The light scheme applies with the `scheme-light` class. */
createGlobalTheme(':root', { color: vars.color, shadow: vars.shadow }, dark);
createGlobalTheme(':root.scheme-light', { color: vars.color, shadow: vars.shadow }, light);

/** Each theme's palette: the 400 tone reads on dark surfaces, the 700 tone on light ones, `strong` carries white text. */
const palettes = {
  'theme-default': { onDark: '#818cf8', onDarkHover: '#a5b4fc', onLight: '#4f46e5', onLightHover: '#4338ca', strong: '#4f46e5', strongHover: '#4338ca', rgb: '99, 102, 241' },
  'theme-brand': { onDark: '#60a5fa', onDarkHover: '#93c5fd', onLight: '#1d4ed8', onLightHover: '#1e40af', strong: '#2563eb', strongHover: '#1d4ed8', rgb: '59, 130, 246' },
  'theme-teal': { onDark: '#2dd4bf', onDarkHover: '#5eead4', onLight: '#0f766e', onLightHover: '#115e59', strong: '#0f766e', strongHover: '#115e59', rgb: '20, 184, 166' },
  'theme-rose': { onDark: '#fb7185', onDarkHover: '#fda4af', onLight: '#be123c', onLightHover: '#9f1239', strong: '#e11d48', strongHover: '#be123c', rgb: '244, 63, 94' },
  'theme-purple': { onDark: '#c084fc', onDarkHover: '#d8b4fe', onLight: '#7e22ce', onLightHover: '#6b21a8', strong: '#9333ea', strongHover: '#7e22ce', rgb: '168, 85, 247' },
  'theme-amber': { onDark: '#fbbf24', onDarkHover: '#fcd34d', onLight: '#b45309', onLightHover: '#92400e', strong: '#b45309', strongHover: '#92400e', rgb: '245, 158, 11' },
} as const satisfies Record<ThemeId, unknown>;

for (const [id, p] of Object.entries(palettes)) {
  const shared = { soft: `rgba(${p.rgb}, 0.16)`, strong: p.strong, strongHover: p.strongHover, navActive: `rgba(${p.rgb}, 0.24)` };
  // theme-default also applies with no theme class at all.
  const root = id === 'theme-default' ? `:root, :root.${id}` : `:root.${id}`;
  createGlobalTheme(root, vars.accent, { base: p.onDark, hover: p.onDarkHover, focus: p.onDarkHover, ...shared });
  const light = id === 'theme-default' ? `:root.scheme-light, :root.scheme-light.${id}` : `:root.scheme-light.${id}`;
  createGlobalTheme(light, vars.accent, { base: p.onLight, hover: p.onLightHover, focus: p.onLight, ...shared });
}
