// The start-up file (the entry with its merged static closure) minified a second time, by terser, after esbuild
// (issue 12 point 5). esbuild's minifier is fast but leaves bytes behind: terser's mangling of the module's scope and
// its compressor take about 3 KiB gzip more from the React start-up (120.3 -> 117.3 KiB) and 2 from the preact/compat
// one, for about 2 s of build time. Only this file, fetched before the dashboard shows: the lazy chunks are not worth the
// build time. Its exports keep their names (lazy chunks import them), and so does every import("/assets/…") the build
// rewrites next (scripts/chunk-plan.mjs).
import { readFile, writeFile } from 'node:fs/promises';
import { minify } from 'terser';

/** Options for a module of this build's targets (Chrome 111, Firefox 111, Safari 16.4: ES2022). */
export const terserOptions = { module: true, ecma: 2020, compress: { ecma: 2020, passes: 1 }, mangle: true, format: { comments: false } };

/** Rewrites `file` minified by terser; returns its new size in bytes. */
export async function squeezeStartup(file) {
  const source = await readFile(file, 'utf8');
  const { code } = await minify(source, terserOptions);
  if (typeof code !== 'string' || code.length === 0) throw new Error(`terser returned nothing for ${file}`);
  await writeFile(file, code);
  return Buffer.byteLength(code);
}
