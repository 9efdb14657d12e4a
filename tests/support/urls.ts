/** URLs of the stack started by global setup; host names pick channel and country. */
export function shopUrl(host: string, path = '/'): string {
  return `http://${host}:${process.env.E2E_SHOP_PORT}${path}`;
}

export function backendUrl(path: string): string {
  return `http://127.0.0.1:${process.env.E2E_BACKEND_PORT}${path}`;
}
