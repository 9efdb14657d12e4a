import { Hono } from 'hono';

/** One batch of data-layer events as the stand-in tag script sent it. */
export type TaggingHit = { containerId: string; cid: string; location: string; events: unknown[]; receivedAt: string };

/** Far more than a test run sends; old hits go first, so a long dev session stays small. */
const MAX_HITS = 5_000;
const MAX_BODY_BYTES = 64 * 1024;

/**
 * The stand-in tag script, served as `gtm.js` and `gtag/js` like a first-party tagging server
 * does. It behaves as a tag manager does where it matters to the shop: it sets the `_ga`
 * analytics cookie, reads what the page already put into `window.dataLayer`, and from then on
 * forwards every push, all to the host it was loaded from.
 */
const STAND_IN_SCRIPT = `(function () {
  var script = document.currentScript;
  if (!script) return;
  var src = new URL(script.src);
  var containerId = src.searchParams.get('id') || '';
  var match = /(?:^|; )_ga=([^;]+)/.exec(document.cookie);
  var cid = match ? match[1] : 'GA1.1.' + Math.floor(Math.random() * 1e10) + '.' + Math.floor(Date.now() / 1000);
  if (!match) document.cookie = '_ga=' + cid + '; path=/; max-age=63072000; samesite=lax';
  var dataLayer = (window.dataLayer = window.dataLayer || []);
  function send(events) {
    if (!events.length) return;
    var body = JSON.stringify({ containerId: containerId, cid: cid, location: location.href, events: events });
    if (!navigator.sendBeacon || !navigator.sendBeacon(src.origin + '/g/collect', body)) {
      fetch(src.origin + '/g/collect', { method: 'POST', body: body, mode: 'no-cors', keepalive: true });
    }
  }
  send(dataLayer.slice());
  dataLayer.push = function () {
    var events = Array.prototype.slice.call(arguments);
    var length = Array.prototype.push.apply(dataLayer, events);
    send(events);
    return length;
  };
})();
`;

/**
 * A first-party tagging host for development and e2e tests: serves the stand-in tag script,
 * records what it sends, and lists it at `/dev/analytics` (filter by `cid`, the `_ga` cookie's
 * value, or `containerId`).
 */
export function createTaggingRoutes(): Hono {
  const app = new Hono();
  const hits: TaggingHit[] = [];

  const serveScript = (c: { header: (name: string, value: string) => void; body: (body: string) => Response }) => {
    c.header('content-type', 'text/javascript; charset=utf-8');
    c.header('cache-control', 'no-store');
    return c.body(STAND_IN_SCRIPT);
  };
  app.get('/gtm.js', (c) => serveScript(c));
  app.get('/gtag/js', (c) => serveScript(c));

  app.post('/g/collect', async (c) => {
    const text = await c.req.text();
    if (text.length > MAX_BODY_BYTES) return c.body(null, 413);
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      return c.body(null, 400);
    }
    const hit = parsed as Partial<TaggingHit>;
    if (typeof hit.cid !== 'string' || !Array.isArray(hit.events)) return c.body(null, 400);
    hits.push({
      containerId: String(hit.containerId ?? ''),
      cid: hit.cid,
      location: String(hit.location ?? ''),
      events: hit.events,
      receivedAt: new Date().toISOString(),
    });
    if (hits.length > MAX_HITS) hits.splice(0, hits.length - MAX_HITS);
    return c.body(null, 204);
  });

  app.get('/dev/analytics', (c) => {
    const cid = c.req.query('cid');
    const containerId = c.req.query('containerId');
    const selected = hits.filter((hit) => (cid === undefined || hit.cid === cid) && (containerId === undefined || hit.containerId === containerId));
    return c.json({ hits: selected });
  });

  return app;
}
