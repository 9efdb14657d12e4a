/**
 * The settings of `npm run start:cluster` and the nginx configuration it writes. Pure functions,
 * so the layout can be read (and tested) without starting anything.
 */
import path from 'node:path';
import { CONSENT_VERSION } from '../src/lib/consent/consent.ts';
import { SHOP_FLAGS } from '../domain/flags/shop-flags.ts';
import { LIGHT_MODE_HINTS, type LightModeHint } from '../src/lib/light-mode/decide-light-mode.ts';
import { ACTION_BAR_DISMISSED_PREFIX, SHOP_COOKIES } from '../src/lib/request/shop-cookies.ts';
import { ALL_FLAGS_MASK, FLAG_MASK_PATTERN, unionMasks } from '../src/lib/request/flag-mask.ts';
import { TOOLBOX_ACTION_NAME, TOOLBOX_BODY_LIMIT_BYTES, TOOLBOX_UPLOAD_QUERY } from '../src/lib/toolbox/toolbox-form.ts';

export type ClusterSettings = {
  /** How many shop processes (`CLUSTER_PROCESSES`, default 2). */
  processes: number;
  /** Where nginx listens (`PORT`, default 3000) and on which address (`HOST`, default all). */
  port: number;
  host: string;
  /** The shop processes listen on loopback from this port up (`CLUSTER_SHOP_PORT_BASE`, default PORT + 10). */
  shopPortBase: number;
  /** The embedded backend (`BACKEND_PORT`, default 3001). */
  backendPort: number;
  /** Redis started here (`REDIS_PORT`, default 3002) unless `REDIS_URL` names one to use. */
  redisPort: number;
  redisUrl: string | undefined;
  /** Generated nginx configuration, logs and Redis's working directory (`CLUSTER_DIR`). */
  dir: string;
};

function readPort(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 1 || port > 65_535) throw new Error(`${name}=${JSON.stringify(value)} is not a port (1-65535)`);
  return port;
}

export function readClusterSettings(env: NodeJS.ProcessEnv, defaultDir: () => string): ClusterSettings {
  const processesText = env.CLUSTER_PROCESSES ?? '2';
  const processes = Number(processesText);
  if (!Number.isInteger(processes) || processes < 1 || processes > 64) throw new Error(`CLUSTER_PROCESSES=${JSON.stringify(processesText)} is not a whole number from 1 to 64`);
  const port = readPort(env.PORT, 3000, 'PORT');
  return {
    processes,
    port,
    host: env.HOST ?? '0.0.0.0',
    shopPortBase: readPort(env.CLUSTER_SHOP_PORT_BASE, port + 10, 'CLUSTER_SHOP_PORT_BASE'),
    backendPort: readPort(env.BACKEND_PORT, 3001, 'BACKEND_PORT'),
    redisPort: readPort(env.REDIS_PORT, 3002, 'REDIS_PORT'),
    redisUrl: env.REDIS_URL || undefined,
    dir: env.CLUSTER_DIR || defaultDir(),
  };
}

/** The shop's form limit (src/server/body-limit.ts; the unit test holds them equal). */
export const NGINX_FORM_BODY_LIMIT_BYTES = 64 * 1024;

/** The map entries of each page's flag mask (host and path to mask), written by start-cluster as it learns them. */
export const FLAG_MASKS_FILE = 'flag-masks.conf';
/** Where nginx logs a page whose mask it should learn: `host+path mask-needed` per line. */
export const FLAG_MASK_LOG = 'flag-masks.log';

/** The file nginx reads the content cache version from; start-cluster rewrites it and reloads nginx on a publication. */
export const CONTENT_VERSION_FILE = 'content-version.conf';

export function renderContentVersion(cv: number | string): string {
  return `set $content_version "${String(cv).replace(/[^0-9A-Za-z_-]/g, '')}";\n`;
}

/**
 * What each light-mode hint (decideLightMode, decision 0028) says "light" with, as a regular
 * expression over the raw header value: trimmed, case-insensitive, optionally in quotes, the
 * numbers compared by their digits (nginx has no arithmetic). Same order and bounds as hintSaysLight;
 * scripts/cluster-config.test.ts holds them equal to it.
 */
