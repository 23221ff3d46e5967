import { globalFontFace } from '@vanilla-extract/css';
import { uiFontFamily } from './contract.css';

/**
 * Inter, self-hosted from @fontsource-variable/inter: one variable file per subset covers every weight the
 * theme uses (400–700). Only latin (English, Spanish) and latin-ext ship; the browser fetches latin-ext only
 * when a character in its range is on the page. esbuild resolves the package paths and emits the files hashed
 * into dist/assets (CSP `font-src 'self'`: nothing is requested off-origin). Only the global styles (theme/global)
 * import this file, so bundles of single views (the sanitizer's Chromium harness) need no font loader.
 */
const files = '@fontsource-variable/inter/files';

globalFontFace(uiFontFamily, [
  {
    src: `url('${files}/inter-latin-wght-normal.woff2') format('woff2')`,
    fontStyle: 'normal',
    fontWeight: '100 900',
    fontDisplay: 'swap',
    unicodeRange:
      'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD',
  },
  {
    src: `url('${files}/inter-latin-ext-wght-normal.woff2') format('woff2')`,
    fontStyle: 'normal',
    fontWeight: '100 900',
    fontDisplay: 'swap',
    unicodeRange:
      'U+0100-02BA, U+02BD-02C5, U+02C7-02CC, U+02CE-02D7, U+02DD-02FF, U+0304, U+0308, U+0329, U+1D00-1DBF, U+1E00-1E9F, U+1EF2-1EFF, U+2020, U+20A0-20AB, U+20AD-20C0, U+2113, U+2C60-2C7F, U+A720-A7FF',
  },
]);
