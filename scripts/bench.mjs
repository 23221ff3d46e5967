// npm run bench: the products list of acme (10,000 products) in Chromium against the production build. Measures,
// over RUNS runs each, the time from a sort click, a filter change and a search keystroke (after its 300 ms
// debounce) to the new rows painted (median and p95); the longest task while the table scrolls from top to bottom
// with its largest page; the JS heap once the list is loaded. Writes docs/benchmarks.md. Not part of npm test.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { get as httpGet } from 'node:http';
import os from 'node:os';
import { chromium } from '@playwright/test';
import { freePort, launchBenchBrowser, signInAsAna } from './bench-server.mjs';
import { watchMockWorker } from './bench-worker-heap.mjs';
import { bin, run } from './run.mjs';

const RUNS = Number(process.env.RUNS ?? 25);
const SEARCH_DEBOUNCE_MS = 300;

if (!existsSync('dist/index.html') || process.env.BENCH_BUILD !== '0') {
  if ((await run(bin('lingui'), ['compile', '--strict'])) !== 0) process.exit(1);
  if ((await run('node', ['build.mjs'])) !== 0) process.exit(1);
}

const port = await freePort();
const idpPort = await freePort();
const startServer = (env = {}) =>
  spawn('node', ['.build/server.mjs'], { env: { ...process.env, PORT: String(port), IDP_PORT: String(idpPort), ...env }, stdio: 'ignore' });
const settle = () => new Promise((resolve) => setTimeout(resolve, 2500));

// The server's own demo configuration, with the mock's simulated network latency turned off (the figures are our
// code's): read from the running server, then served again as APP_CONFIG.
let server = startServer();
await settle();
// Node cannot resolve acme.localhost: ask 127.0.0.1 with the tenant's Host.
const served = await new Promise((resolve, reject) => {
  const req = httpGet({ host: '127.0.0.1', port, path: '/config.json', headers: { Host: `acme.localhost:${port}` } }, (res) => {
    let body = '';
    res.on('data', (chunk) => (body += chunk));
    res.on('end', () => resolve(JSON.parse(body)));
  });
  req.on('error', reject);
});
await new Promise((resolve) => {
  server.once('exit', resolve);
  server.kill();
});
const configPath = '.build/bench-config.json';
writeFileSync(configPath, JSON.stringify({ ...served, mockDelayFactor: 0 }));
server = startServer({ APP_CONFIG: configPath });
const stop = () => server.kill();
process.on('exit', stop);
await settle();

const browser = await launchBenchBrowser(chromium);
const chromiumVersion = browser.version();
const page = await browser.newPage({ viewport: { width: 1440, height: 900 }, locale: 'en-US' });
const origin = `http://acme.localhost:${port}`;
await signInAsAna(page, origin);

const firstCell = 'table tbody tr[aria-rowindex] td:nth-child(2)';

/** Runs `trigger` inside the page and resolves with ms until the first row's text differs and a frame has painted. */
async function timeToPaint(trigger) {
  return page.evaluate(
    ({ selector, trigger }) =>
      new Promise((resolve, reject) => {
        const before = document.querySelector(selector)?.textContent ?? '';
        const table = document.querySelector('table');
        const started = performance.now();
        const timeout = setTimeout(() => reject(new Error(`no change after ${trigger.kind}`)), 15000);
        const observer = new MutationObserver(() => {
          const now = document.querySelector(selector)?.textContent ?? '';
          if (now === before || document.querySelector('table')?.getAttribute('aria-busy') === 'true') return;
          const fold = (text) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
          if (trigger.expectText && !fold(now).includes(trigger.expectText)) return;
          observer.disconnect();
          clearTimeout(timeout);
          // The next frame's paint: two animation frames after the DOM change.
          requestAnimationFrame(() => requestAnimationFrame(() => resolve(performance.now() - started)));
        });
        observer.observe(table, { subtree: true, childList: true, characterData: true, attributes: true });
        if (trigger.kind === 'click') document.querySelector(trigger.selector).click();
        if (trigger.kind === 'select') {
          const select = document.querySelector(trigger.selector);
          // The prototype's setter: React tracks the element's own value property and would ignore the change.
          Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value').set.call(select, trigger.value);
          select.dispatchEvent(new Event('change', { bubbles: true }));
        }
        if (trigger.kind === 'type') {
          const input = document.querySelector(trigger.selector);
          const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
          setter.call(input, trigger.value);
          input.dispatchEvent(new Event('input', { bubbles: true }));
        }
      }),
    { selector: firstCell, trigger },
  );
}

const stats = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
  return { median: at(0.5), p95: at(0.95), runs: sorted.length };
};

async function openList(query = '') {
  await page.goto(`${origin}/inventory/products${query}`);
  await page.locator(firstCell).first().waitFor();
  await page.waitForTimeout(300);
}

// Sort: the Name header toggles ascending and descending.
await openList();
const sortTimes = [];
for (let i = 0; i < RUNS; i++) sortTimes.push(await timeToPaint({ kind: 'click', selector: 'th[aria-sort] button' }));

