import { globalStyle } from '@vanilla-extract/css';
import { font, vars } from './contract.css';
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

// The static splash in index.html, shown before the first script runs.
globalStyle('.boot-splash', { minHeight: '100vh', background: vars.color.canvas });
