// @vitest-environment node
// @lingui/react's Trans outside the start-up (scripts/lingui-react-split.mjs, issue 12 point 5).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { bundleReport, metaPathFor } from '../../scripts/bundle-report.mjs';
import { importsTrans, withoutTrans } from '../../scripts/lingui-react-split.mjs';
import { sharedBuild } from './shared-build';

const entry = path.join(path.dirname(createRequire(import.meta.url).resolve('@lingui/react')), 'index.mjs');

describe('the split of @lingui/react', () => {
  it("takes Trans and its parser's import out of the installed package's entry, and keeps the rest", () => {
    const { contents, shared } = withoutTrans(readFileSync(entry, 'utf8'));
    expect(shared).toMatch(/^\.\/shared\/react\.\w+\.mjs$/);
    expect(contents).not.toMatch(/\bTrans\b|TransNoContext|shared\//);
    expect(contents).toContain('export { I18nProvider, LinguiContext, useLingui };');
    expect(contents).toContain('const I18nProvider');
  });

  it('fails the build loudly when the package is not shaped as expected', () => {
    expect(() => withoutTrans("export { I18nProvider, LinguiContext, Trans, useLingui };")).toThrow(/not shaped as expected/);
  });

  it('tells the importers of Trans from the others', () => {
    expect(importsTrans("import { Trans, useLingui } from '@lingui/react';")).toBe(true);
    expect(importsTrans("import {\n  useLingui,\n  Trans,\n} from '@lingui/react';")).toBe(true);
    expect(importsTrans("import { useLingui } from '@lingui/react';")).toBe(false);
    expect(importsTrans("import { Trans } from './trans';")).toBe(false);
  });
});

describe('the React build', () => {
  let startup: string;
  let all: string[];
  beforeAll(() => {
    const dir = sharedBuild('demo');
    const report = bundleReport(metaPathFor(dir));
    startup = report.dashboardFiles.map((f) => readFileSync(f, 'utf8')).join('\n');
    all = Object.keys(report.outputs).filter((f) => f.endsWith('.js')).map((f) => readFileSync(f, 'utf8'));
  }, 180_000); // may wait for the other files' shared builds (tests/build/shared-build.ts)

  // The parser's pattern of a component tag (`<0>…</0>`, `<1/>`).
  const parser = String.raw`/<([a-zA-Z0-9]+)>([\s\S]*?)<\/\1>|<([a-zA-Z0-9]+)\/>/`;

  it("has Trans's rich-text parser in a lazy chunk, not in the start-up", () => {
    expect(startup).not.toContain(parser);
    expect(all.filter((text) => text.includes(parser)).length).toBeGreaterThan(0);
  });
});
