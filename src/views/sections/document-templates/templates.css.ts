import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { font, media, radius, space, vars } from '../../theme/contract.css';

/** Fields beside the preview on wide screens; the preview below them on tablets and phones. */
export const editor = style({
  display: 'grid',
  gap: space.xl,
  minWidth: 0,
  '@media': { [media.lg]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', alignItems: 'start' } },
});

export const previewPane = style({
  display: 'grid',
  gap: space.s,
  minWidth: 0,
  // The sheet scales its type with the width it gets, like a page thumbnail.
  containerType: 'inline-size',
  '@media': { [media.lg]: { position: 'sticky', top: space.l } },
});
export const previewTitle = style({ fontSize: font.size.l, fontWeight: font.weight.semibold, margin: 0 });
export const previewHint = style({ fontSize: font.size.s, color: vars.color.textMuted, margin: 0 });

/** The sheet: always white paper with dark ink (it is what prints), in either theme; the proportion of its size. */
const sheet = style({
  width: '100%',
  maxWidth: '560px',
  minWidth: 0,
  marginInline: 'auto',
  padding: '6%',
  display: 'flex',
  flexDirection: 'column',
  gap: space.m,
  background: '#ffffff',
  color: '#1f2328',
  border: `1px solid ${vars.color.border}`,
  borderRadius: radius.s,
  boxShadow: vars.shadow.s,
  fontSize: 'clamp(0.5625rem, 2.4cqi, 0.75rem)',
  lineHeight: 1.45,
  overflow: 'hidden',
});
export const paper = styleVariants({
  A4: [sheet, { aspectRatio: '210 / 297' }],
  Letter: [sheet, { aspectRatio: '8.5 / 11' }],
});

export const company = style({ display: 'flex', gap: space.m, alignItems: 'flex-start', justifyContent: 'space-between', flexWrap: 'wrap' });
export const companyText = style({ display: 'grid', gap: space.xxs, minWidth: 0 });
export const companyName = style({ fontWeight: 700, fontSize: '0.95rem' });
export const muted = style({ color: '#57606a' });
export const logo = style({ maxWidth: '96px', maxHeight: '56px', objectFit: 'contain' });
export const docTitle = style({ display: 'grid', justifyItems: 'end', textAlign: 'end', gap: space.xxs });
export const docType = style({ fontWeight: 700, fontSize: '0.9rem', textTransform: 'uppercase', letterSpacing: '0.04em' });

export const html = style({ minWidth: 0, overflowWrap: 'anywhere' });
globalStyle(`${html} p, ${html} ul, ${html} ol`, { margin: `0 0 ${space.xs}` });
globalStyle(`${html} h1, ${html} h2, ${html} h3`, { margin: `0 0 ${space.xs}`, lineHeight: 1.25 });
globalStyle(`${html} h1`, { fontSize: '1.15rem' });
globalStyle(`${html} h2`, { fontSize: '1rem' });
globalStyle(`${html} h3`, { fontSize: '0.875rem' });
globalStyle(`${html} ul, ${html} ol`, { paddingInlineStart: '1.25rem' });
globalStyle(`${html} a`, { color: '#0b5cad' });

export const lines = style({ width: '100%', borderCollapse: 'collapse' });
globalStyle(`${lines} th, ${lines} td`, { padding: '0.3em 0.35em', borderBottom: '1px solid #d0d7de', textAlign: 'start', overflowWrap: 'anywhere' });
globalStyle(`${lines} th`, { fontWeight: 600, background: '#f6f8fa' });
export const num = style({});
globalStyle(`${lines} th${num}, ${lines} td${num}`, { textAlign: 'end', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap', overflowWrap: 'normal' });
export const itemCol = style({ width: '100%' });
/** The unit price column gives way on a narrow sheet (a phone): quantity and amount still add up to the totals. */
export const unitPriceCol = style({ '@container': { '(max-width: 360px)': { display: 'none' } } });

export const totals = style({ display: 'grid', gridTemplateColumns: 'auto auto', justifyContent: 'end', columnGap: space.l, rowGap: space.xxs, margin: 0 });
globalStyle(`${totals} dd`, { margin: 0, textAlign: 'end', fontVariantNumeric: 'tabular-nums' });
export const grandTotal = style({ fontWeight: 700 });

/** Pushes the footer to the bottom of the page. */
export const footer = style([html, { marginTop: 'auto', paddingTop: space.s, borderTop: '1px solid #d0d7de' }]);

export const detailPreview = style({ marginTop: space.xl });
export const listLogo = style({ width: '32px', height: '32px', objectFit: 'contain', verticalAlign: 'middle' });

export const fieldLabel = style({ fontSize: font.size.s, fontWeight: font.weight.medium, color: vars.color.text });
export const editorLoading = style({ minHeight: '160px', padding: space.m, color: vars.color.textMuted, fontSize: font.size.s });
