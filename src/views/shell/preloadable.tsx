import { createElement, type ComponentType } from 'react';

/** A lazily loaded component that can be fetched ahead of its first use (idle time, pointer or focus intent). */
export type PreloadableComponent<P extends object> = ComponentType<P> & {
  /** Fetches the code now; a failure here is forgotten (the first render tries again and shows its error). */
  preload: () => Promise<void>;
};

/**
 * Like React.lazy, except that once the code is there the component renders at once, without suspending: React
 * holds a suspended update back for at least 300 ms, so a lazy drawer or navigation whose chunk had long arrived
 * still took 320 ms to paint the first time (issue 12 point 2). Until then it suspends as React.lazy would, and a
 * failed load is thrown to the nearest error boundary, until a later preload (intent, idle) tries again.
 */
export function preloadable<P extends object>(load: () => Promise<ComponentType<P>>): PreloadableComponent<P> {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;
  let failure: { error: unknown } | null = null;
  const fetchCode = () => {
    failure = null;
    pending ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        pending = null;
        throw error;
      },
    );
    return pending;
  };
  function Preloadable(props: P) {
    if (loaded) return createElement(loaded, props);
    if (failure) throw failure.error;
    // The Suspense protocol (a thrown thenable), understood by React and preact/compat alike.
    throw fetchCode().then(
      () => undefined,
      (error: unknown) => {
        failure = { error };
      },
    );
  }
  return Object.assign(Preloadable, { preload: () => fetchCode().then(() => undefined, () => undefined) });
}

const whenIdle = (run: () => void): (() => void) => {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run, { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(run, 200);
  return () => window.clearTimeout(handle);
};

/**
 * Fetches the code of controls already on screen once the browser is idle, one chunk per idle period, so that their
 * first use does not wait for the network (issue 12 point 2). Returns a cancel function (for an effect's cleanup).
 */
export function preloadWhenIdle(preloads: readonly (() => Promise<void>)[]): () => void {
  let cancel: (() => void) | null = null;
  let stopped = false;
  const next = (index: number) => {
    if (stopped || index >= preloads.length) return;
    cancel = whenIdle(() => {
      void preloads[index]!().then(() => next(index + 1));
    });
  };
  next(0);
  return () => {
    stopped = true;
    cancel?.();
  };
}

/** Props that fetch a control's code on the first sign of intent (pointer over it, focus on it, a touch starting on it). */
export const intentProps = (preload: () => Promise<void>) => ({
  onPointerEnter: () => void preload(),
  onFocus: () => void preload(),
  onTouchStart: () => void preload(),
});
