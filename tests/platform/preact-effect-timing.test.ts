// The preact/compat build's effect timing (src/startup/preact-effect-timing.ts): after an input, a chain of effects
// settles before the next frame, as React's would; otherwise effects wait for the frame, as preact's own do.
import { h, render } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A popover the way Ark's works: a prop followed in one effect, the content mounted in a second. */
function Panel({ onOpen }: { onOpen: (open: () => void) => void }) {
  const [open, setOpen] = useState(false);
  const [present, setPresent] = useState(false);
  const [mounted, setMounted] = useState(false);
  useEffect(() => setPresent(open), [open]);
  useEffect(() => setMounted(present), [present]);
  onOpen(() => setOpen(true));
  return h('button', { type: 'button', onClick: () => setOpen(true) }, mounted ? 'content' : open ? 'opening' : 'closed');
}

const settle = async () => {
  for (let i = 0; i < 20; i++) await Promise.resolve();
};

// The module's state lives for the file: the test without an input comes first (an input's window ends at a frame).
describe('preact effect timing', () => {
  let root: HTMLElement;
  let openLater: () => void = () => {};
  beforeEach(async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] });
    await import('../../src/startup/preact-effect-timing');
    root = document.createElement('div');
    document.body.append(root);
    render(h(Panel, { onOpen: (open) => (openLater = open) }), root);
    await vi.advanceTimersByTimeAsync(100); // the mount's effects
  });
  afterEach(() => {
    render(null, root);
    root.remove();
    vi.useRealTimers();
  });

  it('without an input, effects wait for the next frame (preact’s own timing)', async () => {
    openLater();
    await settle();
    expect(root.textContent).toBe('opening');
    await vi.advanceTimersByTimeAsync(100);
    expect(root.textContent).toBe('content');
  });
  it('after a click, the chain of effects runs before any frame or timer', async () => {
    root.querySelector('button')!.click();
    await settle();
    expect(root.textContent).toBe('content');
  });

});
