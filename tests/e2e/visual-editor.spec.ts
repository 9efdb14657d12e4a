import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { backendUrl, shopUrl } from '../support/urls.ts';

/**
 * Live editing through the embedded backend's stand-in of the visual editor (decision 0026). The
 * stand-in is a JavaScript application, as Storyblok's is: its tests run with JavaScript on. What
 * shoppers get is checked in both projects.
 */

function openEditor(page: Page, host: string, path = '/', extra = '') {
  return page.goto(backendUrl(`/dev/visual-editor?url=${encodeURIComponent(shopUrl(host, path))}${extra}`));
}

function previewFrame(page: Page) {
  return page.getByTitle('Page preview').contentFrame();
}

test('a shopper\'s page has no editable attributes and no bridge script', async ({ page }) => {
  for (const host of ['de.poster.localhost', 'com.card.localhost']) {
    await page.goto(shopUrl(host, '/'));
    await expect(page.getByRole('main')).toBeVisible();
    expect(await page.locator('[data-blok-c], [data-blok-uid]').count()).toBe(0);
    expect(await page.locator('script[src*="_editor"]').count()).toBe(0);
  }
});

test.describe('in the stand-in visual editor', () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, 'the visual editor is a JavaScript application');
  // Two pages (editor and shop) and a server render per edit, on a shared machine.
  test.describe.configure({ timeout: 60_000 });

  // One editor load per host for both (decision 0049): the click first, while the headline still
  // reads as the content has it; then the typing, which must not reload the page in the frame.
  for (const host of ['de.poster.localhost', 'com.card.localhost']) {
    test(`a click on a teaser makes the stand-in name that block; typing into its headline shows the new text in the frame without a reload (${host})`, async ({ page }) => {
      await openEditor(page, host);
      const frame = previewFrame(page);
      const teaser = page.getByRole('group', { name: /^teaser/ }).first();
      const legend = await teaser.locator('legend code').textContent();
      const headline = teaser.getByLabel('headline');
      const original = (await headline.inputValue()).trim();
      // The bridge is loaded and has been told to enter edit mode: its blocks are outlined.
      await expect(frame.getByRole('main')).toBeVisible();
      await expect.poll(() => frame.locator('body').evaluate(() => typeof (window as unknown as { StoryblokBridge?: unknown }).StoryblokBridge)).toBe('function');
      await frame.locator('body').evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
      // The teaser's headline is inside the block; the bridge finds its editable element.
      await expect(async () => {
        await frame.getByRole('heading', { name: original }).first().click();
        await expect(page.getByRole('status').filter({ hasText: 'Selected block' })).toHaveText(`Selected block: ${legend}`, { timeout: 1000 });
      }).toPass({ timeout: 10_000 });
      // The click opened the block in the editor; the page in the frame stayed where it was.
      expect(new URL(frame.locator('body').page().url()).pathname).toBe('/dev/visual-editor');

      await headline.fill('Live aus dem Editor');
      await expect(frame.getByRole('main')).toContainText('Live aus dem Editor');
      await headline.fill('Live aus dem Editor, zweite Fassung');
      await expect(frame.getByRole('main')).toContainText('Live aus dem Editor, zweite Fassung');
      expect(await frame.locator('body').evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
    });
  }

  test('a form in a swapped region still submits after a live swap', async ({ page }) => {
    await openEditor(page, 'de.poster.localhost', '/', '&story=global/footer');
    const frame = previewFrame(page);
    await expect.poll(() => frame.locator('body').evaluate(() => typeof (window as unknown as { StoryblokBridge?: unknown }).StoryblokBridge)).toBe('function');
    await frame.locator('body').evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
    // The newsletter's own headline: the footer, form and all, is swapped.
    const headline = page.getByRole('textbox', { name: 'headline' }).filter({ hasText: 'Inspiration für Ihre Wände' });
    await headline.fill('Inspiration, live bearbeitet');
    const form = frame.getByRole('contentinfo').getByRole('region', { name: 'Inspiration, live bearbeitet' });
    await expect(form).toBeVisible();
    const email = `live-swap-${Date.now()}@example.com`;
    await form.getByLabel('E-Mail-Adresse').fill(email);
    await form.getByRole('button').click();
    await expect(form.getByRole('status')).toContainText(email);
    // Submitted in place, as before the swap: the editor's page was not reloaded.
    expect(await frame.locator('body').evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
  });

  for (const { host, about, draftSlug } of [
    { host: 'de.poster.localhost', about: '/ueber-uns', draftSlug: 'poster/de-de/ueber-uns' },
    { host: 'com.card.localhost', about: '/about-us/', draftSlug: 'card/en-us/about-us' },
  ]) {
    test(`Save stores the draft and the frame shows the saved draft (${host})`, async ({ page, request }) => {
      await openEditor(page, host, about);
      const frame = previewFrame(page);
      await expect(frame.getByRole('main')).toBeVisible();
      const field = page.getByRole('group').first().getByRole('textbox').first();
      const saved = `Gespeichert ${Date.now()}`;
      await field.fill(saved);
      await expect(frame.getByRole('main')).toContainText(saved);
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByRole('status').filter({ hasText: /^Saved$/ })).toBeVisible();
      // `published` reloads the frame with the saved draft.
      await expect(frame.getByRole('main')).toContainText(saved);
      const draft = await request.get(backendUrl(`/v2/cdn/stories/${draftSlug}?version=draft&token=embedded-preview`));
      expect(JSON.stringify(await draft.json())).toContain(saved);
    });
  }
});
