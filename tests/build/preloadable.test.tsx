import { act, render, screen } from '@testing-library/react';
import { Component, Suspense, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { preloadable, preloadWhenIdle } from '../../src/views/shell/preloadable';

const Panel = ({ text }: { text: string }) => <p>{text}</p>;

class Boundary extends Component<{ children: ReactNode }, { error: string | null }> {
  override state = { error: null as string | null };
  static getDerivedStateFromError(error: Error) {
    return { error: error.message };
  }
  override render() {
    return this.state.error ? <p role="alert">{this.state.error}</p> : this.props.children;
  }
}

describe('preloadable (issue 12 point 2)', () => {
  it('once preloaded, the first render shows the component at once, with no fallback', async () => {
    const load = vi.fn(async () => Panel);
    const Lazy = preloadable(load);
    await Lazy.preload();
    render(
      <Suspense fallback={<p>loading</p>}>
        <Lazy text="drawer" />
      </Suspense>,
    );
    // Synchronously: no act() flush, no waiting.
    expect(screen.getByText('drawer')).toBeTruthy();
    expect(screen.queryByText('loading')).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('not preloaded, it suspends like React.lazy and loads once', async () => {
    let resolve!: (c: typeof Panel) => void;
    const load = vi.fn(() => new Promise<typeof Panel>((r) => (resolve = r)));
    const Lazy = preloadable(load);
    render(
      <Suspense fallback={<p>loading</p>}>
        <Lazy text="panel" />
      </Suspense>,
    );
    expect(screen.getByText('loading')).toBeTruthy();
    void Lazy.preload();
    await act(async () => resolve(Panel));
    expect(await screen.findByText('panel')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a failed preload is forgotten: the next use loads again', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(Panel);
    const Lazy = preloadable<{ text: string }>(load);
    await expect(Lazy.preload()).resolves.toBeUndefined();
    render(
      <Suspense fallback={<p>loading</p>}>
        <Lazy text="again" />
      </Suspense>,
    );
    expect(await screen.findByText('again')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('a failed load while rendering reaches the error boundary (no endless retry)', async () => {
    const load = vi.fn(async () => Promise.reject(new Error('chunk failed')));
    const Lazy = preloadable<{ text: string }>(load);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <Boundary>
        <Suspense fallback={<p>loading</p>}>
          <Lazy text="x" />
        </Suspense>
      </Boundary>,
    );
    expect((await screen.findByRole('alert')).textContent).toBe('chunk failed');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('preloadWhenIdle fetches one after the other in idle periods, and stops when cancelled', async () => {
    vi.useFakeTimers();
    const idle = vi.fn((run: () => void) => window.setTimeout(run, 10));
    vi.stubGlobal('requestIdleCallback', idle);
    vi.stubGlobal('cancelIdleCallback', (h: number) => window.clearTimeout(h));
    const a = vi.fn(async () => undefined);
    const b = vi.fn(async () => undefined);
    const c = vi.fn(async () => undefined);
    const cancel = preloadWhenIdle([a, b, c]);
    expect(a).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(10);
    expect(a).toHaveBeenCalledTimes(1);
    expect(b).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(10);
    expect(b).toHaveBeenCalledTimes(1);
    cancel();
    await vi.advanceTimersByTimeAsync(50);
    expect(c).not.toHaveBeenCalled();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });
});
