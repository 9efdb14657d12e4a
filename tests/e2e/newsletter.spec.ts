import { expect, test } from '@playwright/test';
import { backendUrl, shopUrl, viaLoopback } from '../support/urls.ts';

function uniqueEmail(tag: string) {
  return `${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

test('subscribing to the newsletter stores a pending row and mails a confirmation link', async ({ page, request }, testInfo) => {
  const email = uniqueEmail(testInfo.project.name);
  await page.goto(shopUrl('ch.poster.localhost', '/fr'));
  // The sign-up form has no name of its own; it is the footer's newsletter section (the footer has
  // other buttons, the reviews carousel's).
  const form = page.getByRole('contentinfo').getByRole('region', { name: 'De l’inspiration pour vos murs' });
  // Marks this document: a full page load (JavaScript off) replaces it, an in-place update keeps
  // it. With JavaScript, only once the form has hydrated (a submission before is a plain post):
  // the form marks that itself (`data-enhanced`, a readiness mark with no role).
  if (testInfo.project.name === 'js-on') {
    await form.locator('form[data-enhanced]').waitFor();
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
  }
  await form.getByLabel('Adresse e-mail').fill(email);
  await form.getByRole('button').click();
  await expect(form.getByRole('status')).toContainText(email);
  await expect(form.getByRole('status')).toHaveClass(/form-success/);
  await expect(form.getByRole('alert')).toHaveCount(0);

  const { subscriptions: rows } = await (await request.get(backendUrl(`/dev/subscriptions?email=${encodeURIComponent(email)}`))).json();
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({ email, locale: 'fr-CH', channel: 'poster', status: 'pending' });

  if (testInfo.project.name === 'js-on') {
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
  }

  // Double opt-in: the mail carries the full link for the host and language subscribed on.
  const { messages } = await (await request.get(backendUrl(`/dev/outbox?to=${encodeURIComponent(email)}`))).json();
  const link = new URL(messages[0].confirm_url);
  expect(`${link.origin}${link.pathname}`).toBe(shopUrl('ch.poster.localhost', '/fr/newsletter-confirm'));
  expect(messages[0].body).toContain(link.href);
  await page.goto(link.href);
  await page.getByRole('button', { name: "Confirmer l'inscription" }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Inscription confirmée');
  await expect(page.getByRole('button', { name: "Confirmer l'inscription" })).toHaveCount(0);
  const { subscriptions: confirmed } = await (await request.get(backendUrl(`/dev/subscriptions?email=${encodeURIComponent(email)}`))).json();
  expect(confirmed[0].status).toBe('confirmed');

  // A second click on the same link confirms nothing new and still thanks.
  await page.goto(link.href);
  await page.getByRole('button', { name: "Confirmer l'inscription" }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Inscription confirmée');
});

test('an invalid address comes back with a message and the typed value', async ({ page, request }) => {
  await page.goto(shopUrl('de.card.localhost', '/'));
  const form = page.getByRole('contentinfo').getByRole('region', { name: 'Neue Designs zuerst sehen' });
  await form.getByLabel('E-Mail-Adresse').fill('kein-at-zeichen.de');
  await form.getByRole('button').click();
  await expect(form.getByRole('alert')).toContainText('gültige E-Mail-Adresse');
  await expect(form.getByLabel('E-Mail-Adresse')).toHaveAccessibleDescription(/gültige E-Mail-Adresse/);
  await expect(form.getByLabel('E-Mail-Adresse')).toHaveValue('kein-at-zeichen.de');
  await expect(form.getByLabel('E-Mail-Adresse')).toHaveAttribute('aria-invalid', 'true');
  const { subscriptions } = await (await request.get(backendUrl('/dev/subscriptions?email=kein-at-zeichen.de'))).json();
  expect(subscriptions).toHaveLength(0);
});

test('a confirm link with an unknown token says so', async ({ page }) => {
  await page.goto(shopUrl('gb.card.localhost', '/newsletter-confirm/?token=0123456789abcdef0123456789abcdef'));
  await page.getByRole('button', { name: 'Confirm subscription' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This link no longer works');
  await expect(page.getByRole('status')).toContainText('invalid or has already been used');
  await expect(page.getByRole('button', { name: 'Confirm subscription' })).toHaveCount(0);
});

// Server-rendered HTML or plain HTTP, the same in both projects: run once, in js-off (decision 0027).
test('a cross-site form post is refused', { tag: '@js-off-only' }, async ({ request }) => {
  const [url, options] = viaLoopback('de.poster.localhost', '/');
  const response = await request.post(url, {
    headers: { ...options.headers, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    multipart: { email: 'x@example.com' },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(403);
});
