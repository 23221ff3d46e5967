import { globalStyle } from '@vanilla-extract/css';
import { font, radius, space, vars } from './contract.css';
import './keyframes.css';
import './fonts.css';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
globalStyle('html', { colorScheme: 'dark', WebkitTextSizeAdjust: '100%' });
globalStyle('html.scheme-light', { colorScheme: 'light' });
globalStyle('html, body', { margin: 0, padding: 0, minHeight: '100%' });
globalStyle('body', {
  fontFamily: font.family,
  fontSize: font.size.m,
  lineHeight: 1.5,
  color: vars.color.text,
  background: vars.color.canvas,
  WebkitFontSmoothing: 'antialiased',
});
globalStyle('#root', { minHeight: '100vh' });
globalStyle('h1, h2, h3, h4, p', { margin: 0 });
globalStyle('a', { color: vars.accent.base });
globalStyle('button, input, select, textarea', { font: 'inherit', color: 'inherit' });
globalStyle(':focus-visible', { outline: `2px solid ${vars.accent.focus}`, outlineOffset: '2px' });
globalStyle('img, svg', { display: 'block', maxWidth: '100%' });
globalStyle('.visually-hidden', {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});

// The splash: static in index.html (painted on the first frame, in the scheme the boot script put on <html>), then
// the same markup from React (views/pages/splash.tsx) until the first navigation: one picture, no jump between them.
globalStyle('.boot-splash', { minHeight: '100vh', display: 'grid', placeItems: 'center', background: vars.color.canvas, color: vars.color.text });
globalStyle('.boot-splash-inner', { display: 'grid', gap: space.l, justifyItems: 'center' });
globalStyle('.boot-splash-mark', {
  width: '56px',
  height: '56px',
  borderRadius: radius.m,
  background: `linear-gradient(135deg, ${vars.accent.base}, ${vars.accent.hover})`,
  boxShadow: vars.shadow.m,
});
globalStyle('.boot-splash-name', { fontSize: font.size.l, fontWeight: font.weight.semibold, letterSpacing: '0.01em' });
globalStyle('.boot-splash-bar', { width: '160px', height: '4px', borderRadius: radius.round, background: vars.accent.soft, overflow: 'hidden' });
globalStyle('.boot-splash-bar > span', {
  display: 'block',
  width: '40px',
  height: '100%',
  background: vars.accent.base,
  borderRadius: radius.round,
  '@media': { '(prefers-reduced-motion: no-preference)': { animation: 'indeterminate 1.1s ease-in-out infinite' } },
});
