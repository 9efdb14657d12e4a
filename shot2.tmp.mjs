import { chromium } from '@playwright/test';
const [port, width, height, ...targets] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--host-resolver-rules=MAP *.localhost 127.0.0.1'] });
for (const target of targets) {
  const context = await browser.newContext({ viewport: { width: +width, height: +height } });
  const [host, ...rest] = target.split('/');
  await context.addCookies([{ name: 'consent', value: '1.s0.m0', domain: host, path: '/' }]);
  const page = await context.newPage();
  const response = await page.goto(`http://${host}:${port}/${rest.join('/')}`);
  const file = `/tmp/ana/s40-${target.replace(/\//g, '_')}-${width}.png`;
  await page.screenshot({ path: file, fullPage: process.env.FULL === '1' });
  console.log(target, response.status(), file);
  await context.close();
}
await browser.close();
