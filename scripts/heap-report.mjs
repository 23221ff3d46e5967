// node scripts/heap-report.mjs: what the page's JS heap holds after a returning user's start, the moment the
// benchmark (scripts/bench-start.mjs) reads performance.memory.usedJSHeapSize. Starts the app server on a build like
// the bench does, signs in as ana@acme.test, reloads /dashboard RUNS times as a returning user, waits 1.5 s after the
// dashboard is visible, collects garbage, reads the heap figure, and takes a heap snapshot over the DevTools protocol
// of the last load. Prints the snapshot's composition: self size by node type, by constructor, closures and code by
// script, the biggest strings, and the biggest retained sizes (a dominator tree), so a cut can be aimed and measured.
// Never a test.
//   HEAP_DIST=.build/dist-bench-react (the build to serve, default dist-heap)  RUNS=3  SNAPSHOT=/tmp/heap.heapsnapshot
//   TOP=25 (rows per table)
import { readFileSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';
import { cdpEvaluate, launchBenchBrowser, probe, returningUserTab, sleep, startBenchServer } from './bench-server.mjs';

const DIST = process.env.HEAP_DIST ?? 'dist-heap';
const RUNS = Number(process.env.RUNS ?? 3);
const TOP = Number(process.env.TOP ?? 25);

/** The app server as the bench starts it: the demo configuration with the mock's simulated latency off. */
const startServer = (distDir) => startBenchServer(distDir, (idpPort) => `/tmp/heap-report-config-${idpPort}.json`);

// The bench's own probe (bench-server.mjs): the same page as the benchmark measures.

async function snapshotOf(cdp) {
  const chunks = [];
  const onChunk = (event) => chunks.push(event.chunk);
  cdp.on('HeapProfiler.addHeapSnapshotChunk', onChunk);
  await cdp.send('HeapProfiler.enable');
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false, captureNumericValue: false });
  cdp.off('HeapProfiler.addHeapSnapshotChunk', onChunk);
  return chunks.join('');
}

// ---- the snapshot's analysis ----

