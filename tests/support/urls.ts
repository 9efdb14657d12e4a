/** URLs of the stack started by global setup; host names pick channel and country. */
export function shopUrl(host: string, path = '/'): string {
  return `http://${host}:${process.env.E2E_SHOP_PORT}${path}`;
}

export function backendUrl(path: string): string {
  return `http://127.0.0.1:${process.env.E2E_BACKEND_PORT}${path}`;
}

/**
 * For Playwright's API requests, which resolve names in Node (where `*.localhost` may not
 * resolve): connect to loopback and name the shop in the Host header, as a browser would.
 */
export function viaLoopback(host: string, path = '/'): [string, { headers: Record<string, string> }] {
  return [`http://127.0.0.1:${process.env.E2E_SHOP_PORT}${path}`, { headers: { host: `${host}:${process.env.E2E_SHOP_PORT}` } }];
}
