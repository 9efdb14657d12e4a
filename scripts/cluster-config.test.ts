import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { TOOLBOX_BODY_LIMIT_BYTES } from '../src/lib/toolbox/toolbox-form.ts';
import { FORM_BODY_LIMIT_BYTES } from '../src/server/body-limit.ts';
import fc from 'fast-check';
import { decideLightMode, LIGHT_MODE_HINTS, type LightModeHint } from '../src/lib/light-mode/decide-light-mode.ts';
import { readLightModeChoice } from '../src/lib/request/light-mode.ts';
import { SHOP_FLAGS } from '../domain/flags/shop-flags.ts';
import { maskToken } from '../src/lib/request/flag-mask.ts';
import { TREATMENT_TOKEN_PATTERN } from '../src/lib/request/variant-key.ts';
import { learnFlagMasks, LIGHT_MAP_ENTRIES, NGINX_FORM_BODY_LIMIT_BYTES, readClusterSettings, renderContentVersion, renderFlagMasks, renderNginxConfig, shopPorts } from './cluster-config.ts';

const tempDir = () => '/tmp/cluster-test';

describe('readClusterSettings', () => {
  it('defaults to two processes beside the usual ports', () => {
    const settings = readClusterSettings({}, tempDir);
    expect(settings).toMatchObject({ processes: 2, port: 3000, shopPortBase: 3010, backendPort: 3001, redisPort: 3002, redisUrl: undefined, dir: '/tmp/cluster-test' });
    expect(shopPorts(settings)).toEqual([3010, 3011]);
  });

  it.each([['CLUSTER_PROCESSES', '0'], ['CLUSTER_PROCESSES', 'two'], ['PORT', '70000'], ['REDIS_PORT', 'x']])('refuses %s=%s with the variable named', (name, value) => {
    expect(() => readClusterSettings({ [name]: value }, tempDir)).toThrow(name);
  });
});

describe('renderNginxConfig', () => {
  const config = renderNginxConfig({ processes: 3, shopPortBase: 4500, port: 8080, host: '127.0.0.1', dir: '/tmp/cluster-test' });
  const directives = config.split('\n').map((line) => line.trim());

  it('balances over every shop process and listens where asked', () => {
    expect(directives).toEqual(expect.arrayContaining(['server 127.0.0.1:4500 max_fails=1 fail_timeout=5s;', 'server 127.0.0.1:4502 max_fails=1 fail_timeout=5s;', 'listen 127.0.0.1:8080;']));
  });

  it('sends a request that could not reach a process to the next one, and passes the forwarding headers', () => {
    expect(directives).toEqual(
      expect.arrayContaining([
        'proxy_next_upstream error timeout;',
        'proxy_set_header Host $http_host;',
        'proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;',
        'proxy_set_header X-Forwarded-Proto $scheme;',
      ]),
    );
    // Posts are never sent twice: nginx retries non-idempotent requests only when told to.
    expect(config).not.toContain('non_idempotent');
  });
});

