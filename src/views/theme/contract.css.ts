import { createGlobalTheme, createThemeContract } from '@vanilla-extract/css';

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
    accent: null,
    accentHover: null,
    accentSoft: null,
    /** Fill of primary buttons: white text on it meets WCAG AA. */
    accentStrong: null,
    accentStrongHover: null,
    danger: null,
    dangerSoft: null,
    warning: null,
    success: null,
    focus: null,
    navBackground: null,
    navText: null,
    navTextMuted: null,
    navActive: null,
    overlay: null,
  },
  shadow: { s: null, m: null, l: null },
});

export const space = { xxs: '2px', xs: '4px', s: '8px', m: '12px', l: '16px', xl: '24px', xxl: '32px', xxxl: '48px' } as const;
export const radius = { s: '6px', m: '10px', l: '16px', round: '999px' } as const;
export const font = {
  family: `'Inter var', Inter, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif`,
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
    accent: '#6366f1',
    accentHover: '#818cf8',
    accentSoft: 'rgba(99, 102, 241, 0.16)',
    accentStrong: '#4f46e5',
    accentStrongHover: '#4338ca',
    danger: '#f87171',
    dangerSoft: 'rgba(248, 113, 113, 0.14)',
    warning: '#fbbf24',
    success: '#34d399',
    focus: '#a5b4fc',
    navBackground: '#0f172a',
    navText: '#e2e8f0',
    navTextMuted: '#94a3b8',
    navActive: 'rgba(99, 102, 241, 0.22)',
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
    accent: '#4f46e5',
    accentHover: '#4338ca',
    accentSoft: '#eef2ff',
    accentStrong: '#4f46e5',
    accentStrongHover: '#4338ca',
    danger: '#b91c1c',
    dangerSoft: '#fef2f2',
    warning: '#b45309',
    success: '#047857',
    focus: '#4f46e5',
    navBackground: '#111827',
    navText: '#f1f5f9',
    navTextMuted: '#9ca3af',
    navActive: 'rgba(99, 102, 241, 0.28)',
    overlay: 'rgba(15, 23, 42, 0.5)',
  },
  shadow: {
    s: '0 1px 2px rgba(15, 23, 42, 0.06)',
    m: '0 4px 12px rgba(15, 23, 42, 0.08)',
    l: '0 20px 40px rgba(15, 23, 42, 0.16)',
  },
};

/** SPEC §9: the default colour scheme is dark. The light scheme applies with the `scheme-light` class. */
createGlobalTheme(':root', vars, dark);
createGlobalTheme(':root.scheme-light', vars, light);
