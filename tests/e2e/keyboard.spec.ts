/**
 * Issue 3: a keyboard-only walk through the top bar and the navigation (SPEC §2 "Top bar", "Layouts", "Navigation
 * item types", §4 panels, search and vertical navigation). The mouse is used only by the sign-in form; after that
 * every step is a key press, and every step checks where the focus is and that it shows a ring. Opening a panel
 * moves the focus into it; closing it gives the focus back to its trigger.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, signInAt, test } from './support/fixtures';

test.use({ viewport: { width: 1440, height: 900 } });

async function signIn(page: Page, url: string) {
  await signInAt(page, url, 'ana@acme.test');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  // The top bar's panels arrive right after the start (issue 12): tab through it once they are all there.
  await expect(page.getByRole('banner').getByRole('button', { name: /^Messages/ })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: /^Notifications/ })).toBeVisible();
}

/** The focused element is keyboard-focused (:focus-visible) and draws a ring: an outline or a box shadow. */
async function expectFocusRing(page: Page) {
  const ring = await page.evaluate(() => {
    let el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return { ok: false, why: 'the focus is on the page body' };
    if (!el.matches(':focus-visible')) return { ok: false, why: `${el.tagName} is focused but not :focus-visible` };
    // A visually hidden radio or checkbox draws its ring on its label.
    const box = el.getBoundingClientRect();
    const label = el.closest('label');
    if (label && (box.width <= 2 || box.height <= 2 || getComputedStyle(el).opacity === '0')) el = label;
    const style = getComputedStyle(el);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0 && style.outlineColor !== 'rgba(0, 0, 0, 0)';
    return { ok: outline || style.boxShadow !== 'none', why: `${el.tagName} outline ${style.outlineStyle} ${style.outlineWidth}, box-shadow ${style.boxShadow}` };
  });
  expect(ring.ok, ring.why).toBe(true);
}

async function expectFocus(page: Page, target: Locator) {
  await expect(target).toBeFocused();
  await expectFocusRing(page);
}

async function press(page: Page, key: string, target: Locator) {
  await page.keyboard.press(key);
  await expectFocus(page, target);
}

