/** The boot script's start of the mock API worker (`src/startup/mock-worker.ts`): Trusted Types, load failures. */
import { describe, expect, it } from 'vitest';
import { mockWorkerPolicy, startMockWorker } from '../../src/startup/mock-worker';

class FakeWorker extends EventTarget {
  static made: { url: unknown; options: unknown }[] = [];
  constructor(url: unknown, options: unknown) {
    super();
    FakeWorker.made.push({ url, options });
  }
  emit(type: 'message' | 'error', data?: unknown) {
    this.dispatchEvent(type === 'message' ? new MessageEvent('message', { data }) : new Event('error'));
  }
}

const url = '/assets/mock-worker-ABCDEFGH.js';

describe('startMockWorker', () => {
  it('starts a named module worker from the given URL', () => {
    FakeWorker.made = [];
    const handle = startMockWorker(url, { Worker: FakeWorker as unknown as typeof Worker });
    expect(FakeWorker.made).toEqual([{ url, options: { type: 'module', name: 'mock-api' } }]);
    expect(handle).toMatchObject({ loaded: false, failed: false });
    expect(handle.worker).toBeInstanceOf(FakeWorker);
  });

  it('under Trusted Types it hands the Worker a value of its own policy, which lets only this URL through', () => {
    FakeWorker.made = [];
    const policies: { name: string; createScriptURL: (u: string) => string }[] = [];
    const trustedTypes = {
      createPolicy: (name: string, rules: { createScriptURL: (u: string) => string }) => {
        policies.push({ name, ...rules });
        return { createScriptURL: (u: string) => ({ trusted: rules.createScriptURL(u) }) };
      },
    };
    startMockWorker(url, { Worker: FakeWorker as unknown as typeof Worker, trustedTypes });
    expect(policies.map((p) => p.name)).toEqual([mockWorkerPolicy]);
    expect(FakeWorker.made[0]!.url).toEqual({ trusted: url });
    expect(() => policies[0]!.createScriptURL('https://evil.test/x.js')).toThrow(TypeError);
  });

  it('an error before the worker has loaded marks it failed; one after (a script error inside) does not', () => {
    const early = startMockWorker(url, { Worker: FakeWorker as unknown as typeof Worker });
    (early.worker as unknown as FakeWorker).emit('error');
    expect(early).toMatchObject({ loaded: false, failed: true });
    const late = startMockWorker(url, { Worker: FakeWorker as unknown as typeof Worker });
    (late.worker as unknown as FakeWorker).emit('message', { type: 'other' });
    expect(late.loaded).toBe(false);
    (late.worker as unknown as FakeWorker).emit('message', { type: 'loaded' });
    (late.worker as unknown as FakeWorker).emit('error');
    expect(late).toMatchObject({ loaded: true, failed: false });
  });

  it('a Worker constructor that throws (or none) gives a failed handle, never an exception in the boot script', () => {
    const throwing = class {
      constructor() {
        throw new DOMException('blocked', 'SecurityError');
      }
    };
    expect(startMockWorker(url, { Worker: throwing as unknown as typeof Worker })).toEqual({ worker: null, loaded: false, failed: true });
    expect(startMockWorker(url, {})).toEqual({ worker: null, loaded: false, failed: true });
  });
});