export function analyse(raw) {
  const snap = JSON.parse(raw);
  const meta = snap.snapshot.meta;
  const nf = meta.node_fields;
  const ef = meta.edge_fields;
  const N = nf.length;
  const E = ef.length;
  const nodeTypes = meta.node_types[0];
  const edgeTypes = meta.edge_types[0];
  const { nodes, edges, strings } = snap;
  const count = nodes.length / N;
  const iType = nf.indexOf('type');
  const iName = nf.indexOf('name');
  const iSize = nf.indexOf('self_size');
  const iEdges = nf.indexOf('edge_count');
  const eType = ef.indexOf('type');
  const eName = ef.indexOf('name_or_index');
  const eTo = ef.indexOf('to_node');
  const firstEdge = new Uint32Array(count + 1);
  for (let n = 0, e = 0; n < count; n++) {
    firstEdge[n] = e;
    e += nodes[n * N + iEdges] * E;
    firstEdge[n + 1] = e;
  }
  const type = (n) => nodeTypes[nodes[n * N + iType]];
  const name = (n) => strings[nodes[n * N + iName]];
  const size = (n) => nodes[n * N + iSize];
  const edgeName = (e) => {
    const t = edgeTypes[edges[e + eType]];
    return t === 'element' || t === 'hidden' ? edges[e + eName] : strings[edges[e + eName]];
  };
  const outgoing = function* (n) {
    for (let e = firstEdge[n]; e < firstEdge[n + 1]; e += E) yield { type: edgeTypes[edges[e + eType]], name: edgeName(e), to: edges[e + eTo] / N };
  };
  const total = (() => {
    let sum = 0;
    for (let n = 0; n < count; n++) sum += size(n);
    return sum;
  })();

  // Dominator tree (Cooper, Harvey and Kennedy) over the strong edges from the synthetic root (node 0).
  const strong = (t) => t !== 'weak' && t !== 'shortcut';
  const order = new Int32Array(count).fill(-1); // post-order number
  const post = [];
  {
    const stack = [0];
    const iter = new Uint32Array(count);
    const seen = new Uint8Array(count);
    seen[0] = 1;
    for (let n = 0; n < count; n++) iter[n] = firstEdge[n];
    while (stack.length) {
      const n = stack[stack.length - 1];
      let pushed = false;
      while (iter[n] < firstEdge[n + 1]) {
        const e = iter[n];
        iter[n] += E;
        if (!strong(edgeTypes[edges[e + eType]])) continue;
        const to = edges[e + eTo] / N;
        if (seen[to]) continue;
        seen[to] = 1;
        stack.push(to);
        pushed = true;
        break;
      }
      if (!pushed) {
        stack.pop();
        order[n] = post.length;
        post.push(n);
      }
    }
  }
  const preds = Array.from({ length: count }, () => []);
  for (let n = 0; n < count; n++) {
    if (order[n] < 0) continue;
    for (let e = firstEdge[n]; e < firstEdge[n + 1]; e += E) {
      if (!strong(edgeTypes[edges[e + eType]])) continue;
      const to = edges[e + eTo] / N;
      if (order[to] >= 0) preds[to].push(n);
    }
  }
  const idom = new Int32Array(count).fill(-1);
  idom[0] = 0;
  const intersect = (a, b) => {
    while (a !== b) {
      while (order[a] < order[b]) a = idom[a];
      while (order[b] < order[a]) b = idom[b];
    }
    return a;
  };
  for (let changed = true; changed; ) {
    changed = false;
    for (let i = post.length - 1; i >= 0; i--) {
      const n = post[i];
      if (n === 0) continue;
      let next = -1;
      for (const p of preds[n]) {
        if (idom[p] < 0) continue;
        next = next < 0 ? p : intersect(p, next);
      }
      if (next >= 0 && idom[n] !== next) {
        idom[n] = next;
        changed = true;
      }
    }
  }
  const retained = new Float64Array(count);
  for (const n of post) {
    retained[n] += size(n);
    if (n !== 0) retained[idom[n]] += retained[n];
  }

  // Closures and code by script: closure -> shared (SharedFunctionInfo) -> script (its name is the URL).
  const scriptOfShared = new Map();
  const scriptOf = (shared) => {
    if (scriptOfShared.has(shared)) return scriptOfShared.get(shared);
    let url = '(no script)';
    for (const edge of outgoing(shared)) {
      if (edge.name === 'script' || edge.name === 'script_or_debug_info') {
        url = name(edge.to) || '(anonymous script)';
        break;
      }
    }
    scriptOfShared.set(shared, url);
    return url;
  };
  const byScript = new Map();
  const addScript = (url, key, bytes) => {
    const row = byScript.get(url) ?? { closures: 0, closureCount: 0, shared: 0, bytecode: 0, contexts: 0, retained: 0 };
    row[key] += bytes;
    byScript.set(url, row);
  };
  const byType = new Map();
  const byCtor = new Map();
  const strs = [];
  for (let n = 0; n < count; n++) {
    const t = type(n);
    const s = size(n);
    const tRow = byType.get(t) ?? { count: 0, self: 0 };
    tRow.count++;
    tRow.self += s;
    byType.set(t, tRow);
    if (t === 'object' || t === 'closure' || t === 'array' || t === 'native') {
      const key = t === 'object' || t === 'native' ? name(n) : `(${t}) ${t === 'closure' ? '' : name(n)}`;
      const c = byCtor.get(key) ?? { count: 0, self: 0, retained: 0 };
      c.count++;
      c.self += s;
      byCtor.set(key, c);
    }
    if (t === 'string' || t === 'concatenated string' || t === 'sliced string') strs.push(n);
    if (t === 'closure') {
      for (const edge of outgoing(n)) {
        if (edge.name !== 'shared') continue;
        const url = scriptOf(edge.to);
        addScript(url, 'closures', s);
        byScript.get(url).closureCount++;
        break;
      }
    }
    if (t === 'code' && name(n) === 'system / SharedFunctionInfo') {
      const url = scriptOf(n);
      addScript(url, 'shared', s);
      for (const edge of outgoing(n)) {
        if (edge.name === 'function_data' || edge.name === 'bytecode' || edge.name === 'trusted_function_data') {
          if (name(edge.to).includes('BytecodeArray') || type(edge.to) === 'code') addScript(url, 'bytecode', size(edge.to));
        }
      }
    }
  }
  const script = [...byScript].sort((a, b) => b[1].closures + b[1].shared + b[1].bytecode - (a[1].closures + a[1].shared + a[1].bytecode));

  // The biggest dominators that are not the roots' own bookkeeping, with a path from the root.
  const pathTo = (n) => {
    const steps = [];
    let at = n;
    for (let i = 0; i < 8 && at !== 0; i++) {
      const parent = idom[at];
      let label = '?';
      for (const edge of outgoing(parent)) if (edge.to === at) label = String(edge.name);
      steps.unshift(`${name(parent).slice(0, 30) || type(parent)}.${label}`);
      at = parent;
    }
    return steps.join(' > ');
  };
  const candidates = [];
  for (let n = 1; n < count; n++) if (retained[n] > 100 * 1024 && type(n) !== 'synthetic') candidates.push(n);
  candidates.sort((a, b) => retained[b] - retained[a]);

  return { total, count, byType, byCtor, script, strs: strs.sort((a, b) => size(b) - size(a)), candidates, name, type, size, retained, pathTo, idom };
}

const kib = (v) => `${(v / 1024).toFixed(1)} KiB`;

