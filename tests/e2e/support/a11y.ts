import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  impact: string | null;
  nodes: { target: string[] }[];
}

/** Runs axe-core on the page (WCAG 2.1 A and AA) and returns the violations, formatted for a readable failure. */
export async function axeViolations(page: Page): Promise<string[]> {
  // Once per document: axe-core is half a megabyte to send and compile, and several checks often run on one page.
  if (!(await page.evaluate(() => typeof (window as unknown as { axe?: { run?: unknown } }).axe?.run === 'function'))) await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    // Colours are judged as they end, not mid-way: a scheme switch or a hover fades colours over a few hundred ms, and
    // a contrast read during the fade is a colour the page never rests on. Finite transitions only (a spinner loops).
    const fading = document.getAnimations().filter((a) => a instanceof CSSTransition);
    await Promise.race([Promise.allSettled(fading.map((a) => a.finished)), new Promise((resolve) => setTimeout(resolve, 1_000))]);
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] } });
    return result.violations;
  });
  return violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
