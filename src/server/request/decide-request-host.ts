/**
 * Why a request line cannot be served: it names another host than `Host`, or it cannot be read.
 * `missing-host`: an absolute-form target without a `Host` header to vouch for it.
 */
export type HostRefusal = 'missing-host' | 'invalid-host' | 'host-mismatch' | 'invalid-target';

/**
 * `target`: the request target to serve, always origin-form (`/path?query`), so the URL the server
 * builds takes its host from `Host` and its scheme from the connection, never from the request line.
 */
export type RequestHostDecision = { ok: true; target: string } | { ok: false; reason: HostRefusal; requestLineHost?: string };

/** What a Host header may hold: a name or address and a port (RFC 9110 `uri-host [ ":" port ]`). */
const HOST_HEADER = /^(?:\[[0-9a-fA-F:.]+\]|[A-Za-z0-9._~!$&'()*+,;=%-]+)(?::\d*)?$/;

function isAbsoluteForm(target: string): boolean {
  return target.charCodeAt(0) !== 47 /* "/" */ && /^https?:\/\//i.test(target);
}

/**
 * The one decision on a request's host (decision 0019). The shop serves the host of the `Host`
 * header: the page store's key, the rendered shop, links and mails all come from it. A request
 * line in absolute form (`GET http://host/path`, RFC 9112 3.2.2) is served only when it names the
 * same host and port as `Host` (case-insensitively, default ports equal to none); otherwise one
 * request would carry two hosts and parts of the shop could disagree on which one they serve. Its
 * scheme is ignored: whether the visitor came over TLS is the connection's (or our proxy's) to say.
 * `X-Forwarded-Host` is never read.
 */
export function decideRequestHost(target: string, hostHeader: string | undefined): RequestHostDecision {
  if (!isAbsoluteForm(target)) return { ok: true, target };
  if (!URL.canParse(target)) return { ok: false, reason: 'invalid-target' };
  const requested = new URL(target);
  // Credentials have no place in a request line (RFC 9110 4.2.4).
  if (requested.username !== '' || requested.password !== '') return { ok: false, reason: 'invalid-target', requestLineHost: requested.host };
  const header = hostHeader?.trim();
  if (!header) return { ok: false, reason: 'missing-host', requestLineHost: requested.host };
  const scheme = requested.protocol;
  if (!HOST_HEADER.test(header) || !URL.canParse(`${scheme}//${header}`)) return { ok: false, reason: 'invalid-host', requestLineHost: requested.host };
  // Parsed with the request line's scheme, so `:80` on http (and `:443` on https) equals no port.
  if (new URL(`${scheme}//${header}`).host !== requested.host) return { ok: false, reason: 'host-mismatch', requestLineHost: requested.host };
  return { ok: true, target: `${requested.pathname}${requested.search}` };
}
