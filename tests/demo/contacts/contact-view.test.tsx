// Issue 14: the contact's details render hostile data harmlessly (notes HTML only through SafeHtml, a name with
// markup as text, a foreign picture dropped by the parser), its not-found state, and the picture check's message in
// the edit form (what was typed stays).
import { I18nProvider } from '@lingui/react';
import type { Messages } from '@lingui/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import catalog from '../../../src/locales/en-US/messages.json';
import { activateCatalog, i18n } from '../../../src/machines/effects/i18n';
import { contactDetailMachine } from '../../../src/machines/demo/contacts/contact-detail.machine';
import { parseContact } from '../../../src/machines/demo/contacts/contacts-api';
import { ContactDetail } from '../../../src/views/demo/contacts/contact-detail';
import { patchHappyDomNodeName } from '../../support/happy-dom-node-name';

patchHappyDomNodeName();

beforeAll(() => {
  activateCatalog('en-US', (catalog as unknown as { messages: Messages }).messages);
});

const hostile = parseContact({
  id: 'c1',
  avatar: 'https://evil.test/track.png',
  name: '<b>Bold</b> Name',
  emails: [{ email: 'a@b.test', label: 'Work' }],
  phoneNumbers: [{ country: 'mx', phoneNumber: '55 1234 5678', label: 'Mobile' }],
  title: 'Tester',
  company: 'Acme',
  birthday: '1990-04-15T12:00:00.000Z',
  address: null,
  notes: '<p>Hello <strong onclick="window.pwned=1">there</strong></p>',
  tags: ['t1'],
});

async function setup(contact: typeof hostile | null) {
  const ref = createActor(contactDetailMachine.provide({ actors: { loadContact: fromPromise(async () => contact) } as never }), { input: { id: 'c1' } }).start();
  render(
    <I18nProvider i18n={i18n}>
      <ContactDetail detailRef={ref} countries={[{ id: '1', iso: 'mx', name: 'Mexico', code: '+52' }]} tags={[{ id: 't1', title: 'Friend' }]} />
    </I18nProvider>,
  );
  await act(() => new Promise((r) => setTimeout(r, 0)));
  return ref;
}

describe('contact details', () => {
  it('shows hostile data as harmless text and markup', async () => {
    await setup(hostile);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('<b>Bold</b> Name');
    expect(screen.getByText('there').tagName).toBe('STRONG');
    // The notes went through SafeHtml (its sanitizer's security is tested in Chromium: sanitize-chromium.test.ts).
    expect(screen.getByText('there').closest('[data-safe-html]')).not.toBeNull();
    expect(screen.getByText('there').hasAttribute('onclick')).toBe(false);
    expect(document.querySelector('img[src^="https:"]')).toBeNull();
    expect(screen.getByText(/\+52 55 1234 5678/)).toBeTruthy();
    expect(screen.getByText('April 15, 1990')).toBeTruthy();
    expect(screen.getByText('Friend')).toBeTruthy();
  });

  it('an unknown id is a not-found state', async () => {
    await setup(null);
    expect(screen.getByRole('heading', { name: 'Contact not found' })).toBeTruthy();
  });

  it('a picture of another type is refused with a clear message, in the edit form', async () => {
    await setup(hostile);
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    const input = screen.getByLabelText('Change picture') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['x'], 'a.pdf', { type: 'application/pdf' })] } });
    expect(screen.getByText('Choose a PNG, JPEG, GIF or WebP picture.')).toBeTruthy();
    // What was typed stays.
    fireEvent.change(screen.getByLabelText('Job title'), { target: { value: 'Chief' } });
    expect((screen.getByLabelText('Job title') as HTMLInputElement).value).toBe('Chief');
  });
});