function print(raw) {
    const a = analyse(raw);
    console.log(`\nsnapshot: ${a.count} nodes, ${kib(a.total)} self in all`);
    console.log('\n## Self size by node type');
    for (const [t, r] of [...a.byType].sort((x, y) => y[1].self - x[1].self)) console.log(`${kib(r.self).padStart(12)}  ${String(r.count).padStart(7)}  ${t}`);
    console.log('\n## Self size by constructor (objects, arrays, closures)');
    for (const [c, r] of [...a.byCtor].sort((x, y) => y[1].self - x[1].self).slice(0, TOP)) console.log(`${kib(r.self).padStart(12)}  ${String(r.count).padStart(7)}  ${c.slice(0, 90)}`);
    console.log('\n## Code by script (closures | SharedFunctionInfo | bytecode)');
    for (const [url, r] of a.script.slice(0, TOP)) console.log(`${kib(r.closures).padStart(10)} ${kib(r.shared).padStart(10)} ${kib(r.bytecode).padStart(10)}  ${String(r.closureCount).padStart(6)} fns  ${url.replace(/^https?:\/\/[^/]+/, '')}`);
    const totals = a.script.reduce((s, [, r]) => ({ closures: s.closures + r.closures, shared: s.shared + r.shared, bytecode: s.bytecode + r.bytecode }), { closures: 0, shared: 0, bytecode: 0 });
    console.log(`${kib(totals.closures).padStart(10)} ${kib(totals.shared).padStart(10)} ${kib(totals.bytecode).padStart(10)}  (all scripts)`);
    console.log('\n## Biggest strings');
    for (const n of a.strs.slice(0, TOP)) console.log(`${kib(a.size(n)).padStart(12)}  ${a.type(n).padEnd(20)} ${JSON.stringify(a.name(n).slice(0, 100))}`);
    console.log('\n## Biggest retained sizes (dominator tree; path from the root by immediate dominators)');
    for (const n of a.candidates.slice(0, TOP * 2)) console.log(`${kib(a.retained[n]).padStart(12)}  ${a.type(n)} ${JSON.stringify(a.name(n).slice(0, 60))}  <- ${a.pathTo(n).slice(0, 220)}`);
}

async function main() {
  if (process.env.HEAP_FILE) return print(readFileSync(process.env.HEAP_FILE, 'utf8'));
  const { port, stop } = await startServer(DIST);
  const browser = await launchBenchBrowser(chromium);
  try {
    const { page, cdp, origin } = await returningUserTab(browser, port, probe);
    // After the reload, only the DevTools protocol touches the page: Playwright's waitForFunction and evaluate would
    // inject its own script (about 0.4 MiB of source and code) into the page's heap (PLAYWRIGHT=1 to see it).
    const evaluate = async (expression) => {
      if (process.env.PLAYWRIGHT) return page.evaluate(expression);
      return cdpEvaluate(cdp, expression);
    };
    const waitVisible = async () => {
      if (process.env.PLAYWRIGHT) return page.waitForFunction(() => window.__bench.visible > 0, null, { timeout: 30000 });
      for (let i = 0; i < 600 && !(await evaluate('window.__bench?.visible > 0')); i++) await sleep(50);
    };
    const heaps = [];
    const mib = (v) => `${(v / 2 ** 20).toFixed(2)} MiB`;
    for (let i = 0; i < RUNS; i++) {
      // The last document's leftovers are collected first (as scripts/bench-start.mjs does), or they count in this load.
      await cdp.send('HeapProfiler.collectGarbage');
      await page.goto(`${origin}/dashboard`);
      await waitVisible();
      await sleep(1500);
      heaps.push(await evaluate('(globalThis.gc?.(), performance.memory?.usedJSHeapSize ?? 0)'));
      await cdp.send('HeapProfiler.collectGarbage');
      const live = await evaluate('performance.memory?.usedJSHeapSize ?? 0');
      const usage = await cdp.send('Runtime.getHeapUsage');
      console.log(`load ${i + 1}: usedJSHeapSize ${mib(heaps[i])} after gc(), ${mib(live)} live (V8 heap ${mib(usage.usedSize)}, Blink's C++ heap ${mib(usage.embedderHeapUsedSize ?? 0)}, array buffers ${mib(usage.backingStorageSize ?? 0)})`);
    }
    const sorted = [...heaps].sort((a, b) => a - b);
    console.log(`median usedJSHeapSize ${(sorted[Math.floor((sorted.length - 1) / 2)] / 2 ** 20).toFixed(2)} MiB over ${RUNS} loads (${DIST})`);
    if (process.env.NO_SNAPSHOT) return;
    const raw = await snapshotOf(cdp);
    if (process.env.SNAPSHOT) writeFileSync(process.env.SNAPSHOT, raw);
    print(raw);
  } finally {
    await browser.close();
    stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  await main();
  process.exit(0);
}
