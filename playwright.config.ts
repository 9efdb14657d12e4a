import { defineConfig } from '@playwright/test';
import { TEST_CHROMIUM } from './scripts/test-phases.ts';
import { answeredConsentState } from './tests/support/consent-state.ts';

/**
 * End-to-end tests in real Chromium (Debian's headless shell, or CHROMIUM_PATH; decision 0051)
 * against the production build.
 * Every spec runs twice: with JavaScript and without. Ports are picked free in global setup.
 * A test tagged `@js-on-only` (axe runs in the page) or `@js-off-only` (server-rendered HTML,
 * the same in both projects) is left out of the other project here rather than skipped in its
 * body, so no browser context is opened for it (decision 0027).
 */
const chromium = process.env.CHROMIUM_PATH ?? TEST_CHROMIUM.path;

export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/support/global-setup.ts',
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  retries: 0,
  // Ends a hung test; a working one on a saturated two-core machine takes up to ~28 s (decision 0051).
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'reports/playwright.json' }]],
  use: {
    trace: 'off',
    // One browser context per worker, reset between tests (cookies and storage back to
    // storageState, routes gone, viewport and emulation back to the defaults, about:blank).
    // A test.use() of another option (storageState, locale...) gets a fresh context (decision 0048).
    // E2E_REUSE_CONTEXT=0 gives every test its own context again (for an A/B or a suspected leak).
    reuseContext: process.env.E2E_REUSE_CONTEXT !== '0',
    // Every spec browses as a visitor who has answered the consent banner (tests/support/consent-state.ts).
    storageState: answeredConsentState(),
    // The card channel's 199 CSS snowflakes kept a software-rendering Chromium busy for the whole
    // page: its tests ran 2-3x slower and timed out under load. The specs about motion (snow, the
    // scroller's page turn) ask for 'no-preference' themselves (decision 0035).
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--host-resolver-rules=MAP *.localhost 127.0.0.1',
        // One renderer process per browser, whatever the site: each test's first page on a host
        // started a process of its own. Five spec files, two runs each way: 384-393 CPU seconds
        // against 428-478 (decision 0054). The pages behave the same; only the isolation between
        // sites, which no test is about, is gone.
        '--disable-site-isolation-trials',
        '--renderer-process-limit=1',
      ],
    },
  },
  projects: [
    { name: 'js-on', grepInvert: /@js-off-only/, use: { browserName: 'chromium', javaScriptEnabled: true } },
    { name: 'js-off', grepInvert: /@js-on-only/, use: { browserName: 'chromium', javaScriptEnabled: false } },
  ],
});
