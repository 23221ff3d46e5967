// Issue 14, help centre views over the real page machine: the FAQ accordion is driven by the keyboard (Enter opens an
// answer and the machine holds it, arrows move between questions), and "was this helpful?" is answered once and thanked
// on the page. (Hostile guide HTML is checked in Chromium, tests/e2e/demo-help-center.spec.ts: DOMPurify does not
// support happy-dom.)
import { I18nProvider } from '@lingui/react';
import type { Messages } from '@lingui/core';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSelector } from '@xstate/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import catalog from '../../../src/locales/en-US/messages.json';
import type { FaqCategory, GuideCategory } from '../../../src/machines/demo/help-center/get-help-center';
import { helpCenterMachine, selectOpenFaqs, type HelpCenterRef, type HelpData, type HelpView } from '../../../src/machines/demo/help-center/help-center.machine';
import { activateCatalog, i18n } from '../../../src/machines/effects/i18n';
import { GuideArticle } from '../../../src/views/demo/help-center/help-center-guide';
import { FaqAccordion } from '../../../src/views/demo/help-center/help-center-parts';

beforeAll(() => {
  activateCatalog('en-US', (catalog as unknown as { messages: Messages }).messages);
});

const faqs: FaqCategory = {
  id: 'c1',
  slug: 'most-asked',
  title: 'Most asked',
  faqs: [
    { id: 'f1', categoryId: 'c1', question: 'Is there a trial?', answer: 'Yes, 14 days.' },
    { id: 'f2', categoryId: 'c1', question: 'Can I pay monthly?', answer: 'Every month, by card.' },
  ],
};
const category: GuideCategory = {
  id: 'g1', slug: 'projects', title: 'Projects', totalGuides: 2,
  guides: [
    { id: 'a', categoryId: 'g1', slug: 'creating', title: 'Creating a project', subtitle: 's' },
    { id: 'b', categoryId: 'g1', slug: 'renaming', title: 'Renaming a project', subtitle: 's' },
  ],
};

async function startReady(view: HelpView, data: HelpData): Promise<HelpCenterRef> {
  const ref = createActor(helpCenterMachine.provide({ actors: { loadHelpCenter: fromPromise<HelpData | null, { view: HelpView }>(async () => data) } }), { input: { view } }).start();
  await waitFor(() => expect(ref.getSnapshot().matches('ready')).toBe(true));
  return ref;
}

function Faqs({ helpRef }: { helpRef: HelpCenterRef }) {
  const open = useSelector(helpRef, selectOpenFaqs);
  return <FaqAccordion faqs={faqs.faqs} open={open} onOpenChange={(value) => helpRef.send({ type: 'helpCenter.faqs.change', value })} />;
}

describe('help centre views', () => {
  it('FAQ accordion: Enter opens an answer (held by the machine), arrows move between questions, Enter again closes', async () => {
    const helpRef = await startReady({ page: 'faqs' }, { page: 'faqs', faqs: [faqs] });
    const user = userEvent.setup();
    render(
      <I18nProvider i18n={i18n}>
        <Faqs helpRef={helpRef} />
      </I18nProvider>,
    );
    const trial = screen.getByRole('button', { name: 'Is there a trial?' });
    expect(trial.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByRole('heading', { level: 3, name: 'Is there a trial?' })).toBeTruthy();
    act(() => trial.focus());
    await user.keyboard('{Enter}');
    expect(helpRef.getSnapshot().context.openFaqs).toEqual(['f1']);
    expect(trial.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('Yes, 14 days.')).toBeTruthy();
    await user.keyboard('{ArrowDown}');
    const monthly = screen.getByRole('button', { name: 'Can I pay monthly?' });
    expect(document.activeElement).toBe(monthly);
    await user.keyboard('{Enter}');
    expect(helpRef.getSnapshot().context.openFaqs).toEqual(['f1', 'f2']);
    act(() => trial.focus());
    await user.keyboard('{Enter}');
    expect(helpRef.getSnapshot().context.openFaqs).toEqual(['f2']);
    expect(trial.getAttribute('aria-expanded')).toBe('false');
    helpRef.stop();
  });

  it("a guide shows its content and the next guide; 'was this helpful?' takes one answer and thanks", async () => {
    const view: HelpView = { page: 'guide', categorySlug: 'projects', guideSlug: 'creating' };
    const data: HelpData = { page: 'guide', category, guide: { ...category.guides[0]!, content: '<p>Read me</p>' } };
    const helpRef = await startReady(view, data);
    const user = userEvent.setup();
    const { container } = render(
      <I18nProvider i18n={i18n}>
        <GuideArticle data={data as Extract<HelpData, { page: 'guide' }>} helpRef={helpRef} navigate={() => undefined} />
      </I18nProvider>,
    );
    expect(screen.getByText('Read me')).toBeTruthy();
    expect(container.querySelector('article [data-safe-html]')).not.toBeNull();
    // Only the next guide: this is the category's first.
    expect(screen.getByRole('link', { name: /Next guide Renaming a project/ }).getAttribute('href')).toBe('/apps/help-center/guides/projects/renaming');
    expect(screen.queryByRole('link', { name: /Previous guide/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'No' }));
    expect(screen.getByRole('status').textContent).toMatch(/Thank you for telling us/);
    expect(screen.queryByRole('button', { name: 'Yes' })).toBeNull();
    expect(helpRef.getSnapshot().context.feedback).toBe('notHelpful');
    helpRef.stop();
  });
});