const NUMBER_TAIL = '(\\.\\d+)?';
export const LIGHT_HINT_PATTERNS: Record<LightModeHint, string> = {
  'Save-Data': 'on',
  ECT: '(slow-2g|2g|3g)',
  // Above 0 and at most SMALL_DEVICE_MEMORY_GB (1): 1, 1.0, or 0.x with a digit that is not 0.
  'Device-Memory': '(0*1(\\.0+)?|0+\\.0*[1-9]\\d*)',
  // At least SLOW_RTT_MS (270): four digits or more, 300-999, or 270-299.
  RTT: `0*([1-9]\\d{3,}|[3-9]\\d\\d|2[7-9]\\d)${NUMBER_TAIL}`,
  // Above 0 and below SLOW_DOWNLINK_MBPS (0.7): 0.1-0.6x, or 0.0x with a digit that is not 0.
  Downlink: '0+\\.(0*[1-6]|0+[1-9])\\d*',
};

/** The map's source: the light-mode cookie, then every hint header, `|` between them. */
const LIGHT_MAP_SOURCE = [`$cookie_${SHOP_COOKIES.lightMode.name}`, ...LIGHT_MODE_HINTS.map((hint) => `$http_${hint.toLowerCase().replace(/-/g, '_')}`)].join('|');

/**
 * The `$pv_light` map's entries, first match wins as in decideLightMode: the visitor's choice
 * (`light_mode` cookie 1 or 0), then each hint that says light. A value holding `|` shifts the
 * fields: nginx's key may then differ from the shop's, which answers such a page private (decision
 * 0029), so it is never shared under the wrong variant. Crawlers send no flag key and skip the cache.
 */
export const LIGHT_MAP_ENTRIES: ReadonlyArray<readonly [pattern: string, value: 'l0' | 'l1']> = [
  ['^1\\|', 'l1'],
  ['^0\\|', 'l0'],
  ...LIGHT_MODE_HINTS.map((hint, index) => {
    const fields = LIGHT_MODE_HINTS.map((_, at) => (at === index ? `\\s*(${LIGHT_HINT_PATTERNS[hint]}|"${LIGHT_HINT_PATTERNS[hint]}")\\s*` : '[^|]*'));
    return [`^[^|]*\\|${fields.join('\\|')}$`, 'l1'] as const;
  }),
];

/**
 * The variant key (src/lib/request/variant-key.ts) as nginx maps of the cookies and Save-Data,
 * and what must skip the shared cache: a visitor without a flag key (the shop assigns groups and
 * sets cookies on that response), a session, page token or wishlist key (personal pages), a
 * location suggestion or none decided yet (decision 0038), a dismissed action
 * bar (one cookie per bar, not in the key). The server test holds these equal to the shop's own.
 */
function renderVariantMaps(): string {
  const session = SHOP_COOKIES.session.name;
  return `  map $cookie_${SHOP_COOKIES.consent.name} $pv_consent {
    "~^${CONSENT_VERSION}\\.s([01])\\.m([01])$" "s$1m$2";
    default "n";
  }
  map "${LIGHT_MAP_SOURCE}" $pv_light {
${LIGHT_MAP_ENTRIES.map(([pattern, value]) => `    "~*${pattern.replace(/"/g, '\\"')}" "${value}";`).join('\n')}
    default "l0";
  }
  map $http_cookie $pv_app {
    "~(^|;)\\s*${SHOP_COOKIES.appBannerDismissed.name}=" "a1";
    default "a0";
  }
  map $cookie_${SHOP_COOKIES.flagUserKey.name} $pv_new {
    "~^[A-Za-z0-9_-]{16,64}$" "";
    default "1";
  }
  map $http_cookie $pv_personal {
    "~(^|;)\\s*(__Host-)?${session}=" "1";
    "~(^|;)\\s*${SHOP_COOKIES.pageToken.name}=" "1";
    "~(^|;)\\s*${SHOP_COOKIES.wishlist.name}=" "1";
    "~(^|;)\\s*${SHOP_COOKIES.location.name}=to-" "1";
    "~(^|;)\\s*${ACTION_BAR_DISMISSED_PREFIX}" "1";
    default "";
  }
  # No location choice yet: the shop looks the visitor up and sets it (decision 0038).
  map $cookie_${SHOP_COOKIES.location.name} $pv_locate {
    "" "1";
    default "";
  }
  # One encoding per kind of client: the cache keeps br, gzip and identity apart.
  map $http_accept_encoding $pv_encoding {
    "~*(^|[,\\s])br([;,\\s]|$)" "br";
    "~*(^|[,\\s])gzip([;,\\s]|$)" "gzip";
    default "identity";
  }`;
}

/**
 * The treatments part of the variant key with the path's flag mask (decision 0046): one map per
 * flag gives its character where the mask keys it, else `-`; a cookie that is not a treatments
 * token gives `t-`. The shop keys on the same mask (X-Flag-Mask) and says in X-Flag-Mask-Needed
 * which flags the page reads; a page whose mask left one out is answered private.
 */
function renderFlagMaskMaps(dir: string): string {
  const cookie = `$cookie_${SHOP_COOKIES.flagVariant.name}`;
  const count = SHOP_FLAGS.length;
  const perFlag = SHOP_FLAGS.map((_, index) => {
    const before = index === 0 ? '' : `{${index}}`;
    const after = count - 1 - index === 0 ? '' : `{${count - 1 - index}}`;
    const pattern = `^${before ? `[01]${before}` : ''}1${after ? `[01]${after}` : ''}\\|${before ? `[10c]${before}` : ''}([10c])${after ? `[10c]${after}` : ''}$`;
    return `  map "$pv_mask|${cookie}" $pv_f${index} {
    "~${pattern}" "$1";
    default "-";
  }`;
  });
  return `  # Each page's flag mask, learned from the shop's X-Flag-Mask-Needed; every flag until known.
  map $host$uri $pv_mask {
    default "${ALL_FLAGS_MASK}";
    include ${path.join(dir, FLAG_MASKS_FILE.replace(/f$/, '[f]'))};
  }
