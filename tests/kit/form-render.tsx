/** Rendering the form kit's views in RTL: the catalogs, a started form with a scripted service, and axe. */
import type { Messages } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render } from '@testing-library/react';
import axe from 'axe-core';
import type { ReactNode } from 'react';
import { expect } from 'vitest';
import { createActor, fromCallback, fromPromise } from 'xstate';
import { activateCatalog, i18n } from '../../src/machines/effects/i18n';
import type { AppLocale } from '../../src/machines/effects/locale';
import type { FormDraft, FormInput, SaveRecordInput } from '../../src/machines/kit/form.machine';
import en from '../../src/locales/en-US/messages.json';
import es from '../../src/locales/es-MX/messages.json';
import { customerForm, stored, toValues, type Customer, type CustomerValues } from './form-fixtures';

export function loadCatalog(locale: AppLocale) {
  activateCatalog(locale, ((locale === 'es-MX' ? es : en) as unknown as { messages: Messages }).messages);
}

export const renderWithI18n = (ui: ReactNode) => render(<I18nProvider i18n={i18n}>{ui}</I18nProvider>);

/** axe on the page (layout-free: colour contrast and landmarks are the e2e's). */
export async function noAxeViolations(root: Element = document.body) {
  const result = await axe.run(root, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
  expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((x) => x.target.join(' ')).join(', ')}`)).toEqual([]);
}

export type SaveAnswer = (input: SaveRecordInput<CustomerValues>) => Promise<Customer>;

/** The customer form with a scripted service (each save takes the next answer, which a test may push later; then it succeeds). */
export function startForm(options: { answers?: SaveAnswer[]; input?: Partial<FormInput<CustomerValues>>; connection?: { online: () => void } } = {}) {
  const saves: SaveRecordInput<CustomerValues>[] = [];
  const drafts: Array<FormDraft<CustomerValues> | null> = [];
  const answers = options.answers ?? [];
  const online = { send: null as (() => void) | null };
  const machine = customerForm.provide({
    actors: {
      saveRecord: fromPromise<Customer, SaveRecordInput<CustomerValues>>(async ({ input }) => {
        saves.push(input);
        const answer = answers.shift();
        return answer ? answer(input) : { ...stored, ...input.values, version: (input.version ?? 0) + 1 };
      }),
      listenToConnection: fromCallback(({ sendBack }) => {
        online.send = () => sendBack({ type: 'form.connection.online' });
        return () => {
          online.send = null;
        };
      }),
      // No browser question in tests.
      confirmBeforeUnload: fromCallback(() => () => undefined),
    },
    actions: {
      persistDraft: (_, params) => void drafts.push(params.draft),
      clearDraft: () => void drafts.push(null),
    },
  });
  const input: FormInput<CustomerValues> = { owner: 'customers.form', draftKey: 'customers:c1', initial: toValues(stored), version: stored.version, ...options.input };
  const actor = createActor(machine, { input }).start();
  return { actor, saves, drafts, goOnline: () => online.send?.() };
}
