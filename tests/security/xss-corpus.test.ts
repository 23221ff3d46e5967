// @vitest-environment node
/**
 * The DOMPurify corpus of X1/X2 (../shared/data/xss-payloads.json) is read by the HTML-rendering tests only when the
 * file exists, so a missing or changed corpus would make them vanish or shrink silently. The project keeps a pin of it
 * (count and a SHA-256 of its cases, tests/security/xss-corpus.pin.json; the payloads themselves stay outside the
 * repository, as the data's README asks): this test fails when the file is missing, differs from the pin, or a
 * rendering test stops reading it. XSS_CORPUS=optional skips the presence check on a machine without ../shared/data.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

interface Corpus {
  source: string;
  count: number;
  cases: { title?: string; payload: string }[];
}

const pin = JSON.parse(readFileSync(path.resolve(__dirname, 'xss-corpus.pin.json'), 'utf8')) as { file: string; source: string; count: number; casesSha256: string };
const corpusPath = path.resolve(process.cwd(), pin.file);
const optional = process.env.XSS_CORPUS === 'optional';

/** The same canonical form the pin was made from: [title or null, payload] pairs, compact JSON, UTF-8. */
const casesDigest = (cases: Corpus['cases']) =>
  createHash('sha256').update(JSON.stringify(cases.map((c) => [c.title ?? null, c.payload])), 'utf8').digest('hex');

/** The tests that render every payload of the corpus (X1) or seed the property test with it (X2). */
const consumers = [
  { file: 'tests/views/sanitize-chromium.test.ts', ids: ['X1 DOMPurify payloads', 'X2 fast-check'] },
  { file: 'tests/e2e/xss.spec.ts', ids: ['X1 every DOMPurify payload'] },
  { file: 'tests/e2e/xss-surfaces.spec.ts', ids: ['X1 ${payloads.length} hostile payloads in messages', 'X1 X4', 'quick chat'] },
];

describe('X1 X2 the DOMPurify corpus is present and the one the project pinned', () => {
  it.skipIf(optional)('the corpus file exists beside the project', () => {
    expect(existsSync(corpusPath), `${corpusPath} is missing: the X1/X2 corpus tests would not run`).toBe(true);
  });

  it.skipIf(optional && !existsSync(corpusPath))('its cases are exactly the pinned ones (count and SHA-256)', () => {
    const corpus = JSON.parse(readFileSync(corpusPath, 'utf8')) as Corpus;
    expect(corpus.source).toBe(pin.source);
    expect(corpus.cases).toHaveLength(pin.count);
    expect(corpus.count).toBe(pin.count);
    for (const c of corpus.cases) {
      if (c.title !== undefined) expect(typeof c.title).toBe('string');
      expect(typeof c.payload).toBe('string');
      expect(c.payload.length).toBeGreaterThan(0);
    }
    expect(casesDigest(corpus.cases), 'the corpus changed: review it, then update tests/security/xss-corpus.pin.json').toBe(pin.casesSha256);
  });

  it('the rendering tests still read the corpus file under their X1/X2 names', () => {
    for (const consumer of consumers) {
      const source = readFileSync(path.resolve(process.cwd(), consumer.file), 'utf8');
      expect(source, consumer.file).toContain("'../shared/data/xss-payloads.json'");
      for (const id of consumer.ids) expect(source, `${consumer.file} names ${id}`).toContain(id);
    }
  });

  it('the digest tells a changed payload apart (the pin can fail)', () => {
    const cases = [{ title: 't', payload: '<img src=x onerror=alert(1)>' }];
    expect(casesDigest(cases)).not.toBe(casesDigest([{ title: 't', payload: '<img src=x onerror=alert(2)>' }]));
    expect(casesDigest(cases)).not.toBe(casesDigest([...cases, ...cases]));
  });
});