${perFlag.join('\n')}
  map ${cookie} $pv_flags {
    "~^[10c]{${count}}$" "t${SHOP_FLAGS.map((_, index) => `$pv_f${index}`).join('')}";
    default "t-";
  }
  # Logged when the shop needs another mask for the page than the one it was keyed on.
  map "$upstream_http_x_flag_mask_needed|$pv_mask" $pv_mask_learn {
    "~^\\|" "";
    "~^([01]+)\\|\\1$" "";
    default "1";
  }`;
}

/** `host+path mask` lines as nginx logs them, merged into what is known: a path's mask only grows. */
export function learnFlagMasks(known: ReadonlyMap<string, string>, log: string): Map<string, string> {
  const masks = new Map(known);
  for (const line of log.split('\n')) {
    const [page, mask, extra] = line.trim().split(' ');
    if (!page || !mask || extra !== undefined || !FLAG_MASK_PATTERN.test(mask) || !SAFE_MAP_KEY.test(page)) continue;
    masks.set(page, unionMasks(masks.get(page) ?? mask, mask));
  }
  return masks;
}

/** Host and path as nginx's $host$uri spells them, without what a map's quoted key cannot hold. */
const SAFE_MAP_KEY = /^[a-z0-9.-]+\/[A-Za-z0-9._~!&'()*+,;=:@%/-]*$/;

export function renderFlagMasks(masks: ReadonlyMap<string, string>): string {
  return [...masks].map(([page, mask]) => `"${page}" "${mask}";\n`).join('');
}

export function shopPorts(settings: Pick<ClusterSettings, 'processes' | 'shopPortBase'>): number[] {
  return Array.from({ length: settings.processes }, (_, index) => settings.shopPortBase + index);
}

/**
 * nginx as the load balancer, in the foreground with everything under `dir`:
 * - round robin over the shop processes, idle upstream connections kept open;
 * - a request that could not reach a process (refused, reset, timed out before an answer) is
 *   sent to the next one. nginx only does that for idempotent methods (GET, HEAD): a form post is
 *   never sent twice. A process that failed is left out for a few seconds;
 * - Host, X-Forwarded-For and X-Forwarded-Proto passed on: run the shop with TRUST_PROXY=1;
 * - bodies above the shop's own limit refused here, before they reach a process: 64 KiB, and the
 *   toolbox upload's file size on the upload's two addresses only (the page post marked with
 *   `?_toolbox`, routed by an internal rewrite since a location cannot see the query, and the
 *   action call).
 */
export function renderNginxConfig(settings: Pick<ClusterSettings, 'processes' | 'shopPortBase' | 'port' | 'host' | 'dir'>): string {
  const { dir } = settings;
  const upstreams = shopPorts(settings)
    .map((port) => `    server 127.0.0.1:${port} max_fails=1 fail_timeout=5s;`)
    .join('\n');
  const temp = (name: string) => path.join(dir, 'tmp', name);
  const proxy = `      proxy_pass http://shop;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_next_upstream error timeout;
      proxy_next_upstream_tries ${Math.max(2, settings.processes)};
      proxy_connect_timeout 2s;
      proxy_read_timeout 30s;
      proxy_buffers 16 16k;
      proxy_buffer_size 16k;
      proxy_set_header X-Page-Variant $page_variant;
      proxy_set_header X-Content-Version $content_version;
      proxy_set_header X-Flag-Mask $pv_mask;
      proxy_hide_header X-Flag-Mask-Needed;
      proxy_set_header Accept-Encoding $pv_encoding;`;
  // Pages only: the shop's own cache-control decides (public s-maxage for stored anonymous pages;
  // no-cache, private or no-store for the rest, which nginx does not keep).
  const cache = `      proxy_cache pages;
      proxy_cache_key "$scheme|$http_host|$request_uri|$page_variant|$pv_encoding|cv=$content_version";
      proxy_cache_methods GET HEAD;
      proxy_cache_bypass $pv_new$pv_personal$pv_locate;
      proxy_no_cache $pv_new$pv_personal$pv_locate;
      proxy_cache_use_stale updating error timeout http_500 http_502 http_503 http_504;
      proxy_cache_background_update on;
      proxy_cache_lock on;
      proxy_cache_lock_timeout 5s;
      proxy_cache_revalidate on;
      # The key names everything the shop's Vary does (encoding, variant) in normalised form.
      proxy_ignore_headers Vary;
      add_header X-Cache $upstream_cache_status always;`;
  return `# Generated by scripts/start-cluster.ts; edits are overwritten on the next start.
