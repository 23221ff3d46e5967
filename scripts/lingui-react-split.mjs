// @lingui/react without its Trans component in the start-up (issue 12 point 5). The package's entry defines the
// context, useLingui, I18nProvider and Trans in one file, which imports Trans's formatting (its rich-text parser) from a
// second file; esbuild splits code by file, so every build put that parser in the start-up, although only the sections
// and panels render <Trans>. This plugin gives an importer that does not name Trans the entry without it, and one
// that does the same entry plus Trans from a module of its own (the package's three-line Trans over its TransNoContext).
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const namespace = 'lingui-react-split';

/** The entry's source without Trans: the line importing TransNoContext and the Trans function go, and so does its export. */
export function withoutTrans(source) {
  const importLine = /^import \{ T as TransNoContext \} from '(\.\/shared\/[\w.]+\.mjs)';\n/m;
  const transFunction = /\nfunction Trans\(props\) \{[\s\S]*?\n\}\n/;
  const exportLine = 'export { I18nProvider, LinguiContext, Trans, useLingui };';
  const shared = source.match(importLine)?.[1];
  if (!shared || !transFunction.test(source) || !source.includes(exportLine)) {
    throw new Error('lingui-react-split: @lingui/react/dist/index.mjs is not shaped as expected (was the package updated?)');
  }
  const contents = source
    .replace(/^'use client';\n/, '')
    .replace(importLine, '')
    .replace(transFunction, '\n')
    .replace(exportLine, 'export { I18nProvider, LinguiContext, useLingui };');
  return { contents, shared };
}

/** Whether a module's source imports Trans from @lingui/react. */
export const importsTrans = (source) => /import\s*\{[^}]*\bTrans\b[^}]*\}\s*from\s*['"]@lingui\/react['"]/.test(source);

export function linguiReactSplitPlugin() {
  // The package's ES module entry (require.resolve finds its CommonJS one, beside it).
  const dir = path.dirname(require.resolve('@lingui/react'));
  const entry = path.join(dir, 'index.mjs');
  let split = null;
  const load = async () => (split ??= withoutTrans(await readFile(entry, 'utf8')));
  return {
    name: namespace,
    setup(build) {
      build.onResolve({ filter: /^@lingui\/react$/ }, async (args) => {
        if (args.namespace === namespace) return { path: 'core', namespace };
        const source = args.importer ? await readFile(args.importer, 'utf8').catch(() => '') : '';
        return { path: importsTrans(source) ? 'with-trans' : 'core', namespace };
      });
      build.onLoad({ filter: /.*/, namespace }, async (args) => {
        const { contents, shared } = await load();
        if (args.path === 'core') return { contents, loader: 'js', resolveDir: dir };
        if (args.path === 'trans') {
          return {
            contents: [
              "import { jsx } from 'react/jsx-runtime';",
              "import { useContext } from 'react';",
              "import { LinguiContext } from '@lingui/react';",
              `import { T as TransNoContext } from ${JSON.stringify(shared)};`,
              // The package's Trans (production): the context's i18n handed to TransNoContext.
              'export function Trans(props) { return jsx(TransNoContext, { ...props, lingui: useContext(LinguiContext) }); }',
            ].join('\n'),
            loader: 'js',
            resolveDir: dir,
          };
        }
        return { contents: "export * from '@lingui/react';\nexport { Trans } from 'lingui-react-split:trans';", loader: 'js', resolveDir: dir };
      });
      build.onResolve({ filter: /^lingui-react-split:trans$/ }, () => ({ path: 'trans', namespace }));
    },
  };
}
