import { createHash } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { buildPreviewLink } from '../../src/lib/content/preview-token.ts';
import { backendUrl, shopUrl, viaLoopback } from '../support/urls.ts';

const SPACE_ID = '100001';
const PREVIEW_TOKEN = 'embedded-preview';

/** The visual editor's query for one story, signed as Storyblok signs it. */
function previewQuery(storyId: string, timestamp = Math.floor(Date.now() / 1000), token?: string) {
  const signature = token ?? createHash('sha1').update(`${SPACE_ID}:${PREVIEW_TOKEN}:${timestamp}`).digest('hex');
  const query = new URLSearchParams({
    _storyblok: storyId,
    '_storyblok_tk[space_id]': SPACE_ID,
    '_storyblok_tk[timestamp]': String(timestamp),
    '_storyblok_tk[token]': signature,
  });
  return `?${query}`;
}

/** The story id the editor would put in `_storyblok`, as the content API has it. */
async function storyId(request: APIRequestContext, slug: string): Promise<string> {
  const answer = await request.get(backendUrl(`/v2/cdn/stories/${slug}?version=draft&token=${PREVIEW_TOKEN}`));
  return String((await answer.json()).story.id);
}

const DRAFT_HEADLINE = 'Neu: Acrylglas in Galeriequalität';

test('an editor with a valid preview token sees the draft, rendered on the server', async ({ page, request }) => {
  const home = await storyId(request, 'poster/de-de/home');
  const response = await page.goto(shopUrl('de.poster.localhost', `/${previewQuery(home)}`));
  expect(response?.status()).toBe(200);
  expect(response?.headers()['cache-control']).toBe('no-store');
  expect(response?.headers()['content-security-policy']).toContain('frame-ancestors https://app.storyblok.com');
  await expect(page.getByRole('main')).toContainText(DRAFT_HEADLINE);
  // The robots meta tag is for crawlers and has no role.
  await expect(page.locator('meta[name=robots]')).toHaveAttribute('content', 'noindex,nofollow');
  await expect(page.getByRole('status').filter({ hasText: /^Entwurfsvorschau/ })).toBeVisible();
});

test('without a valid token the published version is served', { tag: '@js-off-only' }, async ({ page, request }) => {
  const home = await storyId(request, 'poster/de-de/home');
  const otherStory = await storyId(request, 'poster/de-de/leinwanddruck');
  const now = Math.floor(Date.now() / 1000);
  for (const query of ['', previewQuery(home, now - 7200), previewQuery(home, undefined, 'f'.repeat(40)), previewQuery(otherStory), previewQuery('0')]) {
    const response = await page.goto(shopUrl('de.poster.localhost', `/${query}`));
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('main')).not.toContainText(DRAFT_HEADLINE);
  }
  const unsigned = await page.goto(shopUrl('de.poster.localhost', '/'));
  expect(unsigned?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
});

test('a draft-only story exists only in preview, and only for a token that names it', { tag: '@js-off-only' }, async ({ request }) => {
  const published = await request.get(...viaLoopback('de.poster.localhost', '/sommer-aktion'));
  expect(published.status()).toBe(404);
  const draft = await request.get(...viaLoopback('de.poster.localhost', `/sommer-aktion${previewQuery(await storyId(request, 'poster/de-de/sommer-aktion'))}`));
  expect(draft.status()).toBe(200);
  const homeToken = await request.get(...viaLoopback('de.poster.localhost', `/sommer-aktion${previewQuery(await storyId(request, 'poster/de-de/home'))}`));
  expect(homeToken.status()).toBe(404);
});

test('a preview link (npm run preview-link) opens its page on its host, and nothing else', { tag: '@js-off-only' }, async ({ page, request }) => {
  const link = buildPreviewLink(new URL(shopUrl('de.poster.localhost', '/')), PREVIEW_TOKEN);
  await page.goto(link.href);
  await expect(page.getByRole('main')).toContainText(DRAFT_HEADLINE);

  // The same token on another host that shows the same story, and on another page.
  await page.goto(shopUrl('at.poster.localhost', `/${link.search}`));
  await expect(page.getByRole('main')).not.toContainText(DRAFT_HEADLINE);
  const otherPage = await request.get(...viaLoopback('de.poster.localhost', `/sommer-aktion${link.search}`));
  expect(otherPage.status()).toBe(404);
});
