// @vitest-environment node
// The e2e fixture's shortcut (a tab started with the worker's stored session) must never reach a test about signing in
// or the session: this reads every spec file and checks the rule that decides it.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { providerFlowWanted } from './sign-in-mode';

const dir = 'tests/e2e';
const specs = readdirSync(dir).filter((f) => f.endsWith('.spec.ts'));
/** The literal titles of `test(...)` and `test.describe(...)` in a spec (template literals up to their first `${`). */
const titlesOf = (file: string) =>
  [...readFileSync(`${dir}/${file}`, 'utf8').matchAll(/\btest(?:\.describe)?\(\s*(['"`])((?:(?!\1)[^\\$]|\\.)*)/g)].map((m) => m[2]!);

describe('which e2e tests sign in through the provider every time', () => {
  it('every story about signing in, signing out, renewal, session security, hardening and tenancy', () => {
    for (const name of ['sign-in', 'sign-out', 'renewal', 'session-security', 'tenants', 'hardening-renewal', 'hardening-sleep', 'instant-session', 'preact-smoke', 'inspect']) {
      expect(providerFlowWanted(`/work/x/tests/e2e/${name}.spec.ts`, 'anything'), name).toBe(true);
    }
  });

  it('every test in any spec named after A1-A16, T1, T3 or P3', () => {
    const named = specs.flatMap((file) => titlesOf(file).filter((t) => /\b(A([1-9]|1[0-6])|T1|T3|P3)\b/.test(t)).map((t) => [file, t] as const));
    expect(named.length).toBeGreaterThan(10);
    for (const [file, title] of named) expect(providerFlowWanted(`${dir}/${file}`, title), `${file}: ${title}`).toBe(true);
  });

  it('not the stories of a screen after signing in (P1, T2, N and B tests included)', () => {
    expect(providerFlowWanted('tests/e2e/customers.spec.ts', 'list: 2,000 customers; accent-insensitive search')).toBe(false);
    expect(providerFlowWanted('tests/e2e/customers.spec.ts', 'P1 sam (sales orders only) has no Customers item')).toBe(false);
    expect(providerFlowWanted('tests/e2e/customers.spec.ts', 'T2 gus at globex sees only globex customers')).toBe(false);
    expect(providerFlowWanted('tests/e2e/demo-mailbox.spec.ts', 'mailbox: read, star, label')).toBe(false);
    expect(providerFlowWanted('C:\\work\\tests\\e2e\\layouts.spec.ts', 'every layout at 1440x900 in dark')).toBe(false);
    expect(providerFlowWanted('C:\\work\\tests\\e2e\\sign-in.spec.ts', 'x')).toBe(true);
  });
});
