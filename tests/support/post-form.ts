import type { APIRequestContext, APIResponse, Locator } from '@playwright/test';

/**
 * Posts a form of the page over HTTP, as a browser without JavaScript sends it: the form's own
 * fields as the page holds them (hidden ones included), some replaced. For the tries before the
 * one a test watches in the browser (a limit's eleventh sign-up): each browser round trip costs
 * seconds, an HTTP post a few milliseconds (decision 0043).
 */
export async function postFormOverHttp(
  request: APIRequestContext,
  form: Locator,
  { replace = {}, headers = {} }: { replace?: Record<string, string>; headers?: Record<string, string> } = {},
): Promise<APIResponse> {
  const { action, fields } = await form.evaluate((element) => {
    const formElement = element as HTMLFormElement;
    const entries = [...new FormData(formElement)].flatMap(([name, value]) => (typeof value === 'string' ? [[name, value] as const] : []));
    return { action: formElement.action, fields: entries };
  });
  const names = new Set(fields.map(([name]) => name));
  const unknown = Object.keys(replace).filter((name) => !names.has(name));
  if (unknown.length > 0) throw new Error(`The form has no field ${unknown.join(', ')} (it has ${[...names].join(', ')})`);
  const body = new FormData();
  for (const [name, value] of fields) body.append(name, replace[name] ?? value);
  // Node may not resolve `*.localhost`: connect to loopback and name the host, as a browser would.
  const url = new URL(action);
  return request.post(`http://127.0.0.1:${url.port}${url.pathname}${url.search}`, {
    headers: { host: url.host, origin: url.origin, 'sec-fetch-site': 'same-origin', ...headers },
    multipart: body,
    maxRedirects: 0,
    failOnStatusCode: false,
  });
}
