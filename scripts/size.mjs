// npm run size: what the signed-in dashboard loads (JS and CSS, raw and gzip; fonts) and the size of each lazy chunk,
// from the esbuild metafile of the last build into dist (.build/meta/dist.json; `npm run build` first). Another build:
// `npm run size -- <dist dir>`.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { bundleReport, metaPathFor, sizes } from './bundle-report.mjs';

const metaPath = metaPathFor(process.argv[2] ?? 'dist');
if (!existsSync(metaPath)) {
  console.error(`${metaPath} not found: run "npm run build" first.`);
  process.exit(1);
}
const report = bundleReport(metaPath);
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const line = (label, { raw, gzip }) => console.log(`${label.padEnd(44)} ${kb(raw).padStart(10)} raw ${kb(gzip).padStart(10)} gzip`);

console.log(`Build: ${report.preact ? 'preact/compat' : 'React'}${report.mockApi ? ', mock API available' : ', no mock API'}\n`);
line('Initial JS (entry + static imports)', sizes(report.initial));
line('Initial CSS', sizes(report.css));
// Fonts are woff2 (already compressed): the browser fetches a subset only when the page shows one of its characters.
for (const font of Object.keys(report.outputs).filter((f) => f.endsWith('.woff2'))) {
  console.log(`${`Font ${path.basename(font).replace(/-\w+\.woff2$/, '')}`.padEnd(44)} ${kb(sizes([font]).raw).padStart(10)} raw`);
}
line('Signed-in dashboard JS (initial + section)', sizes(report.dashboardFiles));
if (report.mirage) {
  const { staticClosure } = await import('./bundle-report.mjs');
  const mock = staticClosure(report.outputs, report.mirage).filter((f) => !report.initial.includes(f));
  line('+ mock API in demo mode (Mirage and its library)', sizes(mock));
}
console.log('\nLazy chunks:');
for (const chunk of report.lazy.sort((a, b) => b.gzip - a.gzip)) {
  line(`  ${path.basename(chunk.file)}${chunk.entryPoint ? ` (${chunk.entryPoint.replace(/^src\//, '')})` : ''}`.slice(0, 44), chunk);
}
