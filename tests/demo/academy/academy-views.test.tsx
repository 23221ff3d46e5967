// Issue 14, academy course view against the mock API: the course of the address (by slug) opens at the step asked,
// the step list marks it, previous/next lead to the neighbouring steps' addresses, the share read follows the step,
// and an unknown course says so.
import { I18nProvider } from '@lingui/react';
import type { Messages } from '@lingui/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { demoConfig } from '../../../src/config/runtime-config';
import catalog from '../../../src/locales/en-US/messages.json';
import { parseCourses } from '../../../src/machines/demo/academy/get-academy';
import { configureApiClient, resetApiClient } from '../../../src/machines/effects/api-client';
import { activateCatalog, i18n } from '../../../src/machines/effects/i18n';
import { CoursePage } from '../../../src/views/demo/academy/academy-course';
import { demoCaller, get, useServer } from '../../mirage-demo/support';
import { signAccessToken } from '../../support/access-tokens';

beforeAll(() => {
  activateCatalog('en-US', (catalog as unknown as { messages: Messages }).messages);
});

describe('academy course view', () => {
  useServer();
  beforeEach(() => {
    configureApiClient({
      config: { ...demoConfig('http://localhost:9090'), tenantBaseDomain: 'localhost' },
      host: `acme.localhost:${window.location.port || '80'}`,
      origin: window.location.origin,
      getAccessToken: () => signAccessToken(demoCaller),
      renewAccessToken: async () => null,
    });
  });
  afterEach(() => resetApiClient());

  it('opens the step of the address, marks it in the list, and links the neighbouring steps', async () => {
    const course = parseCourses((await get('/api/apps/academy/courses')).body).find((c) => c.slug === 'basics-of-typescript')!;
    const went: string[] = [];
    const user = userEvent.setup();
    render(
      <I18nProvider i18n={i18n}>
        <CoursePage courseRef="basics-of-typescript" step={2} navigate={(to) => went.push(to)} />
      </I18nProvider>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Basics of TypeScript' })).toBeTruthy();
    expect(screen.getByText(`Step 2 of ${course.totalSteps}`)).toBeTruthy();
    const steps = screen.getByRole('complementary', { name: 'Steps' });
    const current = steps.querySelector('[aria-current="step"]');
    expect(current?.getAttribute('href')).toBe('/apps/academy/basics-of-typescript/2');
    expect(steps.querySelectorAll('li')).toHaveLength(course.totalSteps);
    expect(screen.getByRole('progressbar', { name: 'Read so far' }).getAttribute('aria-valuenow')).toBe(String(Math.round((2 / course.totalSteps) * 100)));
    expect(screen.getByRole('link', { name: 'Previous step' }).getAttribute('href')).toBe('/apps/academy/basics-of-typescript/1');
    await user.click(screen.getByRole('link', { name: 'Next step' }));
    await user.click(screen.getByRole('link', { name: 'Introduction' }));
    expect(went).toEqual(['/apps/academy/basics-of-typescript/3', '/apps/academy/basics-of-typescript/1']);
    expect(screen.getByText(/does not save progress/)).toBeTruthy();
  });

  it('an unknown course says so', async () => {
    render(
      <I18nProvider i18n={i18n}>
        <CoursePage courseRef="no-such-course" step={null} navigate={() => undefined} />
      </I18nProvider>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'This course does not exist' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'All courses' }).getAttribute('href')).toBe('/apps/academy');
  });
});
