// npm run size: the bytes the browser fetches until a returning user's dashboard is visible (issue 12 point 5), from
// the esbuild metafile of the last build into dist (.build/meta/dist.json; `npm run build` first): the entry and its
// static closure, the dashboard's chunks (both preloaded by index.html and the boot script), the mock API's chunks
// (preloaded in a build with it), the CSS and the preloaded font; then what the shell fetches right after it has
// painted, and the size of each lazy chunk. Another build: `npm run size -- <dist dir>`.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { bundleReport, iconSpriteOf, metaPathFor, sizes } from './bundle-report.mjs';

const distDir = process.argv[2] ?? 'dist';
const metaPath = metaPathFor(distDir);
if (!existsSync(metaPath)) {
  console.error(`${metaPath} not found: run "npm run build" first.`);
  process.exit(1);
}
const report = bundleReport(metaPath);
const kb = (n) => `${(n / 1024).toFixed(1)} KiB`;
const line = (label, { raw, gzip }, files) =>
  console.log(`${label.padEnd(52)} ${kb(raw).padStart(11)} raw ${kb(gzip).padStart(11)} gzip${files === undefined ? '' : `  ${String(files).padStart(3)} files`}`);

console.log(`Build: ${report.preact ? 'preact/compat' : 'React'}${report.mockApi ? ', mock API available' : ', no mock API'}\n`);
console.log('Until the dashboard is visible (a returning user at /dashboard):');
line('  Start-up JS (entry + static imports)', sizes(report.initial), report.initial.length);
const section = report.dashboardFiles.filter((f) => !report.initial.includes(f));
line('  + dashboard section (preloaded by the boot script)', sizes(section), section.length);
line('  = start-up JS for a signed-in dashboard', sizes(report.dashboardFiles), report.dashboardFiles.length);
if (report.mock.length > 0) line('  + mock API client in demo mode (preloaded)', sizes(report.mock), report.mock.length);
// The mock itself (Mirage, the services) runs in a worker the boot script starts; its seeds load there on first use.
if (report.worker.length > 0) line('  + mock API worker (demo mode, in parallel)', sizes(report.worker), report.worker.length);
line('  CSS', sizes(report.css), report.css.length);
// Fonts are woff2 (already compressed); the latin one is preloaded, latin-ext only loads for a character of its range.
const fonts = readdirSync(path.join(distDir, 'assets')).filter((f) => f.endsWith('.woff2'));
for (const font of fonts) {
  const preloaded = /-latin-wght-normal-/.test(font);
  console.log(`${`  Font ${font.replace(/-\w+\.woff2$/, '')}${preloaded ? ' (preloaded)' : ' (on demand)'}`.padEnd(52)} ${kb(sizes([path.join(distDir, 'assets', font)]).raw).padStart(11)} raw`);
}
const until = [...report.dashboardFiles, ...report.mock, ...report.worker, ...report.css, ...fonts.filter((f) => /-latin-wght-normal-/.test(f)).map((f) => path.join(distDir, 'assets', f))];
// The product's icons, one SVG sprite (scripts/icon-sprite.mjs), preloaded by index.html: drawn with the shell.
const sprite = iconSpriteOf(metaPath);
if (sprite) {
  line('  Icon sprite (SVG, preloaded)', sizes([sprite]), 1);
  until.push(sprite);
}
line('  Total until visible (JS, CSS, font, icons)', sizes(until), until.length);
// Where the start-up bytes go: each source module's share of its file's gzip size (the metafile's bytesInOutput of the
// minified file, scaled by that file's compression), grouped by package or by source folder.
console.log('\nWhere the start-up JS goes (gzip share by package / source folder):');
const groups = new Map();
/** src/machines/effects/x.ts -> src/machines/effects; src/machines/x.machine.ts -> src/machines; src/main.tsx -> src. */
const folderOf = (input) => {
  const parts = input.split('/');
  const depth = ['machines', 'views'].includes(parts[1]) && parts.length > 3 ? 3 : 2;
  return parts.slice(0, Math.min(depth, parts.length - 1)).join('/');
};
for (const f of report.dashboardFiles) {
  const { raw, gzip } = sizes([f]);
  for (const [input, { bytesInOutput }] of Object.entries(report.outputs[f].inputs)) {
    if (bytesInOutput === 0) continue;
    const group = input.includes('node_modules/')
      ? input.replace(/.*node_modules\/((?:@[^/]+\/)?[^/]+).*/, '$1')
      : folderOf(input.replace(/^[\w-]+:/, ''));
    const entry = groups.get(group) ?? { raw: 0, gzip: 0, modules: 0 };
    entry.raw += bytesInOutput;
    entry.gzip += (bytesInOutput * gzip) / raw;
    entry.modules += 1;
    groups.set(group, entry);
  }
}
for (const [group, entry] of [...groups].sort((a, b) => b[1].gzip - a[1].gzip).filter(([, e]) => e.gzip >= 512)) {
  line(`  ${group} (${entry.modules} module${entry.modules === 1 ? '' : 's'})`, entry);
}
const rest = [...groups.values()].filter((e) => e.gzip < 512);
line(`  everything else (${rest.reduce((n, e) => n + e.modules, 0)} modules)`, { raw: rest.reduce((n, e) => n + e.raw, 0), gzip: rest.reduce((n, e) => n + e.gzip, 0) });
console.log('\nRight after the shell paints:');
line('  Top-bar menus and panels (Ark, positioning, sanitizer)', sizes(report.afterPaint), report.afterPaint.length);
console.log('\nLazy chunks:');
for (const chunk of report.lazy.sort((a, b) => b.gzip - a.gzip)) {
  line(`  ${path.basename(chunk.file)}${chunk.entryPoint ? ` (${chunk.entryPoint.replace(/^src\//, '')})` : ''}`.slice(0, 52), chunk);
}
