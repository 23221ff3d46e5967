// The product's icons as one SVG sprite, made at build time (issue 12 points 3 and 5): a `<symbol id="<catalogue
// name>">` per icon of the registry (src/views/ui/icon-names.ts), drawn from the Heroicons package's own components
// (rendered to static markup here, so the sprite is exactly what the React components drew); the kit's icon sets
// (src/views/ui/icon-kit-names.ts: ListIcon, FormIcon) are in it too. `<Icon>` draws
// `<svg ...><use href="/assets/icons-<hash>.svg#<name>"/></svg>`: the icons' paths no longer ship in the JavaScript.
// Used by build.mjs (writeIconSprite, before the app's bundle, whose define __ICON_SPRITE__ is the sprite's address)
// and by the tests (iconSprite, readRegistry).
import * as esbuild from 'esbuild';
import { createHash } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);

/** Where the registry lives: each file's exported sets map a name to a Heroicons outline catalogue name. */
export const registryFiles = ['src/views/ui/icon-names.ts', 'src/views/ui/icon-kit-names.ts'];

/** A Heroicons catalogue name: lower-case words and numbers joined by '-' (`squares-2x2`, `cog-6-tooth`). */
const catalogueName = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The Heroicons React component's file name of a catalogue name: `squares-2x2` -> `Squares2X2Icon`, `cog-6-tooth` -> `Cog6ToothIcon`. */
export const componentName = (name) =>
  `${name
    .split('-')
    .map((part) => part[0].toUpperCase() + part.slice(1))
    .join('')
    .replace(/(\d)([a-z])/g, (_, digit, letter) => digit + letter.toUpperCase())}Icon`;

/**
 * Every icon set the registry files export (`{ productIcons, listIcons, formIcons }`), each name -> catalogue name
 * (the TypeScript modules compiled in memory: they import nothing).
 */
export async function readRegistry(files = registryFiles) {
  const sets = {};
  for (const file of files) {
    const { outputFiles } = await esbuild.build({ entryPoints: [file], bundle: true, write: false, format: 'esm', platform: 'neutral', logLevel: 'silent' });
    const module = await import(`data:text/javascript;base64,${Buffer.from(outputFiles[0].text).toString('base64')}`);
    for (const [name, value] of Object.entries(module)) if (value && typeof value === 'object') sets[name] = value;
  }
  return sets;
}

/** The catalogue names of every icon of the given sets, each once, sorted: the sprite's symbols. */
export const spriteNames = (sets) => [...new Set(Object.values(sets).flatMap((set) => Object.values(set)))].sort();

/** The markup the Heroicons outline component draws: exactly one `<svg>` with the outline set's frame. */
function heroiconMarkup(name) {
  if (!catalogueName.test(name)) throw new Error(`Icon sprite: "${name}" is not a Heroicons catalogue name`);
  let component;
  try {
    component = require(`@heroicons/react/24/outline/${componentName(name)}.js`);
  } catch {
    throw new Error(`Icon sprite: Heroicons 24px outline has no icon "${name}" (@heroicons/react/24/outline/${componentName(name)})`);
  }
  const { createElement } = require('react');
  const { renderToStaticMarkup } = require('react-dom/server');
  return renderToStaticMarkup(createElement(component));
}

/**
 * The `<symbol>` of one icon: the component's drawing inside, with the frame's viewBox; the frame's paint (no fill,
 * 1.5 stroke in currentColor) stays with `<Icon>`'s own `<svg>`, so it is inherited into the symbol and CSS on the
 * icon still applies (as it did to the component's `<svg>`).
 */
export function iconSymbol(name) {
  const markup = heroiconMarkup(name);
  const match = /^<svg ([^>]*)>(.*)<\/svg>$/s.exec(markup);
  const frame = match?.[1] ?? '';
  for (const attribute of ['viewBox="0 0 24 24"', 'fill="none"', 'stroke="currentColor"', 'stroke-width="1.5"']) {
    if (!frame.includes(attribute)) throw new Error(`Icon sprite: "${name}" is not drawn like the outline set (${attribute} missing): ${markup.slice(0, 200)}`);
  }
  const drawing = match[2].replace(/<(\w+)([^<>]*)><\/\1>/g, '<$1$2/>');
  if (!/<path [^>]*d="[Mm]/.test(drawing) || /<(?!\/?(?:path|circle|rect|g)\b)/.test(drawing)) throw new Error(`Icon sprite: unexpected drawing for "${name}": ${drawing.slice(0, 200)}`);
  return `<symbol id="${name}" viewBox="0 0 24 24">${drawing}</symbol>`;
}

/** The sprite of the given catalogue names (each once, in a stable order). */
export function iconSprite(names) {
  const symbols = [...new Set(names)].sort().map(iconSymbol);
  return `<svg xmlns="http://www.w3.org/2000/svg">\n${symbols.join('\n')}\n</svg>\n`;
}

/** 8 characters of base32 (A-Z, 2-7) of the content's SHA-256, like the other assets' names (server/headers.ts: immutable). */
export function contentHash(text) {
  const bytes = createHash('sha256').update(text).digest();
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = 0n;
  for (const byte of bytes.subarray(0, 5)) bits = (bits << 8n) | BigInt(byte);
  return Array.from({ length: 8 }, (_, i) => alphabet[Number((bits >> BigInt(35 - 5 * i)) & 31n)]).join('');
}

/**
 * Writes `icons-<hash>.svg` into `assetsDir` with a symbol for every icon of the registry's sets and answers its file,
 * its address under /assets and the symbols it holds.
 */
export async function writeIconSprite(assetsDir, sets) {
  const names = spriteNames(sets ?? (await readRegistry()));
  const text = iconSprite(names);
  const file = path.join(assetsDir, `icons-${contentHash(text)}.svg`);
  await writeFile(file, text);
  return { file, url: `/assets/${path.basename(file)}`, names };
}
