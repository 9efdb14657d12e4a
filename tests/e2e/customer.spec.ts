import { expect, test, type Page } from '@playwright/test';
import { seriousAxeViolations } from '../support/expect-axe-clean.ts';
import { postFormOverHttp } from '../support/post-form.ts';
import { backendUrl, shopUrl, viaLoopback } from '../support/urls.ts';
import { waitForHydration } from '../support/wait-for-hydration.ts';

/**
 * Customer access end to end, with and without JavaScript, on a poster and a card host: sign up
 * (a field error first), the name in the header, log out, a failed log-in, log in, a password
 * reset through the mail's link, log in with the new password and land back on the page the
 * dialog was opened on.
 */
const SHOPS = [
  { host: 'de.poster.localhost', path: '/leinwanddruck', t: { login: 'Anmelden', signup: 'Neu hier? Kundenkonto anlegen', first: 'Vorname', last: 'Nachname', email: 'E-Mail-Adresse', password: 'Passwort', create: 'Konto anlegen', logout: 'Abmelden', wrong: 'E-Mail-Adresse oder Passwort ist falsch.', taken: /schon ein Kundenkonto/, forgot: 'Passwort vergessen?', send: 'Link anfordern', sent: /haben wir Ihnen eine E-Mail/, newPw: 'Neues Passwort', repeat: 'Neues Passwort wiederholen', save: 'Passwort speichern', hello: 'Hallo', tooMany: /Zu viele Versuche/, used: /ungültig, abgelaufen oder wurde schon verwendet/, newLink: 'Neuen Link anfordern' }, demo: 'demo@posterly.example' },
  { host: 'gb.card.localhost', path: '/', t: { login: 'Log in', signup: 'New here? Create an account', first: 'First name', last: 'Last name', email: 'Email address', password: 'Password', create: 'Create account', logout: 'Log out', wrong: 'Email address or password is wrong.', taken: /already an account/, forgot: 'Forgotten your password?', send: 'Send link', sent: /we have sent you an email/, newPw: 'New password', repeat: 'Repeat new password', save: 'Save password', hello: 'Hello', tooMany: /Too many attempts/, used: /invalid, expired or already used/, newLink: 'Ask for a new link' }, demo: 'demo@carta.example' },
] as const;

