// @vitest-environment node
/**
 * X5: HTML and script sinks appear only in `SafeHtml`. The scan is textual on purpose (comments and strings count
 * too): a sink cannot hide behind an alias or a computed key that a syntax-aware rule would miss, and a comment
 * that names a sink can always be reworded.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

interface Sink {
  name: string;
  pattern: RegExp;
}

const sinks: Sink[] = [
  { name: 'dangerouslySetInnerHTML', pattern: /dangerouslySetInnerHTML/ },
  { name: 'innerHTML', pattern: /(?<!dangerouslySet)innerHTML/i },
  { name: 'outerHTML assignment', pattern: /outerHTML['"`]?\]?\s*(?:\+|\|\||&&|\?\?)?=(?!=)/i },
  { name: 'insertAdjacentHTML', pattern: /insertAdjacentHTML/i },
  { name: 'document.write', pattern: /document\s*(?:\.\s*|\[\s*['"`])write(?:ln)?\b/ },
  { name: 'DOMParser', pattern: /DOMParser/ },
  { name: 'createContextualFragment', pattern: /createContextualFragment/ },
  { name: 'setHTMLUnsafe / parseHTMLUnsafe', pattern: /(?:set|parse)HTMLUnsafe/ },
  { name: 'srcdoc', pattern: /srcdoc/i },
  { name: "execCommand('insertHTML')", pattern: /insertHTML/ },
  { name: 'eval', pattern: /(?<![\w$.])eval\s*\(/ },
  { name: 'new Function', pattern: /new\s+Function\s*\(/ },
  { name: 'string timer', pattern: /set(?:Timeout|Interval)\s*\(\s*['"`]/ },
  { name: 'dompurify import', pattern: /(?:from\s*|import\s*\(\s*|require\s*\(\s*)['"]dompurify['"]/ },
];

/** The only places that may hold a given sink, and why. */
const allowed: Record<string, string[]> = {
  // The one HTML sink, fed only by `sanitizeHtmlForSink`.
  'src/views/ui/safe-html.tsx': ['dangerouslySetInnerHTML'],
  // The one DOMPurify instance; `srcdoc` is named in its list of forbidden attributes.
  'src/views/ui/sanitize.ts': ['dompurify import', 'srcdoc'],
};

interface Finding {
  file: string;
  line: number;
  sink: string;
  text: string;
}

/** Lists the sinks in one source file that its entry in `allowed` does not permit. */
function findHtmlSinks(source: string, file: string): Finding[] {
  const permitted = new Set(allowed[file] ?? []);
  const findings: Finding[] = [];
  source.split('\n').forEach((text, index) => {
    for (const sink of sinks) {
      if (!permitted.has(sink.name) && sink.pattern.test(text)) findings.push({ file, line: index + 1, sink: sink.name, text: text.trim() });
    }
  });
  return findings;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(?:[cm]?[jt]sx?)$/.test(entry.name) ? [full] : [];
  });
}

const repo = process.cwd();
const files = sourceFiles(path.join(repo, 'src')).map((file) => path.relative(repo, file).split(path.sep).join('/'));

describe('X5 HTML sinks', () => {
  it('X5 src/ has no HTML or script sink outside SafeHtml (safe-html.tsx, sanitize.ts)', () => {
    expect(files.length).toBeGreaterThan(10);
    const findings = files.flatMap((file) => findHtmlSinks(readFileSync(path.join(repo, file), 'utf8'), file));
    expect(findings).toEqual([]);
  });

  it('X5 sanitize is the last transformation: the one dangerouslySetInnerHTML gets sanitizeHtmlForSink output as is', () => {
    const source = readFileSync(path.join(repo, 'src/views/ui/safe-html.tsx'), 'utf8');
    expect(source.match(/dangerouslySetInnerHTML/g)).toHaveLength(1);
    expect(source.match(/__html/g)).toHaveLength(1);
    expect(source).toMatch(/\{\s*__html:\s*sanitizeHtmlForSink\(html, profile\)\s*\}/);
    expect(source).toMatch(/dangerouslySetInnerHTML=\{markup\}/);
  });

  it('X5 the scanner flags every planted sink in an ordinary file', () => {
    const planted = [
      'export const a = <div dangerouslySetInnerHTML={{ __html: html }} />;',
      'element.innerHTML = html;',
      "element['innerHTML'] = html;",
      'Reflect.set(element, "innerHTML", html);',
      'element.outerHTML = html;',
      "element['outerHTML'] = html;",
      "element.insertAdjacentHTML('beforeend', html);",
      'document.write(html);',
      'document.writeln(html);',
      "document['write'](html);",
      "new DOMParser().parseFromString(html, 'text/html');",
      'document.createRange().createContextualFragment(html);',
      'element.setHTMLUnsafe(html);',
      'Document.parseHTMLUnsafe(html);',
      'frame.srcdoc = html;',
      "document.execCommand('insertHTML', false, html);",
      'eval(code);',
      'const f = new Function(code);',
      "setTimeout('alert(1)', 10);",
      "import DOMPurify from 'dompurify';",
      "const p = await import('dompurify');",
    ];
    const findings = findHtmlSinks(planted.join('\n'), 'src/views/sections/planted.tsx');
    expect(findings.map((f) => f.line)).toEqual(planted.map((_, i) => i + 1));
    expect(findHtmlSinks('element.innerHTML = html;', 'src/views/ui/safe-html.tsx')).toHaveLength(1);
    expect(findHtmlSinks('<div dangerouslySetInnerHTML={x} />', 'src/views/ui/sanitize.ts')).toHaveLength(1);
  });

  it('X5 the scanner leaves ordinary code alone', () => {
    const ordinary = [
      'const html = element.outerHTML;',
      "if (element.outerHTML === '<b></b>') return;",
      'element.textContent = name;',
      'writer.write(chunk);',
      'const medieval = retrieval(x);',
      'setTimeout(() => refresh(), 10);',
      '<p>{subject}</p>',
    ];
    expect(findHtmlSinks(ordinary.join('\n'), 'src/views/sections/ordinary.tsx')).toEqual([]);
  });
});
