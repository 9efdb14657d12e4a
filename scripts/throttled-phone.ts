/**
 * The slow phone (issue 24 item 4, decision 0041): Chromium with its CPU slowed 6x and a
 * 400 kbit/s, 400 ms round-trip network, a cold cache, a phone's screen and user agent. One page
 * load measured: first contentful paint, load event, hydration done (the client entry's mark,
 * src/lib/hydration/hydration-marks.ts) and the bytes over the wire until then. Used by
 * `npm run bench` (`BENCH_ONLY=throttled`) and scripts/profile-hydration.ts.
 */
import type { Browser, CDPSession, Page } from 'playwright-core';
import { HYDRATION_MARKS } from '../src/lib/hydration/hydration-marks.ts';

export const THROTTLED_PROFILE = { cpuSlowdown: 6, kbitPerSecond: 400, rttMs: 400 } as const;

const PHONE_USER_AGENT = 'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36';

export type ThrottledLoad = {
  /** ms from navigation start */
  paint: number;
  load: number;
  /** undefined on a page without JavaScript (light mode) */
  hydrated: number | undefined;
  entry: number | undefined;
  hydrateStart: number | undefined;
  /** encoded bytes (headers and bodies) of every response finished by the last of load and hydration */
  bytes: number;
  requests: number;
  /** The document carried the client runtime (a normal page); a light page has none. */
  scripts: boolean;
};

export type ThrottledOptions = {
  /** `light_mode` cookie: the visitor's choice wins over every hint (decision 0028). */
  light: boolean;
  /** Runs with the page and its CDP session before navigating; its result comes back after the load. */
  before?: (page: Page, cdp: CDPSession) => Promise<() => Promise<unknown>>;
};

export async function launchThrottledChromium(chromium: { launch: (options: object) => Promise<Browser> }): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--host-resolver-rules=MAP *.localhost 127.0.0.1'],
  });
}

/** One cold load of `url` on the throttled phone. */
export async function measureThrottledLoad(browser: Browser, url: string, options: ThrottledOptions): Promise<ThrottledLoad & { extra: unknown }> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1, isMobile: true, hasTouch: true, userAgent: PHONE_USER_AGENT });
  await context.addCookies([{ name: 'light_mode', value: options.light ? '1' : '0', url: new URL(url).origin }]);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const transfer = { finished: 0, bytes: 0 };
  cdp.on('Network.loadingFinished', (event: { encodedDataLength: number }) => {
    transfer.finished += 1;
    transfer.bytes += event.encodedDataLength;
  });
  const bytesPerSecond = (THROTTLED_PROFILE.kbitPerSecond * 1000) / 8;
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: THROTTLED_PROFILE.rttMs,
    downloadThroughput: bytesPerSecond,
    uploadThroughput: bytesPerSecond,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLED_PROFILE.cpuSlowdown });
  const after = options.before ? await options.before(page, cdp) : undefined;
  try {
    await page.goto(url, { waitUntil: 'load', timeout: 90_000 });
    // Waku's preamble sets this on a page that will hydrate; a light page has no scripts at all.
    const hasScripts = await page.evaluate(() => '__WAKU_HYDRATE__' in globalThis);
    const marks = await page.evaluate(
      async ({ names, wait }) => {
        // A PerformanceObserver instead of polling: polling would add work to the slowed CPU.
        if (wait) {
          await new Promise<void>((resolve) => {
            if (performance.getEntriesByName(names.hydrated).length > 0) return resolve();
            new PerformanceObserver((list, observer) => {
              if (list.getEntriesByName(names.hydrated).length > 0) {
                observer.disconnect();
                resolve();
              }
            }).observe({ type: 'mark', buffered: true });
          });
        }
        const at = (name: string) => performance.getEntriesByName(name)[0]?.startTime;
        const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
        return {
          paint: at('first-contentful-paint') ?? NaN,
          load: navigation.loadEventEnd,
          hydrated: at(names.hydrated),
          entry: at(names.entry),
          hydrateStart: at(names.hydrateStart),
        };
      },
      { names: HYDRATION_MARKS, wait: hasScripts },
    );
    const extra = after ? await after() : undefined;
    return { ...marks, bytes: transfer.bytes, requests: transfer.finished, scripts: hasScripts, extra };
  } finally {
    await context.close();
  }
}

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const formatRange = (values: number[], unit: (value: number) => string) =>
  values.length === 0 || values.some((value) => !Number.isFinite(value)) ? '-' : `${unit(median(values))} (${unit(Math.min(...values))}-${unit(Math.max(...values))})`;

/**
 * `npm run bench` (or alone: `BENCH_ONLY=throttled`): the light and the normal home page on the
 * throttled phone, BENCH_THROTTLED_RUNS cold loads each (default 5), alternating, median and range.
 */
export async function printThrottledPhone(browser: Browser, homeUrl: string) {
  const runs = Number(process.env.BENCH_THROTTLED_RUNS ?? 5);
  // Warm the page store: the phone's time, not the origin's first render.
  const warm = await browser.newPage();
  await warm.goto(homeUrl);
  await warm.close();
  const results: Record<'light' | 'normal', ThrottledLoad[]> = { light: [], normal: [] };
  for (let run = 0; run < runs; run++) {
    for (const variant of ['normal', 'light'] as const) results[variant].push(await measureThrottledLoad(browser, homeUrl, { light: variant === 'light' }));
  }
  const s = (ms: number) => (ms / 1000).toFixed(2);
  const kib = (bytes: number) => (bytes / 1024).toFixed(0);
  console.log(`\nHome page on a throttled phone (CPU ${THROTTLED_PROFILE.cpuSlowdown}x, ${THROTTLED_PROFILE.kbitPerSecond} kbit/s, ${THROTTLED_PROFILE.rttMs} ms RTT, cold cache, 390 px; decision 0041),`);
  console.log(`median of ${runs} (range), seconds from navigation; hydrated: the root's first effect after hydrateRoot; goal: normal hydrated <= 4 s`);
  console.log('page   | paint s          | load s           | hydrated s       | KiB by then   | requests | goal');
  for (const variant of ['light', 'normal'] as const) {
    const list = results[variant];
    const wrong = list.filter((entry) => entry.scripts === (variant === 'light')).length;
    if (wrong > 0) console.log(`  ${variant}: ${wrong} of ${list.length} loads got the other variant of the page`);
    const hydrated = list.map((entry) => entry.hydrated ?? NaN);
    const goal = variant === 'light' ? '' : median(hydrated) <= 4000 ? 'met' : 'MISS';
    console.log(
      [
        variant.padEnd(6),
        formatRange(list.map((entry) => entry.paint), s).padEnd(16),
        formatRange(list.map((entry) => entry.load), s).padEnd(16),
        (variant === 'light' ? 'no JavaScript' : formatRange(hydrated, s)).padEnd(16),
        formatRange(list.map((entry) => entry.bytes), kib).padEnd(13),
        String(median(list.map((entry) => entry.requests))).padStart(8),
        goal,
      ].join(' | '),
    );
  }
}
