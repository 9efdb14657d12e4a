import type { Readable } from 'node:stream';
import { text as readStream } from 'node:stream/consumers';
import { prerenderToNodeStream } from 'react-dom/static';
import { describe, expect, it } from 'vitest';
import { evaluateRequestFlags } from '../../lib/flags/request-flags.ts';
import { setRequestFlags } from '../../lib/flags/request-flags.ts';
import { parseCookieHeader } from '../../lib/request/cookies.ts';
import { runWithRequestContext } from '../../lib/request/request-context.ts';
import { buildTestRequestContext } from '../../../tests/support/test-request-context.ts';
import { FlagDebug } from './flag-debug.tsx';

const CRAWLER = 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)';

/** The visible text of the rendered block, tags stripped, whitespace collapsed. */
async function renderText(url: string): Promise<string> {
  const context = buildTestRequestContext(url);
  const { flags } = await evaluateRequestFlags({
    pageUrl: new URL(url),
    languagePrefix: '',
    channel: 'poster',
    cookies: parseCookieHeader(undefined),
    userAgent: CRAWLER,
    mobileHint: undefined,
    secure: false,
    allowOverrides: true,
    getClient: () => {
      throw new Error('crawlers start no client');
    },
  });
  setRequestFlags(context, flags);
  const html = await runWithRequestContext(context, async () => readStream((await prerenderToNodeStream(<FlagDebug />)).prelude as Readable));
  return html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim();
}

describe('the flag debug block', () => {
  it('is absent without splitDebug or _debug', async () => {
    expect(await renderText('http://de.poster.localhost/posterdruck')).toBe('');
  });

  it.each(['splitDebug', '_debug=1'])('lists every flag with its treatment and where it came from (?%s)', async (query) => {
    const text = await renderText(`http://de.poster.localhost/posterdruck?${query}`);
    expect(text).toContain('Feature flags');
    expect(text).toContain('Client not started (crawler)');
    expect(text).toContain('calculator-top-deal-965 965 off crawler');
    expect(text).toContain('posterdruck-landing on path rule');
  });
});
