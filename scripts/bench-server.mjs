// What the benchmarks (bench.mjs, bench-start.mjs) and the heap report (heap-report.mjs) share: free ports, and the
// app server on a build with the demo configuration and the mock's simulated latency off.
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { get as httpGet } from 'node:http';
import { createServer } from 'node:net';

export const freePort = () =>
  new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits for the app server on `port` to answer acme's config.json; resolves to that configuration. */
export async function waitForServer(port) {
  for (let i = 0; i < 100; i++) {
    const ok = await new Promise((resolve) => {
      const req = httpGet({ host: '127.0.0.1', port, path: '/config.json', headers: { Host: `acme.localhost:${port}` } }, (res) => {
        let body = '';
        res.on('data', (c) => (body += c));
        res.on('end', () => resolve(res.statusCode === 200 ? JSON.parse(body) : null));
      });
      req.on('error', () => resolve(null));
    });
    if (ok) return ok;
    await sleep(100);
  }
  throw new Error('The server did not start');
}

/**
 * The app server (.build/server.mjs) on `distDir` as the benchmarks run it: started once to read its configuration,
 * then again with that configuration and `mockDelayFactor: 0` (written to `configPath(idpPort)`).
 */
export async function startBenchServer(distDir, configPath) {
  const port = await freePort();
  const idpPort = await freePort();
  const env = { ...process.env, PORT: String(port), IDP_PORT: String(idpPort), DIST_DIR: distDir };
  let server = spawn('node', ['.build/server.mjs'], { env, stdio: 'ignore' });
  const served = await waitForServer(port);
  await new Promise((resolve) => {
    server.once('exit', resolve);
    server.kill();
  });
  const path = configPath(idpPort);
  writeFileSync(path, JSON.stringify({ ...served, mockDelayFactor: 0 }));
  server = spawn('node', ['.build/server.mjs'], { env: { ...env, APP_CONFIG: path }, stdio: 'ignore' });
  await waitForServer(port);
  return { port, stop: () => server.kill() };
}

/** Chromium as the benchmarks launch it: precise memory figures and `gc()` in the page. */
export const launchBenchBrowser = (chromium) =>
  chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--enable-precise-memory-info', '--js-flags=--expose-gc'],
  });

/** Signs ana@acme.test in through the provider's pages at `origin` and waits for the dashboard's address. */
export async function signInAsAna(page, origin) {
  await page.goto(`${origin}/`);
  await page.getByLabel('Email').fill('ana@acme.test');
  await page.getByLabel('Password').fill('demo');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(`${origin}/dashboard`);
}

/**
 * A returning user's tab: ana signed in at `port` with `probe` installed before each load's scripts, the dashboard
 * shown once and settled, then a DevTools session with the HTTP cache disabled (the loads that follow are cold).
 */
export async function returningUserTab(browser, port, probe) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'en-US' });
  const page = await context.newPage();
  await page.addInitScript(probe);
  const origin = `http://acme.localhost:${port}`;
  await signInAsAna(page, origin);
  await page.waitForFunction(() => window.__bench.visible > 0, null, { timeout: 30000 });
  await sleep(1500);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  return { context, page, cdp, origin };
}

/**
 * Evaluates `expression` in the page through the DevTools protocol only: Playwright's evaluate and waitForFunction
 * inject its own script into the page's heap (about 0.4 MiB, more with each load of the tab), which a heap figure
 * must not count.
 */
export async function cdpEvaluate(cdp, expression) {
  const { result, exceptionDetails } = await cdp.send('Runtime.evaluate', { expression, returnByValue: true });
  if (exceptionDetails) throw new Error(exceptionDetails.exception?.description ?? exceptionDetails.text);
  return result.value;
}

// Installed before any script of each load: when the dashboard's heading and company card are in the DOM, the time
// after the frame that paints them (a task queued from requestAnimationFrame runs after that frame's paint).
export const probe = () => {
  const bench = (window.__bench = { visible: null, lcp: 0 });
  const afterPaint = (done) => requestAnimationFrame(() => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => done(performance.now());
    channel.port2.postMessage(null);
  });
  const shown = () => {
    const heading = document.querySelector('main h1:not(.visually-hidden)');
    const card = document.querySelector('main section[aria-label] > div');
    return heading && card && card.textContent.trim() !== '';
  };
  const observer = new MutationObserver(() => {
    if (bench.visible !== null || !shown()) return;
    observer.disconnect();
    bench.visible = -1;
    afterPaint((t) => (bench.visible = t));
  });
  observer.observe(document, { subtree: true, childList: true, characterData: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) bench.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  // The main thread's long tasks (over 50 ms) of the load: the start-up's own work (the demo mock seeds in its worker).
  bench.longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) bench.longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  // First-open timing: from the pointer's press (its event time) to the paint after `selector` is shown.
  bench.timeOpen = (selector) =>
    new Promise((resolve, reject) => {
      let pressed = null;
      const onPress = (event) => {
        pressed = event.timeStamp;
        check();
      };
      window.addEventListener('pointerdown', onPress, { capture: true, once: true });
      const visible = () => {
        const el = document.querySelector(selector);
        if (!el) return false;
        const box = el.getBoundingClientRect();
        return box.width > 0 && box.height > 0 && getComputedStyle(el).visibility !== 'hidden';
      };
      const timeout = setTimeout(() => reject(new Error(`${selector} not shown`)), 10000);
      let finished = false;
      const check = () => {
        if (finished || pressed === null || !visible()) return;
        finished = true;
        mutations.disconnect();
        clearTimeout(timeout);
        afterPaint((t) => resolve(t - pressed));
      };
      const mutations = new MutationObserver(check);
      mutations.observe(document, { subtree: true, childList: true, attributes: true });
    });
};
