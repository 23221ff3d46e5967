// The JS heap of the demo mock API's worker (src/mirage/worker.ts), for the benchmarks: the page's heap no longer holds
// the mock's data, so its own figure says where that memory went. Chromium DevTools protocol on the page's session:
// dedicated workers are auto-attached (non-flat sessions, messages through Target.sendMessageToTarget), then a full
// collection and Runtime.getHeapUsage on the worker whose script is the mock's.
/**
 * @param {import('@playwright/test').CDPSession} cdp a CDP session of the page
 * @returns {Promise<{ heap: () => Promise<number | null> }>} `heap()`: the mock worker's used heap in bytes, null without one
 */
export async function watchMockWorker(cdp) {
  const workers = new Map();
  const waiting = new Map();
  let lastId = 0;
  cdp.on('Target.attachedToTarget', (event) => {
    if (event.targetInfo.type === 'worker') workers.set(event.sessionId, event.targetInfo.url);
  });
  cdp.on('Target.detachedFromTarget', (event) => workers.delete(event.sessionId));
  cdp.on('Target.receivedMessageFromTarget', (event) => {
    const message = JSON.parse(event.message);
    const resolve = waiting.get(message.id);
    if (!resolve) return;
    waiting.delete(message.id);
    resolve(message.result ?? null);
  });
  const call = (sessionId, method, params = {}) =>
    new Promise((resolve) => {
      const id = ++lastId;
      waiting.set(id, resolve);
      cdp.send('Target.sendMessageToTarget', { sessionId, message: JSON.stringify({ id, method, params }) }).catch(() => {
        waiting.delete(id);
        resolve(null);
      });
    });
  await cdp.send('Target.setAutoAttach', { autoAttach: true, waitForDebuggerOnStart: false, flatten: false });
  return {
    heap: async () => {
      const find = () => [...workers].find(([, url]) => /\/mock-worker-[\w-]+\.js$/.test(url))?.[0];
      // An existing worker's attachment is announced right after the auto-attach: a moment's grace (not a timing).
      for (let i = 0; i < 20 && !find(); i++) await new Promise((resolve) => setTimeout(resolve, 50));
      const session = find();
      if (!session) return null;
      await call(session, 'HeapProfiler.collectGarbage');
      return (await call(session, 'Runtime.getHeapUsage'))?.usedSize ?? null;
    },
  };
}