/** Tab (or Shift+Tab) until `target` has the focus, at most `max` presses; every stop on the way shows a ring. */
async function tabTo(page: Page, target: Locator, max = 30, key: 'Tab' | 'Shift+Tab' = 'Tab') {
  for (let i = 0; i < max && !(await target.evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press(key);
    await expectFocusRing(page);
  }
  await expectFocus(page, target);
}

/** Ark menus keep the focus on the menu and point at the highlighted item with aria-activedescendant. */
async function expectHighlighted(menu: Locator, item: Locator) {
  await expect(menu).toBeFocused();
  await expect(item).toHaveAttribute('data-highlighted', '');
  await expect(menu).toHaveAttribute('aria-activedescendant', (await item.getAttribute('id')) ?? '');
  await expect(item).not.toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
}

test('top bar (classic): every control in turn, by keyboard only', async ({ page, tenantUrl }) => {
  await signIn(page, tenantUrl('acme', '/dashboard?layout=classic'));
  const bar = page.getByRole('banner');
  // Classic docks no chat panel at the edge: its toggle is in the top bar (issue 13 point 12).
  await expect(page.getByRole('button', { name: 'Quick chat' }), 'classic: one quick chat toggle, in the top bar').toHaveCount(1);
  await expect(bar.getByRole('button', { name: 'Quick chat' })).toBeVisible();

  // Navigation toggle: Enter closes and reopens the side navigation; the focus stays on the button.
  const toggle = bar.getByRole('button', { name: /^(Open|Close) menu$/ });
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await tabTo(page, toggle);
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await press(page, 'Enter', toggle);
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(nav).toBeHidden();
  await press(page, 'Enter', toggle);
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(nav).toBeVisible();

  // Search: Enter opens it with the focus in the field, arrows move through the results, Escape hides the list,
  // then closes and clears, giving the focus back to the button.
  const searchButton = bar.getByRole('button', { name: 'Search', exact: true });
  await press(page, 'Tab', searchButton);
  const box = page.getByRole('combobox', { name: 'Search' });
  await press(page, 'Enter', box);
  await page.keyboard.type('sa');
  const listbox = page.getByRole('listbox', { name: 'Search results' });
  await expect(listbox).toBeVisible();
  const options = listbox.getByRole('option');
  expect(await options.count()).toBeGreaterThan(1);
  const ids = await options.evaluateAll((all) => all.map((o) => o.id));
  await press(page, 'ArrowDown', box);
  await expect(box).toHaveAttribute('aria-activedescendant', ids[0]!);
  await expect(options.first()).toHaveAttribute('aria-selected', 'true');
  await press(page, 'ArrowDown', box);
  await expect(box).toHaveAttribute('aria-activedescendant', ids[1]!);
  await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
  await expect(options.first()).toHaveAttribute('aria-selected', 'false');
  await press(page, 'ArrowUp', box);
  await expect(box).toHaveAttribute('aria-activedescendant', ids[0]!);
  await page.screenshot({ path: 'test-results/screens/keyboard/search-focus.png', clip: { x: 0, y: 0, width: 1440, height: 360 } });
  await press(page, 'Escape', box);
  await expect(listbox).toBeHidden();
  await expect(box).toHaveValue('sa');
  await press(page, 'Escape', searchButton);
  await expect(box).toBeHidden();
  await press(page, 'Enter', box);
  await expect(box, 'closing cleared the query').toHaveValue('');
  await page.keyboard.type('sa');
  const pageOption = listbox.getByRole('group', { name: 'Pages' }).getByRole('option', { name: /Sales orders/ });
  await expect(pageOption).toBeVisible();
  const target = await pageOption.getAttribute('id');
  for (let i = 0; i < ids.length && (await box.getAttribute('aria-activedescendant')) !== target; i++) await press(page, 'ArrowDown', box);
  await expect(pageOption).toHaveAttribute('aria-selected', 'true');
  await press(page, 'Enter', searchButton);
  await expect(page).toHaveURL((url) => url.pathname === '/orders');
  await expect(page.getByRole('heading', { name: 'Sales orders', level: 1 })).toBeVisible();

  // Fullscreen: reachable, named by what a press does (entering fullscreen itself is top-bar.spec's).
  const fullscreen = bar.getByRole('button', { name: 'Enter fullscreen', exact: true });
  await press(page, 'Tab', fullscreen);
  await expect(fullscreen).toHaveAccessibleName('Enter fullscreen');

  // Shortcuts: open, add one with the keyboard (every mode change keeps the focus in the panel), Escape closes.
  const shortcutsTrigger = bar.getByRole('button', { name: 'Shortcuts', exact: true });
  await press(page, 'Tab', shortcutsTrigger);
  await press(page, 'Enter', page.getByRole('button', { name: 'Edit shortcuts', exact: true }));
  await expect(page.getByRole('dialog', { name: 'Shortcuts' })).toBeVisible();
  await press(page, 'Tab', page.getByRole('button', { name: 'Add shortcut' }));
  const form = page.getByRole('dialog', { name: 'Add shortcut' });
  await press(page, 'Enter', form.getByLabel('Label'));
  await page.keyboard.type('Keyboard walk');
  await press(page, 'Tab', form.getByLabel('Description'));
  await page.keyboard.type('Added without a mouse');
  await press(page, 'Tab', form.getByLabel('Icon'));
  await press(page, 'ArrowDown', form.getByLabel('Icon'));
  await expect(form.getByLabel('Icon')).not.toHaveValue('');
  await press(page, 'Tab', form.getByLabel('In-app page'));
  await press(page, 'Space', form.getByLabel('In-app page'));
  await expect(form.getByLabel('In-app page')).toBeChecked();
  await press(page, 'Tab', form.getByLabel('Link'));
  await page.keyboard.type('/admin/banks');
  await press(page, 'Tab', form.getByRole('button', { name: 'Cancel' }));
  const save = form.getByRole('button', { name: 'Save' });
  await press(page, 'Tab', save);
  await expect(save).toBeEnabled();
  await page.keyboard.press('Enter');
  const modify = page.getByRole('dialog', { name: 'Edit shortcuts' });
  await expect(modify.getByRole('button', { name: /^Keyboard walk/ })).toBeVisible();
  await expectFocus(page, modify.getByRole('button', { name: 'Done editing shortcuts' }));
  await press(page, 'Enter', page.getByRole('button', { name: 'Edit shortcuts', exact: true }));
  await expect(page.getByRole('dialog', { name: 'Shortcuts' }).getByRole('link', { name: /^Keyboard walk/ })).toHaveAttribute('href', '/admin/banks');
  await press(page, 'Escape', shortcutsTrigger);
  await expect(page.getByRole('dialog', { name: 'Shortcuts' })).toBeHidden();

  // Messages: the focus moves into the panel; one item toggled read and back, then mark all as read (the focus
  // stays on that button), Escape gives the focus back to the trigger.
  const messagesTrigger = bar.getByRole('button', { name: /^Messages(, \d+ unread)?$/ });
  await press(page, 'Tab', messagesTrigger);
  const markAll = page.getByRole('button', { name: 'Mark all as read' });
  await press(page, 'Enter', markAll);
  const messages = page.getByRole('dialog', { name: 'Messages' });
  await expect(messages).toBeVisible();
  await press(page, 'Tab', messages.getByRole('button', { name: 'Close' }));
  const first = messages.getByRole('listitem').first();
  await expect(first).toHaveAttribute('data-read', 'false');
  const firstToggle = first.getByRole('button', { name: /^Mark as (un)?read$/ });
  await tabTo(page, firstToggle, 3);
  await press(page, 'Enter', first.getByRole('button', { name: 'Mark as unread' }));
  await expect(first).toHaveAttribute('data-read', 'true');
  await press(page, 'Space', first.getByRole('button', { name: 'Mark as read' }));
  await expect(first).toHaveAttribute('data-read', 'false');
  await tabTo(page, markAll, 5, 'Shift+Tab');
  await press(page, 'Enter', markAll);
  await expect(messagesTrigger).toHaveAccessibleName('Messages');
  await expect(markAll).toBeDisabled();
  for (const item of await messages.getByRole('listitem').all()) await expect(item).toHaveAttribute('data-read', 'true');
  await press(page, 'Escape', messagesTrigger);
  await expect(messages).toBeHidden();

  // Notifications: the same panel by Space.
  const notificationsTrigger = bar.getByRole('button', { name: /^Notifications(, \d+ unread)?$/ });
  await press(page, 'Tab', notificationsTrigger);
  const unread = Number(/(\d+) unread/.exec((await notificationsTrigger.getAttribute('aria-label')) ?? '')?.[1] ?? 0);
  await press(page, 'Space', page.getByRole('button', { name: 'Mark all as read' }));
  const notifications = page.getByRole('dialog', { name: 'Notifications' });
  const firstNotification = notifications.getByRole('listitem').first();
  await tabTo(page, firstNotification.getByRole('button', { name: 'Mark as read' }), 4);
  await press(page, 'Enter', firstNotification.getByRole('button', { name: 'Mark as unread' }));
  await expect(notificationsTrigger).toHaveAccessibleName(unread > 1 ? `Notifications, ${unread - 1} unread` : 'Notifications');
  await press(page, 'Escape', notificationsTrigger);
  await expect(notifications).toBeHidden();

  // Quick chat: the top bar's toggle opens the drawer; Escape closes it and gives the focus back.
  const chatToggle = bar.getByRole('button', { name: 'Quick chat' });
  await press(page, 'Tab', chatToggle);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Quick chat' })).toBeVisible();
  await press(page, 'Escape', chatToggle);
  await expect(page.getByRole('dialog', { name: 'Quick chat' })).toBeHidden();

  // Settings drawer: a modal dialog, the focus goes in and comes back.
  const settings = bar.getByRole('button', { name: 'Settings', exact: true });
  await press(page, 'Tab', settings);
  await press(page, 'Enter', page.getByRole('button', { name: 'Close settings' }));
  await expect(page.getByRole('dialog', { name: 'Settings' })).toBeVisible();
  await press(page, 'Escape', settings);
  await expect(page.getByRole('dialog', { name: 'Settings' })).toBeHidden();

  // Language menu: Enter or ArrowDown opens it, arrows, Home and End move, Escape closes and changes nothing.
  const language = bar.getByRole('button', { name: 'Language: English' });
  await press(page, 'Tab', language);
  await page.keyboard.press('Enter');
  const languageMenu = page.getByRole('menu', { name: 'Language: English' });
  const spanish = languageMenu.getByRole('menuitem', { name: 'Español' });
  const english = languageMenu.getByRole('menuitem', { name: /^English/ });
  await expect(languageMenu).toBeVisible();
  await expectFocusRing(page);
  await page.keyboard.press('Home');
  await expectHighlighted(languageMenu, spanish);
  await page.keyboard.press('ArrowDown');
  await expectHighlighted(languageMenu, english);
  await page.keyboard.press('ArrowUp');
  await expectHighlighted(languageMenu, spanish);
  await page.keyboard.press('End');
  await expectHighlighted(languageMenu, english);
  await press(page, 'Escape', language);
  await expect(languageMenu).toBeHidden();
  await page.keyboard.press('ArrowDown');
  await expect(languageMenu).toBeVisible();
  await page.keyboard.press('Home');
  await expectHighlighted(languageMenu, spanish);
  await page.screenshot({ path: 'test-results/screens/keyboard/language-menu.png', clip: { x: 940, y: 0, width: 500, height: 220 } });
  await press(page, 'Escape', language);
  await expect(languageMenu).toBeHidden();
  await expect(language, 'Escape changed nothing').toHaveAccessibleName('Language: English');
  await expect(page.getByRole('heading', { name: 'Sales orders', level: 1 })).toBeVisible();

  // User menu: choose Busy with the arrows and Enter; the menu closes onto its trigger.
  const userMenu = bar.getByRole('button', { name: 'User menu', exact: true });
  await press(page, 'Tab', userMenu);
  await expect(userMenu.locator('[data-status]')).toHaveAttribute('data-status', 'online');
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu', { name: 'User menu' });
  await expect(menu).toBeVisible();
  await page.keyboard.press('Home');
  await expectHighlighted(menu, menu.getByRole('menuitemradio', { name: 'Online' }));
  await page.keyboard.press('ArrowDown');
  await expectHighlighted(menu, menu.getByRole('menuitemradio', { name: 'Away' }));
  await page.keyboard.press('ArrowDown');
  await expectHighlighted(menu, menu.getByRole('menuitemradio', { name: 'Busy' }));
  await press(page, 'Enter', userMenu);
  await expect(menu).toBeHidden();
  await expect(userMenu.locator('[data-status]')).toHaveAttribute('data-status', 'busy');
});

test('quick chat (modern): the drawer opens from the keyboard, traps the focus, sends, and gives the focus back', async ({ page, tenantUrl }) => {
  await signIn(page, tenantUrl('acme', '/dashboard?layout=modern'));
  // The toggle is outside the modal drawer: hidden from the accessibility tree while it is open.
  const toggle = page.getByRole('button', { name: 'Quick chat', exact: true, includeHidden: true });
  // The dashboard's figures are links (issue 10): the edge toggle comes after them in the tab order.
  await tabTo(page, toggle, 150);
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  const close = page.getByRole('button', { name: 'Close quick chat' });
  await press(page, 'Enter', close);
  const drawer = page.getByRole('dialog', { name: 'Quick chat' });
  await expect(drawer).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  // The drawer is modal: Shift+Tab from its first control stays inside it.
  await page.keyboard.press('Shift+Tab');
  await expectFocusRing(page);
  expect(await drawer.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await press(page, 'Tab', close);
  const chats = drawer.getByRole('navigation', { name: 'Chats' }).getByRole('button');
  const firstChat = chats.first();
  await press(page, 'Tab', firstChat);
  await press(page, 'Enter', firstChat);
  await expect(firstChat).toHaveAttribute('aria-current', 'true');
  const draft = drawer.getByRole('textbox', { name: 'Message' });
  await expect(draft).toBeVisible();
  await tabTo(page, draft, 20);
  await page.keyboard.type('Sent from the keyboard');
  await press(page, 'Enter', draft);
  await expect(draft).toHaveValue('');
  await expect(drawer.getByText('Sent from the keyboard')).toBeVisible();
  await press(page, 'Escape', toggle);
  await expect(drawer).toBeHidden();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
});

test('vertical navigation (classic): links, a collapsable and disabled items by keyboard', async ({ page, tenantUrl }) => {
  // The product's navigation has only groups and links: this one also has a collapsable branch with a disabled
  // child and a disabled collapsable (SPEC §2 item types and options), served by the mock (which runs in the page).
  // Their links are pages the user may open: the menu drops an item whose route would be refused (issue 13 point 2).
  await page.addInitScript(() => {
    let inner: typeof fetch = window.fetch.bind(window);
    type Item = { id: string; type: string; children?: Item[] } & Record<string, unknown>;
    Object.defineProperty(window, 'fetch', {
      configurable: true,
      set: (value: typeof fetch) => void (inner = value),
      // The fetch of the moment of the read: the mock's bridge reads this as its native fetch, then sets itself, and
      // a wrapper that looked `inner` up at call time would call the bridge from the bridge (a request to the identity
      // provider never ended, and sign-in said the service could not be reached).
      get: () => {
        const target = inner;
        return async (input: RequestInfo | URL, init?: RequestInit) => {
          const response = await target(input, init);
          if (!String(input instanceof Request ? input.url : input).endsWith('/navigation')) return response;
          const sets = (await response.json()) as { default: Item[] };
          sets.default = sets.default.map((item) =>
            item.id !== 'purchases'
              ? item
              : {
                  ...item,
                  type: 'collapsable',
                  icon: 'purchases',
                  children: [...(item.children ?? []), { id: 'purchases.returns', title: 'Returns', type: 'basic', link: '/purchases/requisitions/returns', disabled: true }],
                },
          );
          sets.default.push({ id: 'archive', title: 'Archive', type: 'collapsable', icon: 'orders', disabled: true, children: [{ id: 'archive.orders', title: 'Old orders', type: 'basic', link: '/orders' }] });
          return new Response(JSON.stringify(sets), { status: response.status, headers: response.headers });
        };
      },
    });
  });
  await signIn(page, tenantUrl('acme', '/dashboard?layout=classic'));
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  // A returning tab draws the remembered navigation first; the walk starts once the fresh one (rewritten above: a
  // collapsable Purchases, an Archive) has replaced it, or the focused link is redrawn under the keyboard.
  await expect(nav.getByRole('button', { name: 'Archive' })).toBeVisible();

  await page.keyboard.press('Tab');
  await expectFocus(page, page.getByRole('link', { name: 'Skip to content' }));
  const dashboard = nav.getByRole('link', { name: 'Dashboard' });
  await press(page, 'Tab', dashboard);
  await expect(dashboard).toHaveAttribute('aria-current', 'page');
  await press(page, 'Tab', nav.getByRole('link', { name: 'Sales orders' }));

  // A collapsable is a disclosure button: Enter and Space flip aria-expanded and show or hide its list.
  const purchases = nav.getByRole('button', { name: 'Purchases' });
  await press(page, 'Tab', purchases);
  await expect(purchases).toHaveAttribute('aria-expanded', 'false');
  // aria-controls names the list only while it exists.
  await expect(purchases).not.toHaveAttribute('aria-controls', /./);
  await press(page, 'Enter', purchases);
  await expect(purchases).toHaveAttribute('aria-expanded', 'true');
  const branch = nav.locator(`#${await purchases.getAttribute('aria-controls')}`);
  await expect(branch).toBeVisible();
  await expect(branch.getByRole('listitem')).toHaveCount(4);
  await page.screenshot({ path: 'test-results/screens/keyboard/nav-collapsable.png', clip: { x: 0, y: 0, width: 520, height: 460 } });
  await press(page, 'Space', purchases);
  await expect(purchases).toHaveAttribute('aria-expanded', 'false');
  await expect(branch).toHaveCount(0);
  await press(page, 'Enter', purchases);
  await expect(purchases).toHaveAttribute('aria-expanded', 'true');

  // Enter follows a link: in-app, aria-current moves to it, the focus stays on it and its branch stays open.
  await press(page, 'Tab', branch.getByRole('link', { name: 'Requisitions' }));
  const quotes = branch.getByRole('link', { name: 'Quotes' });
  await press(page, 'Tab', quotes);
  await press(page, 'Enter', quotes);
  await expect(page).toHaveURL((url) => url.pathname === '/purchases/quotes');
  await expect(page.getByRole('heading', { name: 'Quotations', level: 1 })).toBeVisible();
  await expect(quotes).toHaveAttribute('aria-current', 'page');
  await expect(dashboard).not.toHaveAttribute('aria-current', 'page');
  await expect(purchases).toHaveAttribute('aria-expanded', 'true');
  await expectFocus(page, quotes);

  // A disabled link is not a link and not a tab stop: Tab goes from Purchase orders straight to the next group's first
  // link (Deliveries, in the Distribution group).
  await press(page, 'Tab', branch.getByRole('link', { name: 'Purchase orders' }));
  const returns = branch.getByText('Returns', { exact: true });
  await expect(returns).toBeVisible();
  await expect(branch.getByRole('link', { name: 'Returns' })).toHaveCount(0);
  await expect(returns.locator('xpath=ancestor::*[@aria-disabled="true"][1]')).toHaveCount(1);
  await press(page, 'Tab', nav.getByRole('link', { name: 'Deliveries' }));
  await press(page, 'Shift+Tab', branch.getByRole('link', { name: 'Purchase orders' }));

  // A disabled collapsable can be reached (and is announced as unavailable) but not opened.
  const archive = nav.getByRole('button', { name: 'Archive' });
  await tabTo(page, archive);
  await expect(archive).toHaveAttribute('aria-disabled', 'true');
  await press(page, 'Enter', archive);
  await press(page, 'Space', archive);
  await expect(archive).toHaveAttribute('aria-expanded', 'false');
  await expect(nav.getByRole('link', { name: 'Old orders' })).toHaveCount(0);
  await expect(page).toHaveURL((url) => url.pathname === '/purchases/quotes');
});

test('horizontal navigation (enterprise, chosen in the settings by keyboard): group menus open, move, close and navigate', async ({ page, tenantUrl }) => {
  await signIn(page, tenantUrl('acme', '/dashboard'));
  // Choose the layout in the settings drawer: the layout radios are one tab stop, arrows change the choice.
  const settings = page.getByRole('banner').getByRole('button', { name: 'Settings', exact: true });
  await tabTo(page, settings, 40);
  const drawer = page.getByRole('dialog', { name: 'Settings' });
  await press(page, 'Enter', drawer.getByRole('button', { name: 'Close settings' }));
  const layouts = drawer.getByRole('group', { name: 'Layout' });
  await tabTo(page, layouts.getByRole('radio', { checked: true }), 4);
  await expect(layouts.getByRole('radio', { name: 'Classic' })).toBeChecked();
  for (const name of ['Modern', 'Material', 'Enterprise']) await press(page, 'ArrowLeft', layouts.getByRole('radio', { name }));
  await expect(layouts.getByRole('radio', { name: 'Enterprise' })).toBeChecked();
  await expect(page.locator('[data-layout="enterprise"]')).toBeVisible();
  // The top bar was drawn anew for the new layout: the focus still goes back to its Settings button.
  await press(page, 'Escape', settings);
  await expect(drawer).toBeHidden();

  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  const purchases = nav.getByRole('button', { name: 'Purchases' });
  // The horizontal navigation's code arrives with the layout switch: tab once it is drawn.
  await expect(purchases).toBeVisible();
  await tabTo(page, purchases, 20);
  await expect(purchases).toHaveAttribute('aria-haspopup', 'menu');
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu', { name: 'Purchases' });
  await expect(menu).toBeVisible();
  await expect(purchases).toHaveAttribute('aria-expanded', 'true');
  await expectFocusRing(page);
  await expectHighlighted(menu, menu.getByRole('menuitem', { name: 'Requisitions' }));
  await page.keyboard.press('ArrowDown');
  await expectHighlighted(menu, menu.getByRole('menuitem', { name: 'Quotes' }));
  await press(page, 'Escape', purchases);
  await expect(menu).toBeHidden();
  await expect(purchases).toHaveAttribute('aria-expanded', 'false');

  await page.keyboard.press('ArrowDown');
  await expect(menu).toBeVisible();
  await expectHighlighted(menu, menu.getByRole('menuitem', { name: 'Requisitions' }));
  await page.keyboard.press('End');
  await expectHighlighted(menu, menu.getByRole('menuitem', { name: 'Purchase orders' }));
  await page.keyboard.press('Home');
  await expectHighlighted(menu, menu.getByRole('menuitem', { name: 'Requisitions' }));
  await page.keyboard.press('ArrowDown');
  await expectHighlighted(menu, menu.getByRole('menuitem', { name: 'Quotes' }));
  await press(page, 'Enter', purchases);
  await expect(menu).toBeHidden();
  await expect(page).toHaveURL((url) => url.pathname === '/purchases/quotes');
  await expect(page.getByRole('heading', { name: 'Quotations', level: 1 })).toBeVisible();
  await expect(page.locator('[data-layout="enterprise"]')).toBeVisible();

  // The Dashboard link follows with Enter too and becomes the current page.
  const dashboard = nav.getByRole('link', { name: 'Dashboard' });
  await tabTo(page, dashboard, 6, 'Shift+Tab');
  await press(page, 'Enter', dashboard);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(dashboard).toHaveAttribute('aria-current', 'page');
});
