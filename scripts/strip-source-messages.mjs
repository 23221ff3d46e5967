// The source texts of the app's messages leave the production build (issue 12 point 5). Every message is written as a
// descriptor with its source text, `{ id: 'nav.orders', message: 'Orders' }` or `<Trans id="…" message="…" />`, for
// `lingui extract`. At run time the text is never read: the catalog of the active locale holds every id (the source
// locale's too), and the i18n instance's `missing` handler (src/machines/effects/i18n.ts) answers an id missing from
// it with the id itself, before Lingui would fall back to the descriptor's text. So the texts were dead bytes in
// every chunk (2.6 KB minified in the start-up file alone). This esbuild plugin removes a descriptor's `message` when
// it directly follows an `id` that the compiled source catalog holds; anything else is left as written.
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';

const string = String.raw`'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|\`(?:[^\`\\$]|\\.|\$(?!\{))*\``;
/** `id: 'x', message: '…'` in an object literal (a descriptor, or the options of a component). */
const objectPattern = new RegExp(String.raw`(\bid:\s*(['"])([\w.-]+)\2)\s*,\s*message:\s*(?:${string})`, 'g');
/** `id="x" message="…"` (or `message={'…'}`) on a JSX element. */
const jsxPattern = new RegExp(String.raw`(\bid=(["'])([\w.-]+)\2)\s+message=(?:"[^"]*"|'[^']*'|\{\s*(?:${string})\s*\})`, 'g');

/** The ids of the compiled source catalog (src/locales/en-US/messages.json). */
export function catalogIds(catalogPath = 'src/locales/en-US/messages.json') {
  const catalog = JSON.parse(readFileSync(catalogPath, 'utf8'));
  return new Set(Object.keys(catalog.messages ?? {}));
}

/** `source` without the texts of its messages whose ids are in `ids`; `removed` counts them. */
export function stripSourceMessages(source, ids) {
  let removed = 0;
  const keepId = (match, idPart, _quote, id) => {
    if (!ids.has(id)) return match;
    removed += 1;
    return idPart;
  };
  const contents = source.replace(objectPattern, keepId).replace(jsxPattern, keepId);
  return { contents, removed };
}

/** The esbuild plugin: the app's own TypeScript sources (not vanilla-extract's .css.ts files, not the mock). */
export function stripSourceMessagesPlugin(ids = catalogIds()) {
  return {
    name: 'strip-source-messages',
    setup(build) {
      build.onLoad({ filter: /[\\/]src[\\/].*\.tsx?$/ }, async (args) => {
        if (/\.css\.ts$/.test(args.path) || /[\\/]src[\\/]mirage[\\/]/.test(args.path)) return undefined;
        const source = await readFile(args.path, 'utf8');
        const { contents, removed } = stripSourceMessages(source, ids);
        if (removed === 0) return undefined;
        return { contents, loader: args.path.endsWith('.tsx') ? 'tsx' : 'ts' };
      });
    },
  };
}