// Filter: the Status filter alternates active and inactive products.
await openList();
const statusSelect = await page.evaluate(() => {
  const select = [...document.querySelectorAll('select')].find((el) => [...el.labels].some((label) => label.textContent.trim() === 'Status'));
  select?.setAttribute('data-bench', 'status');
  return select !== undefined;
});
if (!statusSelect) throw new Error('The Status filter was not found');
const filterTimes = [];
for (let i = 0; i < RUNS && statusSelect; i++) filterTimes.push(await timeToPaint({ kind: 'select', selector: '[data-bench="status"]', value: i % 2 === 0 ? 'false' : 'true' }));

// Search: a keystroke that changes the answer, timed from the end of the debounce.
await openList();
const searchTimes = [];
const words = ['router', 'antena', 'telefono', 'visita', 'instalacion', 'mikrotik'];
for (let i = 0; i < RUNS; i++) {
  const word = words[i % words.length];
  const total = await timeToPaint({ kind: 'type', selector: 'input[type="search"]', value: word, expectText: word });
  if (process.env.BENCH_DEBUG) console.log('search', word, total, await page.locator(firstCell).first().textContent());
  searchTimes.push(Math.max(0, total - SEARCH_DEBOUNCE_MS));
}

// Scrolling the largest page from top to bottom, one step per frame, with long tasks observed.
await openList('?pageSize=200');
const scroll = await page.evaluate(
  () =>
    new Promise((resolve) => {
      const tasks = [];
      const observer = new PerformanceObserver((list) => tasks.push(...list.getEntries().map((e) => e.duration)));
      observer.observe({ type: 'longtask', buffered: false });
      let scroller = document.querySelector('table').parentElement;
      while (scroller && !['auto', 'scroll'].includes(getComputedStyle(scroller).overflowY)) scroller = scroller.parentElement;
      const frames = [];
      let last = performance.now();
      const step = () => {
        const now = performance.now();
        frames.push(now - last);
        last = now;
        if (scroller.scrollTop + scroller.clientHeight >= scroller.scrollHeight - 1) {
          observer.disconnect();
          resolve({ longest: tasks.length ? Math.max(...tasks) : 0, longTasks: tasks.length, frames: frames.length, worstFrame: Math.max(...frames.slice(1)) });
          return;
        }
        scroller.scrollTop += 120;
        requestAnimationFrame(step);
      };
      requestAnimationFrame(step);
    }),
);

await openList();
// After a full collection: what the page holds, not the garbage of the runs before (the figure varied by 40 MiB).
const heap = await page.evaluate(() => {
  globalThis.gc?.();
  return performance.memory?.usedJSHeapSize ?? null;
});
// The demo mock API (10,000 products and the rest of the tenant's data) lives in its worker: its heap on its own line.
const workerHeap = await (await watchMockWorker(await page.context().newCDPSession(page))).heap();

await browser.close();
stop();

const fmt = (ms) => `${ms.toFixed(1)} ms`;
const row = (name, values) => {
  const s = stats(values);
  return `| ${name} | ${fmt(s.median)} | ${fmt(s.p95)} | ${s.runs} |`;
};
const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
const report = `# Benchmarks

Written by \`npm run bench\` (scripts/bench.mjs); not part of \`npm test\`. Production build, demo mock API in its
Web Worker (Mirage, src/mirage/worker.ts), acme tenant (10,000 products), Chromium ${chromiumVersion} headless, 1440x900.

Machine: ${cpu}, ${os.cpus().length} cores, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, ${os.platform()} ${os.release()}, Node ${process.version}.
Date: ${new Date().toISOString().slice(0, 10)}.

## Products list: interaction to new rows painted

Timed inside the page from the input (a click on the sorted header, a change of the Status filter, a keystroke in
Search) until the first row shows the new answer and two animation frames have passed. Search is timed from the
end of its ${SEARCH_DEBOUNCE_MS} ms debounce. The time includes the mock service answering in its worker (sorting,
filtering or searching 10,000 products) and rendering; the demo's simulated network latency (120 ms a list
request) is turned off for the run (\`mockDelayFactor: 0\` in config.json). Aim: under 100 ms median.

| interaction | median | p95 | runs |
|---|---|---|---|
${row('sort (Name, asc/desc)', sortTimes)}
${row('filter (Status)', filterTimes)}
${row('search keystroke (after debounce)', searchTimes)}

## Scrolling 200 rows (the largest page) from top to bottom

One 120 px step per animation frame. Aim: no task over 50 ms.

| longest task | long tasks (> 50 ms) | frames | worst frame |
|---|---|---|---|
| ${fmt(scroll.longest)} | ${scroll.longTasks} | ${scroll.frames} | ${fmt(scroll.worstFrame)} |

## Memory

JS heap used with the products list loaded (after sign-in, dashboard, list; after a full garbage collection): ${heap === null ? 'not available' : `${(heap / 2 ** 20).toFixed(1)} MiB`}.
JS heap of the mock API worker then (the demo's servers and their data, after a full collection): ${workerHeap === null ? 'not available' : `${(workerHeap / 2 ** 20).toFixed(1)} MiB`}.
`;
// The start-up part (scripts/bench-start.mjs) is kept, then measured again.
const previous = existsSync('docs/benchmarks.md') ? readFileSync('docs/benchmarks.md', 'utf8') : '';
const startPart = previous.match(/<!-- bench-start:begin -->[\s\S]*<!-- bench-start:end -->/)?.[0];
writeFileSync('docs/benchmarks.md', startPart ? `${report}\n${startPart}\n` : report);
console.log(report);
process.exit(await run('node', ['scripts/bench-start.mjs']));
