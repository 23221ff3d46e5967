// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createActor, setup, waitFor } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { dialogMachine, selectDialogConfig, type DialogRef } from '../../src/machines/dialog.machine';
import { externalLinkMachine, leaveQuestion, realHost, type ExternalLinkEvent, type ExternalLinkRef } from '../../src/machines/external-link.machine';
import { doneEvent, stateKey } from '../support/path-events';

/** The leave notice beside a real dialog service, as in the app; `opened` records what the browser was asked to open. */
function start() {
  const opened: string[] = [];
  const root = setup({
    actors: { dialogMachine, externalLinkMachine: externalLinkMachine.provide({ actions: { openInNewTab: (_, p) => opened.push(p.href) } }) },
  }).createMachine({
    invoke: [
      { id: 'dialog', src: 'dialogMachine', systemId: 'dialog' },
      { id: 'externalLink', src: 'externalLinkMachine', systemId: 'externalLink' },
    ],
  });
  const actor = createActor(root).start();
  return {
    opened,
    dialog: actor.system.get('dialog') as DialogRef,
    leave: actor.system.get('externalLink') as ExternalLinkRef,
  };
}

describe('realHost (B4)', () => {
  it('is the host the browser will contact, whatever the link text says', () => {
    expect(realHost('https://evil.example/pay?to=acme.test')).toBe('evil.example');
    expect(realHost('https://shop.example:8443/a')).toBe('shop.example:8443');
    // A look-alike international name shows in punycode.
    expect(realHost('https://\u0430pple.com/')).toBe('xn--pple-43d.com');
    expect(realHost('HTTPS://Example.COM')).toBe('example.com');
  });

  it('is null for what is not a link to another site, or is blocked', () => {
    for (const href of ['/orders/1', 'mailto:a@b.c', 'tel:+52', 'javascript:alert(1)', 'http://plain.example', 'https://good.example@evil.example', '//evil.example', 'https://evil.example/\u202Egnp.exe', '']) {
      expect(realHost(href), href).toBeNull();
    }
  });

  it('names the host in the question, as a value of the translated message', () => {
    const question = leaveQuestion('evil.example');
    expect(question.message).toEqual(expect.objectContaining({ id: 'leave.message', values: { host: 'evil.example' } }));
    expect(question.dismissible).toBe(true);
  });
});

describe('external link machine', () => {
  it('asks with the real host; confirmed, it opens the link in a new tab', async () => {
    const { opened, dialog, leave } = start();
    leave.send({ type: 'externalLink.open', href: 'https://evil.example/pay' });
    await waitFor(dialog, (s) => s.matches('opened'));
    expect(selectDialogConfig(dialog.getSnapshot())?.message).toEqual(expect.objectContaining({ values: { host: 'evil.example' } }));
    expect(opened).toEqual([]);
    dialog.send({ type: 'dialog.confirm' });
    expect(opened).toEqual(['https://evil.example/pay']);
    expect(leave.getSnapshot().value).toBe('idle');
    expect(leave.getSnapshot().context.href).toBeNull();
  });

  it('cancelled or dismissed, nothing opens; a second link while asking is ignored', async () => {
    const { opened, dialog, leave } = start();
    leave.send({ type: 'externalLink.open', href: 'https://one.example/' });
    await waitFor(dialog, (s) => s.matches('opened'));
    leave.send({ type: 'externalLink.open', href: 'https://two.example/' });
    expect(leave.getSnapshot().context.href).toBe('https://one.example/');
    dialog.send({ type: 'dialog.dismiss' });
    expect(leave.getSnapshot().value).toBe('idle');
    leave.send({ type: 'externalLink.open', href: 'https://two.example/' });
    await waitFor(dialog, (s) => s.matches('opened'));
    dialog.send({ type: 'dialog.cancel' });
    expect(opened).toEqual([]);
    expect(dialog.getSnapshot().context.queue).toEqual([]);
  });

  it('ignores links that are not to another site', () => {
    const { dialog, leave } = start();
    for (const href of ['/orders', 'javascript:alert(1)', 'mailto:x@y.z']) leave.send({ type: 'externalLink.open', href });
    expect(leave.getSnapshot().value).toBe('idle');
    expect(dialog.getSnapshot().value).toBe('closed');
  });
});

describe('external link machine: generated paths', () => {
  const events = [
    { type: 'externalLink.open', href: 'https://evil.example/x' },
    { type: 'externalLink.open', href: 'javascript:alert(1)' },
    doneEvent('confirmLeave', 'confirmed'),
    doneEvent('confirmLeave', 'cancelled'),
  ] as ExternalLinkEvent[];
  const paths = getShortestPaths(externalLinkMachine, { events, serializeState: (s) => `${stateKey(s.value)}|${s.context.href}` });

  it('reaches both states, and asks only about links to other sites', () => {
    expect(new Set(paths.map((p) => stateKey(p.state.value)))).toEqual(new Set(['idle', 'confirming']));
    for (const path of paths) {
      const { href } = path.state.context;
      if (path.state.matches('confirming')) expect(realHost(href ?? '')).not.toBeNull();
      else expect(href).toBeNull();
    }
  });
});