describe('renderNginxConfig body limits', () => {
  const nginx = ['/usr/sbin/nginx', '/usr/bin/nginx', process.env.NGINX_BIN].find((candidate) => candidate && fs.existsSync(candidate));

  it('keeps 64 KiB for forms, as the shop does', () => {
    expect(NGINX_FORM_BODY_LIMIT_BYTES).toBe(FORM_BODY_LIMIT_BYTES);
  });

  // nginx in front of a stand-in for the shop that answers what reached it.
  it.skipIf(!nginx)('lets a toolbox upload through with its 5 MB, on its two addresses only', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nginx-limits-'));
    fs.mkdirSync(path.join(dir, 'tmp'));
    // As start-cluster.ts does: nginx's workers (nobody, when started as root) buffer bodies under it.
    fs.chmodSync(dir, 0o711);
    const shop = http.createServer((request, response) => {
      let size = 0;
      request.on('data', (chunk: Buffer) => (size += chunk.length));
      request.on('end', () => response.end(`${request.url} ${size}`));
    });
    await new Promise<void>((resolve) => shop.listen(0, '127.0.0.1', resolve));
    const shopPort = (shop.address() as AddressInfo).port;
    const port = await new Promise<number>((resolve) => {
      const probe = net.createServer().listen(0, '127.0.0.1', () => {
        const { port: free } = probe.address() as AddressInfo;
        probe.close(() => resolve(free));
      });
    });
    fs.writeFileSync(path.join(dir, 'nginx.conf'), renderNginxConfig({ processes: 1, shopPortBase: shopPort, port, host: '127.0.0.1', dir }));
    const child = spawn(nginx!, ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', path.join(dir, 'nginx-error.log')], { stdio: 'ignore' });
    try {
      const post = async (target: string, bytes: number) => {
        for (let attempt = 0; ; attempt++) {
          try {
            const response = await fetch(`http://127.0.0.1:${port}${target}`, { method: 'POST', body: new Uint8Array(bytes), headers: { host: 'de.poster.localhost' } });
            return { status: response.status, text: await response.text() };
          } catch (error) {
            if (attempt > 50) throw error;
            await new Promise((resolve) => setTimeout(resolve, 100));
          }
        }
      };
      const megabytes = 4 * 1024 * 1024;
      expect(await post('/service?_toolbox', megabytes)).toEqual({ status: 200, text: `/service?_toolbox ${megabytes}` });
      expect(await post('/fr/service-client?a=1&_toolbox=', megabytes)).toEqual({ status: 200, text: `/fr/service-client?a=1&_toolbox= ${megabytes}` });
      expect(await post('/RSC/F/abc123/convertToolboxFileAction.txt', megabytes)).toEqual({ status: 200, text: `/RSC/F/abc123/convertToolboxFileAction.txt ${megabytes}` });
      expect((await post('/service?_toolbox', TOOLBOX_BODY_LIMIT_BYTES + 1)).status).toBe(413);
      expect((await post('/service', FORM_BODY_LIMIT_BYTES)).status).toBe(200);
      for (const target of ['/service', '/service?x_toolbox=1', '/RSC/F/abc123/sendContactFormAction.txt']) expect((await post(target, FORM_BODY_LIMIT_BYTES + 1)).status, target).toBe(413);
      // The internal address is not reachable from outside.
      expect((await post('/@toolbox-upload/service', 10)).status).toBe(404);
    } finally {
      child.kill('SIGQUIT');
      await new Promise((resolve) => child.once('exit', resolve));
      await new Promise((resolve) => shop.close(resolve));
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 30_000);
});

describe('the shared cache', () => {
  it('keys pages on the variant and the content version, which a publication replaces', () => {
    const config = renderNginxConfig({ processes: 1, shopPortBase: 4010, port: 4000, host: '127.0.0.1', dir: '/tmp/x' });
    expect(config).toMatch(/proxy_cache_key "[^"]*\$page_variant[^"]*cv=\$content_version";/);
    expect(config).toContain('proxy_set_header X-Page-Variant $page_variant;');
    // The shop answers a page of another version private, so nginx never keeps it under this key.
    expect(config).toContain('proxy_set_header X-Content-Version $content_version;');
    expect(renderContentVersion(1732650000)).toBe('set $content_version "1732650000";\n');
    expect(renderContentVersion('1"; evil')).toBe('set $content_version "1evil";\n');
  });
});

describe('the shared cache’s light-mode map', () => {
  /** nginx's map as it reads: the first entry whose regex matches the joined values, else l0. */
  const nginxLight = (cookie: string, hints: Record<LightModeHint, string>) => {
    const source = [cookie, ...LIGHT_MODE_HINTS.map((hint) => hints[hint])].join('|');
    return LIGHT_MAP_ENTRIES.find(([pattern]) => new RegExp(pattern, 'i').test(source))?.[1] ?? 'l0';
  };
  const shopLight = (cookie: string, hints: Record<LightModeHint, string>) =>
    decideLightMode({ choice: readLightModeChoice(new Map(cookie ? [['light_mode', cookie]] : [])), crawler: false, hint: (name) => hints[name] || null }).light ? 'l1' : 'l0';

  const number = fc
    .tuple(fc.oneof(fc.double({ min: 0, max: 2000, noNaN: true }), fc.integer({ min: 0, max: 5000 }), fc.constantFrom(0.25, 0.5, 0.7, 0.69, 0.05, 0.09, 1, 1.5, 269, 270, 299.9, 300, 999, 1000)), fc.constantFrom('', '0', '00'), fc.constantFrom('', '.0', '.00'))
    .map(([value, zeros, tail]) => `${zeros}${String(value)}${Number.isInteger(value) ? tail : ''}`);
  const decorated = (value: fc.Arbitrary<string>) =>
    fc.tuple(value, fc.constantFrom('', ' ', '\t'), fc.constantFrom('', ' '), fc.boolean(), fc.boolean()).map(([text, before, after, quoted, upper]) => {
      const inner = upper ? text.toUpperCase() : text;
      return `${before}${quoted ? `"${inner}"` : inner}${after}`;
    });
  const hintValue = fc.oneof(
    fc.constant(''),
    decorated(fc.constantFrom('on', 'off', 'slow-2g', '2g', '3g', '4g', 'unknown', '-1', '1e3', '0.', '.5', '"on', 'on"')),
    decorated(number),
    fc.string({ maxLength: 8 }).filter((text) => !/[|\r\n]/.test(text)),
  );
  const hints = fc.record(Object.fromEntries(LIGHT_MODE_HINTS.map((hint) => [hint, hintValue])) as Record<LightModeHint, typeof hintValue>);
  const cookie = fc.constantFrom('', '1', '0', '2', 'yes', ' 1');

  it('computes light or not from the cookie and the hints exactly as the shop decides it', () => {
    fc.assert(
      fc.property(cookie, hints, (light, values) => {
        expect(nginxLight(light, values)).toBe(shopLight(light, values));
      }),
      { numRuns: 5000, seed: Number(process.env.FUZZ_SEED) || undefined },
    );
  });

  it.each([
    [{ ECT: '2g' }, 'l1'],
    [{ ECT: '4g', 'Device-Memory': '0.5' }, 'l1'],
    [{ 'Device-Memory': '1' }, 'l1'],
    [{ 'Device-Memory': '2' }, 'l0'],
    [{ RTT: '270' }, 'l1'],
    [{ RTT: '250', Downlink: '0.65' }, 'l1'],
    [{ Downlink: '0.7' }, 'l0'],
    [{ Downlink: '0' }, 'l0'],
    [{ 'Save-Data': '"on"' }, 'l1'],
  ] as const)('%o → %s', (given, expected) => {
    const values = Object.fromEntries(LIGHT_MODE_HINTS.map((hint) => [hint, (given as Partial<Record<LightModeHint, string>>)[hint] ?? ''])) as Record<LightModeHint, string>;
    expect(nginxLight('', values)).toBe(expected);
    expect(shopLight('', values)).toBe(expected);
    // The visitor's choice wins either way.
    expect(nginxLight('0', values)).toBe('l0');
  });

  it('writes the map into the configuration, reading the cookie and each hint header', () => {
    const config = renderNginxConfig({ processes: 1, shopPortBase: 4010, port: 4000, host: '127.0.0.1', dir: '/tmp/x' });
    expect(config).toContain('map "$cookie_light_mode|$http_save_data|$http_ect|$http_device_memory|$http_rtt|$http_downlink" $pv_light {');
  });
});

describe('the shared cache’s flag mask (decision 0046)', () => {
  const config = renderNginxConfig({ processes: 1, shopPortBase: 4010, port: 4000, host: '127.0.0.1', dir: '/tmp/x' });

  it('keys each flag’s character only where the page’s mask keys it, as the shop masks its own key', () => {
    const patterns = SHOP_FLAGS.map((_, index) => {
      const found = new RegExp(`map "\\$pv_mask\\|\\$cookie_flag_variant" \\$pv_f${index} \\{\\n\\s*"~([^"]+)" "\\$1";`).exec(config);
      expect(found, `map of flag ${index}`).not.toBeNull();
      return new RegExp(found![1]!);
    });
    const edgeToken = (mask: string, cookie: string) =>
      TREATMENT_TOKEN_PATTERN.test(cookie) ? `t${patterns.map((pattern) => pattern.exec(`${mask}|${cookie}`)?.[1] ?? '-').join('')}` : 't-';
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('0', '1'), { minLength: SHOP_FLAGS.length, maxLength: SHOP_FLAGS.length }).map((bits) => bits.join('')),
        fc.oneof(fc.array(fc.constantFrom('0', '1', 'c'), { minLength: SHOP_FLAGS.length, maxLength: SHOP_FLAGS.length }).map((chars) => chars.join('')), fc.string()),
        (mask, cookie) => {
          const shop = TREATMENT_TOKEN_PATTERN.test(cookie) ? `t${maskToken(cookie, mask)}` : 't-';
          expect(edgeToken(mask, cookie)).toBe(shop);
        },
      ),
      { numRuns: 500 },
    );
    expect(config).toContain('proxy_set_header X-Flag-Mask $pv_mask;');
    expect(config).toContain('proxy_hide_header X-Flag-Mask-Needed;');
  });

  it('learns a page’s mask from the log as the union of what the shop said, and skips what a map key cannot hold', () => {
    const footer = '00000010';
    const calculator = '10000000';
    const learned = learnFlagMasks(new Map(), `de.poster.localhost/ ${footer}\nde.poster.localhost/leinwanddruck ${footer}\nde.poster.localhost/leinwanddruck ${calculator}\nbad"host/x ${footer}\nde.poster.localhost/a"b ${footer}\nde.poster.localhost/x 012\n\n`);
    expect([...learned]).toEqual([
      ['de.poster.localhost/', footer],
      ['de.poster.localhost/leinwanddruck', '10000010'],
    ]);
    expect(renderFlagMasks(learned)).toBe(`"de.poster.localhost/" "${footer}";\n"de.poster.localhost/leinwanddruck" "10000010";\n`);
    // Never narrower than what was known.
    expect(learnFlagMasks(learned, `de.poster.localhost/leinwanddruck ${footer}\n`).get('de.poster.localhost/leinwanddruck')).toBe('10000010');
  });
});
