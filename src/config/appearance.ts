/** Layouts, colour schemes and themes (SPEC §2 "Layouts", §9), shared by the app and the mock API. */
export const layoutIds = [
  'empty',
  'centered',
  'enterprise',
  'material',
  'modern',
  'classic',
  'classy',
  'compact',
  'dense',
  'futuristic',
  'thin',
] as const;
export type LayoutId = (typeof layoutIds)[number];

/**
 * The layouts a user may choose for the shell: all but Empty, which has no top bar, menu, settings or user menu
 * (a user who chose it could neither get back nor sign out: issue 13 point 1). Empty stays for the pages that ask
 * for it (print, auth pages, `?layout=empty`).
 */
export const shellLayoutIds = layoutIds.filter((id): id is Exclude<LayoutId, 'empty'> => id !== 'empty');
export type ShellLayoutId = (typeof shellLayoutIds)[number];

export const schemes = ['light', 'dark', 'auto'] as const;
export type Scheme = (typeof schemes)[number];

export const themeIds = ['theme-default', 'theme-brand', 'theme-teal', 'theme-rose', 'theme-purple', 'theme-amber'] as const;
export type ThemeId = (typeof themeIds)[number];

/** Which side the vertical navigation sits on (SPEC §4: left or right). */
export const navPositions = ['left', 'right'] as const;
export type NavPosition = (typeof navPositions)[number];

export interface Appearance {
  layout: ShellLayoutId;
  scheme: Scheme;
  theme: ThemeId;
  navPosition: NavPosition;
}

/** Where this device keeps the last appearance (applied before the user's saved one arrives, and by the boot script). */
export const appearanceStorageKey = 'backoffice.appearance';

/** SPEC §9: default layout classic, default colour scheme dark, default theme theme-default; the menu on the left. */
export const defaultAppearance: Appearance = { layout: 'classic', scheme: 'dark', theme: 'theme-default', navPosition: 'left' };

export const isLayoutId = (v: unknown): v is LayoutId => typeof v === 'string' && (layoutIds as readonly string[]).includes(v);
export const isShellLayoutId = (v: unknown): v is ShellLayoutId => typeof v === 'string' && (shellLayoutIds as readonly string[]).includes(v);
export const isScheme = (v: unknown): v is Scheme => typeof v === 'string' && (schemes as readonly string[]).includes(v);
export const isNavPosition = (v: unknown): v is NavPosition => v === 'left' || v === 'right';
export const isThemeId = (v: unknown): v is ThemeId => typeof v === 'string' && (themeIds as readonly string[]).includes(v);

/** Reads an untrusted appearance, keeping the valid fields and defaulting the rest (a stored Empty layout too). */
export function parseAppearance(raw: unknown): Appearance {
  const r = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  return {
    layout: isShellLayoutId(r.layout) ? r.layout : defaultAppearance.layout,
    scheme: isScheme(r.scheme) ? r.scheme : defaultAppearance.scheme,
    theme: isThemeId(r.theme) ? r.theme : defaultAppearance.theme,
    navPosition: isNavPosition(r.navPosition) ? r.navPosition : defaultAppearance.navPosition,
  };
}