worker_processes auto;
daemon off;
pid ${path.join(dir, 'nginx.pid')};
error_log ${path.join(dir, 'nginx-error.log')} warn;

events {
  worker_connections 4096;
}

http {
  log_format cluster '$remote_addr "$request" $status $body_bytes_sent $upstream_addr $upstream_status $request_time';
  access_log ${path.join(dir, 'nginx-access.log')} cluster;
  client_body_temp_path ${temp('body')};
  proxy_temp_path ${temp('proxy')};
  fastcgi_temp_path ${temp('fastcgi')};
  uwsgi_temp_path ${temp('uwsgi')};
  scgi_temp_path ${temp('scgi')};
  server_tokens off;
  # The shop compresses itself; nginx passes its bytes on.
  gzip off;

  proxy_cache_path ${path.join(dir, 'cache')} levels=1:2 keys_zone=pages:16m max_size=512m inactive=30m use_temp_path=off;
  map_hash_bucket_size 256;
  map_hash_max_size 65536;
${renderVariantMaps()}
${renderFlagMaskMaps(dir)}
  log_format flagmask '$host$uri $upstream_http_x_flag_mask_needed';
  access_log ${path.join(dir, FLAG_MASK_LOG)} flagmask if=$pv_mask_learn;

  upstream shop {
${upstreams}
    keepalive 64;
  }

  server {
    listen ${settings.host}:${settings.port};
    client_max_body_size ${NGINX_FORM_BODY_LIMIT_BYTES};
    client_body_timeout 10s;
    client_header_timeout 10s;
    set $content_version "-";
    # A pattern, so that nginx also starts before the file is written (it overrides the default).
    include ${path.join(dir, CONTENT_VERSION_FILE.replace(/f$/, '[f]'))};
    set $page_variant "$pv_consent.$pv_light.$pv_app.$pv_flags";

    # A page post carrying a toolbox file goes to the location with the upload's limit. In the
    # server, not in a location: nginx checks a body's length as soon as a location is chosen.
    if ($args ~ "(^|&)${TOOLBOX_UPLOAD_QUERY}(=|&|$)") {
      rewrite ^ /@toolbox-upload$uri last;
    }

    location / {
${proxy}
${cache}
    }

    location ^~ /@toolbox-upload/ {
      internal;
      client_max_body_size ${TOOLBOX_BODY_LIMIT_BYTES};
      rewrite ^/@toolbox-upload(/.*)$ $1 break;
${proxy}
    }

    location ~ ^/RSC/F/.+/${TOOLBOX_ACTION_NAME}(\\.txt)?$ {
      client_max_body_size ${TOOLBOX_BODY_LIMIT_BYTES};
${proxy}
    }
  }
}
`;
}
