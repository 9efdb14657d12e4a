import { createHash } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { shopUrl, viaLoopback } from '../support/urls.ts';

const SPACE_ID = '100001';
const PREVIEW_TOKEN = 'embedded-preview';

function previewQuery(timestamp = Math.floor(Date.now() / 1000), token?: string) {
  const signature = token ?? createHash('sha1').update(`${SPACE_ID}:${PREVIEW_TOKEN}:${timestamp}`).digest('hex');
  const query = new URLSearchParams({
    _storyblok: '1',
    '_storyblok_tk[space_id]': SPACE_ID,
    '_storyblok_tk[timestamp]': String(timestamp),
    '_storyblok_tk[token]': signature,
  });
  return `?${query}`;
}

const DRAFT_HEADLINE = 'Neu: Acrylglas in Galeriequalität';

test('an editor with a valid preview token sees the draft, rendered on the server', async ({ page }) => {
  const response = await page.goto(shopUrl('de.poster.localhost', `/${previewQuery()}`));
  expect(response?.status()).toBe(200);
  expect(response?.headers()['cache-control']).toBe('no-store');
  expect(response?.headers()['content-security-policy']).toContain('frame-ancestors https://app.storyblok.com');
  await expect(page.locator('main')).toContainText(DRAFT_HEADLINE);
  await expect(page.locator('meta[name=robots]')).toHaveAttribute('content', 'noindex,nofollow');
  await expect(page.locator('.preview-banner')).toBeVisible();
});

test('without a valid token the published version is served', async ({ page }) => {
  for (const query of ['', previewQuery(Math.floor(Date.now() / 1000) - 7200), previewQuery(undefined, 'f'.repeat(40))]) {
    const response = await page.goto(shopUrl('de.poster.localhost', `/${query}`));
    expect(response?.status()).toBe(200);
    await expect(page.locator('main')).not.toContainText(DRAFT_HEADLINE);
    expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  }
});

test('a draft-only story exists only in preview', async ({ request }) => {
  const published = await request.get(...viaLoopback('de.poster.localhost', '/sommer-aktion'));
  expect(published.status()).toBe(404);
  const draft = await request.get(...viaLoopback('de.poster.localhost', `/sommer-aktion${previewQuery()}`));
  expect(draft.status()).toBe(200);
});