function uniqueEmail(tag: string) {
  return `customer-${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

async function openDialog(page: Page, name: string) {
  await page.getByRole('banner').getByRole('link', { name, exact: true }).click();
  return page.getByRole('dialog', { name });
}

async function waitIfHydrating(page: Page, js: boolean) {
  if (js) await waitForHydration(page);
}

for (const shop of SHOPS) {
  test(`${shop.host}: sign up, log out, fail, log in, reset the password, log in again`, async ({ page, request, context }, testInfo) => {
    // A whole journey of about fifteen page loads and form posts: on the shared two-core machine it
    // takes 20-31 s (measured on main before and after static islands), too close to the default 30.
    test.setTimeout(90_000);
    const js = testInfo.project.name === 'js-on';
    const { t } = shop;
    const email = uniqueEmail(testInfo.project.name);
    const password = 'my first long phrase';
    await page.goto(shopUrl(shop.host, shop.path));
    await waitIfHydrating(page, js);

    // Sign up: the demo address is taken, so the first try comes back with a field error.
    let dialog = await openDialog(page, t.login);
    await dialog.getByRole('link', { name: t.signup }).click();
    await expect(page).toHaveURL(/dialog=signup/);
    await waitIfHydrating(page, js);
    dialog = page.getByRole('dialog');
    await dialog.getByLabel(t.first).fill('Ada');
    await dialog.getByLabel(t.last).fill('Lovelace');
    await dialog.getByLabel(t.email).fill(shop.demo);
    await dialog.getByLabel(t.password, { exact: true }).fill(password);
    await dialog.getByRole('button', { name: t.create }).click();
    await expect(dialog.getByText(t.taken)).toBeVisible();
    await expect(dialog.getByLabel(t.first)).toHaveValue('Ada');
    await expect(dialog.getByLabel(t.password, { exact: true })).toHaveValue('');
    await dialog.getByLabel(t.email).fill(email);
    await dialog.getByLabel(t.password, { exact: true }).fill(password);
    await dialog.getByRole('button', { name: t.create }).click();

    // Logged in: back on the page, the name in the header linking to the account page.
    await expect(page.getByRole('banner').getByRole('link', { name: `${t.hello} Ada` })).toHaveAttribute('href', /\/(kundenkonto|account)\/?$/);
    expect(new URL(page.url()).pathname).toBe(shop.path);
    const cookies = await context.cookies();
    const session = cookies.find((cookie) => cookie.name.endsWith('shop_session'));
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax' });

    // Log out (a POST); the old cookie replayed is logged out.
    await page.getByRole('banner').getByRole('button', { name: t.logout }).click();
    await expect(page.getByRole('banner').getByRole('link', { name: t.login, exact: true })).toBeVisible();
    await context.addCookies([session!]);
    await page.reload();
    await expect(page.getByRole('banner').getByRole('link', { name: t.login, exact: true })).toBeVisible();
    await context.clearCookies();
    await page.reload();
    await waitIfHydrating(page, js);

    // A failed log-in keeps the address, never the password.
    dialog = await openDialog(page, t.login);
    await waitIfHydrating(page, js);
    await dialog.getByLabel(t.email).fill(email);
    await dialog.getByLabel(t.password).fill('not my password');
    await dialog.getByRole('button', { name: t.login }).click();
    await expect(dialog.getByRole('alert')).toHaveText(t.wrong);
    await expect(dialog.getByLabel(t.email)).toHaveValue(email);
    await expect(dialog.getByLabel(t.password)).toHaveValue('');

    // Password reset through the mail in the outbox.
    await dialog.getByRole('link', { name: t.forgot }).click();
    await expect(page).toHaveURL(/dialog=password-reset/);
    await waitIfHydrating(page, js);
    dialog = page.getByRole('dialog');
    // With JavaScript the reset form replaces the log-in form in place: wait for it before typing.
    await expect(dialog.getByRole('button', { name: t.send })).toBeVisible();
    await dialog.getByLabel(t.email).fill(email);
    await dialog.getByRole('button', { name: t.send }).click();
    await expect(dialog.getByRole('status')).toHaveText(t.sent);
    const { messages } = await (await request.get(backendUrl(`/dev/outbox?to=${encodeURIComponent(email)}`))).json();
    const link: string = messages[0].confirm_url;
    expect(link.startsWith(shopUrl(shop.host, '/customer/password-confirm?token='))).toBe(true);
    await page.goto(link);
    // The token leaves the address bar on the first load (a cookie for this page carries it).
    expect(new URL(page.url()).searchParams.has('token')).toBe(false);
    expect(new URL(page.url()).pathname).toMatch(/^\/customer\/password-confirm\/?$/);
    await waitIfHydrating(page, js);
    await page.getByLabel(t.newPw, { exact: true }).fill('my second long phrase');
    await page.getByLabel(t.repeat).fill('my second long phrase');
    await page.getByRole('button', { name: t.save }).click();
    await expect(page).toHaveURL(/notice=password-changed/);

    // The used link says so when opened again, before any password is typed.
    await page.goto(link);
    await expect(page.getByRole('status')).toHaveText(t.used);
    await expect(page.getByLabel(t.newPw, { exact: true })).toHaveCount(0);
    await expect(page.getByRole('link', { name: t.newLink })).toBeVisible();

    // Log in with the new password from the page the dialog is opened on, and land back there.
    await page.goto(shopUrl(shop.host, shop.path));
    await waitIfHydrating(page, js);
    dialog = await openDialog(page, t.login);
    await waitIfHydrating(page, js);
    await dialog.getByLabel(t.email).fill(email);
    await dialog.getByLabel(t.password).fill('my second long phrase');
    await dialog.getByRole('button', { name: t.login }).click();
    await expect(page.getByRole('banner')).toContainText(`${t.hello} Ada`);
    expect(new URL(page.url()).pathname).toBe(shop.path);
    expect(new URL(page.url()).searchParams.has('dialog')).toBe(false);
  });
}

test('the sixth wrong password within the window is refused with a message', async ({ page }, testInfo) => {
  const js = testInfo.project.name === 'js-on';
  // An account of its own per project, so the two projects do not share its count.
  const email = `${testInfo.project.name}-${Date.now()}@example.com`;
  await page.goto(shopUrl('de.poster.localhost', '/?dialog=login'));
  await waitIfHydrating(page, js);
  const dialog = page.getByRole('dialog', { name: 'Anmelden' });
  const SUBMIT = 'Anmelden';
  const submit = dialog.getByRole('button', { name: SUBMIT });
  await dialog.getByLabel('E-Mail-Adresse').fill(email);
  await dialog.getByLabel('Passwort').fill('wrong guess');
  // Tries one to four as the form's own posts over HTTP (decision 0043), the fifth and sixth in the browser.
  const form = dialog.locator('form').filter({ has: page.getByRole('button', { name: SUBMIT }) });
  for (let attempt = 1; attempt <= 4; attempt += 1) {
    const response = await postFormOverHttp(page.request, form, { replace: { password: `wrong guess ${attempt}` } });
    expect(await response.text(), `try ${attempt}`).toContain('E-Mail-Adresse oder Passwort ist falsch.');
  }
  for (let attempt = 5; attempt <= 6; attempt += 1) {
    await waitIfHydrating(page, js);
    await dialog.getByLabel('E-Mail-Adresse').fill(email);
    await dialog.getByLabel('Passwort').fill(`wrong guess ${attempt}`);
    await Promise.all([page.waitForResponse((response) => response.request().method() === 'POST'), submit.click()]);
    if (attempt < 6) await expect(dialog.getByRole('alert')).toHaveText('E-Mail-Adresse oder Passwort ist falsch.');
  }
  await expect(dialog.getByRole('alert')).toHaveText(/Zu viele Versuche/);
});

test('the open log-in dialog passes axe and stops the page scrolling', async ({ page }, testInfo) => {
  const js = testInfo.project.name === 'js-on';
  await page.goto(shopUrl('de.poster.localhost', '/leinwanddruck?dialog=login'));
  const dialog = page.getByRole('dialog', { name: 'Anmelden' });
  await expect(dialog).toBeVisible();
  expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
  // axe runs inside the page, so only where it may run scripts.
  if (js) expect(await seriousAxeViolations(page)).toEqual([]);
  // Closing is a link back to the page without the dialog.
  await dialog.getByRole('link', { name: 'Schließen' }).click();
  await expect(page).toHaveURL(/\/leinwanddruck$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('the whitelabel customer sees the whitelabel banner and the cart count of the open order', async ({ page }, testInfo) => {
  const js = testInfo.project.name === 'js-on';
  await page.goto(shopUrl('de.poster.localhost', '/leinwanddruck?dialog=login'));
  await waitIfHydrating(page, js);
  const dialog = page.getByRole('dialog', { name: 'Anmelden' });
  await dialog.getByLabel('E-Mail-Adresse').fill('whitelabel@posterly.example');
  await dialog.getByLabel('Passwort').fill('Fotowand-Demo-2024');
  await dialog.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page.getByRole('banner')).toContainText('Hallo Wanda');
  await expect(page.getByRole('note').filter({ hasText: 'Partnerprogramm' })).toContainText('Sie kaufen über unser Partnerprogramm ein.');
  await expect(page.getByRole('banner')).toContainText('3 Artikel');
});

test('a cross-site post to a customer form is refused', { tag: '@js-off-only' }, async ({ request }) => {
  const [url, { headers }] = viaLoopback('de.poster.localhost', '/?dialog=login');
  const response = await request.post(url, {
    headers: { ...headers, 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
    multipart: { email: 'demo@posterly.example', password: 'Fotowand-Demo-2024' },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(403);
});

// Without JavaScript the dialog is a page load by design.
test('with JavaScript the log-in dialog opens and closes in place, the page behind stays', { tag: '@js-on-only' }, async ({ page }) => {
  const { t } = SHOPS[0];
  await page.goto(shopUrl(SHOPS[0].host, SHOPS[0].path));
  await waitForHydration(page);
  await page.evaluate(() => Object.assign(window, { pageBehind: 'still here' }));
  const dialog = await openDialog(page, t.login);
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/dialog=login/);
  expect(await page.evaluate(() => (window as unknown as { pageBehind?: string }).pageBehind)).toBe('still here');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).not.toHaveURL(/dialog=/);
  expect(await page.evaluate(() => (window as unknown as { pageBehind?: string }).pageBehind)).toBe('still here');
});

test('the eleventh sign-up from one address within the hour is refused with a message, the typed values kept', async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  const js = testInfo.project.name === 'js-on';
  // An address group of its own per project and run (through the trusted proxy hop), so the
  // limit it runs into is nobody else's.
  const group = ((js ? 0x8000 : 0) | (Date.now() & 0x7fff)).toString(16);
  const forwardedFor = { 'x-forwarded-for': `2001:db8:e2e:${group}::1` };
  await page.setExtraHTTPHeaders(forwardedFor);
  await page.goto(shopUrl('de.poster.localhost', '/?dialog=signup'));
  await waitIfHydrating(page, js);
  const dialog = page.getByRole('dialog');
  const SUBMIT = 'Konto anlegen';
  const submit = dialog.getByRole('button', { name: SUBMIT });
  const fill = async (attempt: number) => {
    await dialog.getByLabel('Vorname').fill('Ada');
    await dialog.getByLabel('Nachname').fill(`Lovelace ${attempt}`);
    // The taken demo address: every try reaches the backend and counts, and none makes an account.
    await dialog.getByLabel('E-Mail-Adresse').fill('demo@posterly.example');
    await dialog.getByLabel('Passwort', { exact: true }).fill('my first long phrase');
  };
  await fill(1);
  // Tries one to nine as the form's own posts over HTTP from the same address (decision 0043),
  // the tenth and eleventh in the browser.
  const form = dialog.locator('form').filter({ has: page.getByRole('button', { name: SUBMIT }) });
  for (let attempt = 1; attempt <= 9; attempt += 1) {
    const response = await postFormOverHttp(page.request, form, { replace: { lastName: `Lovelace ${attempt}` }, headers: forwardedFor });
    expect(await response.text(), `try ${attempt}`).toMatch(/schon ein Kundenkonto/);
  }
  for (let attempt = 10; attempt <= 11; attempt += 1) {
    await waitIfHydrating(page, js);
    await fill(attempt);
    await Promise.all([page.waitForResponse((response) => response.request().method() === 'POST'), submit.click()]);
    if (attempt <= 10) await expect(dialog.getByText(/schon ein Kundenkonto/)).toBeVisible();
  }
  await expect(dialog.getByRole('alert')).toHaveText(/Zu viele Versuche/);
  await expect(dialog.getByLabel('Nachname')).toHaveValue('Lovelace 11');
  await expect(dialog.getByLabel('Passwort', { exact: true })).toHaveValue('');
});

// Issue 20 item 13: the newsletter box at sign-up stored a flag and sent no double opt-in mail.
test('ticking the newsletter box at sign-up sends the double opt-in mail for the host signed up on', async ({ page, request }, testInfo) => {
  const js = testInfo.project.name === 'js-on';
  const email = uniqueEmail(`newsletter-${testInfo.project.name}`);
  await page.goto(shopUrl('at.poster.localhost', '/?dialog=signup'));
  await waitIfHydrating(page, js);
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Vorname').fill('Ada');
  await dialog.getByLabel('Nachname').fill('Lovelace');
  await dialog.getByLabel('E-Mail-Adresse').fill(email);
  await dialog.getByLabel('Passwort', { exact: true }).fill('my first long phrase');
  await dialog.getByLabel(/Newsletter/).check();
  await dialog.getByRole('button', { name: 'Konto anlegen' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Hallo Ada' })).toBeVisible();
  const { subscriptions } = await (await request.get(backendUrl(`/dev/subscriptions?email=${encodeURIComponent(email)}`))).json();
  expect(subscriptions).toMatchObject([{ email, locale: 'de-AT', channel: 'poster', status: 'pending' }]);
  const { messages } = await (await request.get(backendUrl(`/dev/outbox?to=${encodeURIComponent(email)}`))).json();
  const link = new URL(messages[0].confirm_url);
  expect(`${link.origin}${link.pathname}`).toBe(shopUrl('at.poster.localhost', '/newsletter-confirm'));
});
