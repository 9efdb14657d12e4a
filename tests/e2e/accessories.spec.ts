import { expect, test } from '@playwright/test';
import { shopUrl } from '../support/urls.ts';
import { waitForHydration } from '../support/wait-for-hydration.ts';

/** Issue 22 item 4 (decision 0031): a customer adds card accessories to the order; the header's cart count follows. */
test('a logged-in customer adds envelopes to the order and the cart count grows by the quantity', async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  const js = testInfo.project.name === 'js-on';
  await page.goto(shopUrl('de.card.localhost', '/hochzeitskarten/?dialog=login'));
  if (js) await waitForHydration(page);
  const dialog = page.getByRole('dialog', { name: 'Anmelden' });
  await dialog.getByLabel('E-Mail-Adresse').fill('demo@carta.example');
  await dialog.getByLabel('Passwort').fill('Fotowand-Demo-2024');
  await dialog.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page.getByRole('banner')).toContainText('Hallo Carla');
  // A logged-in page streams (it is never stored): its header is there before its end. Act on the
  // finished page; a CI run whose click came early never saw the order's answer.
  await page.waitForLoadState('load');
  const count = async () => Number(/(\d+) Artikel/.exec(await page.getByRole('banner').innerText())?.[1] ?? 0);
  const before = await count();
  const envelope = page.getByRole('listitem').filter({ has: page.getByRole('button', { name: /^Umschlag .* zur Bestellung hinzufügen$/ }) }).first();
  await envelope.getByRole('spinbutton', { name: 'Anzahl' }).fill('3');
  await envelope.getByRole('button', { name: /zur Bestellung hinzufügen$/ }).click();
  // First the address the action leads back to, so a failure says whether the post went through.
  await expect(page).toHaveURL(/[?&]accessory=added/);
  await expect(page.getByRole('status').filter({ hasText: 'Zubehör wurde Ihrer Bestellung hinzugefügt.' })).toBeVisible();
  // The JS-on and JS-off runs share the demo account and may run at once: at least this run's three.
  await expect.poll(count).toBeGreaterThanOrEqual(before + 3);
});
