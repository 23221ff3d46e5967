/** A lazily loaded layer whose chunk fails to arrive is tried again, then left out: the page around it stays. */
import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { OPTIONAL_LAZY_RETRY_MS, optionalLazy } from '../../src/views/ui/optional-lazy';

const Layer = ({ text }: { text: string }) => <p>{text}</p>;

describe('optionalLazy', () => {
  it('tries again after a failed import and shows the layer once it arrives', async () => {
    const waits: number[] = [];
    let calls = 0;
    const Lazy = optionalLazy<{ text: string }>(
      async () => {
        calls += 1;
        if (calls < 3) throw new TypeError('Failed to fetch dynamically imported module');
        return Layer;
      },
      { wait: async (ms) => void waits.push(ms) },
    );
    render(
      <main>
        <h1>Page</h1>
        <Suspense fallback={null}>
          <Lazy text="tooltips ready" />
        </Suspense>
      </main>,
    );
    expect(await screen.findByText('tooltips ready')).toBeTruthy();
    expect(calls).toBe(3);
    expect(waits).toEqual([OPTIONAL_LAZY_RETRY_MS[0], OPTIONAL_LAZY_RETRY_MS[1]]);
  });

  it('after the last try it renders nothing, with a warning, and the page around it stays', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    let calls = 0;
    const Lazy = optionalLazy<{ text: string }>(
      async () => {
        calls += 1;
        throw new TypeError('Failed to fetch dynamically imported module');
      },
      { wait: async () => undefined },
    );
    render(
      <main>
        <h1>Page</h1>
        <Suspense fallback={<p>waiting</p>}>
          <Lazy text="never" />
        </Suspense>
      </main>,
    );
    await vi.waitFor(() => expect(screen.queryByText('waiting')).toBeNull());
    expect(screen.getByRole('heading', { name: 'Page' })).toBeTruthy();
    expect(screen.queryByText('never')).toBeNull();
    expect(calls).toBe(OPTIONAL_LAZY_RETRY_MS.length + 1);
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });
});
