import { multipart, send, type RawResponse } from './raw-http.ts';

export type FormFields = Array<[string, string]>;

/**
 * The hidden fields of a customer form (log-in, sign-up...) as its own page renders it without
 * JavaScript: the action reference and state a browser posts back. Read once per test file.
 */
export async function readCustomerForm(port: number, path: string, host = 'de.poster.localhost'): Promise<FormFields> {
  const page = await send(port, { path, headers: { host } });
  const form = /<form class="customer-form"[\s\S]*?<\/form>/.exec(page.body)?.[0];
  if (!form) throw new Error(`no customer form on ${path} (${page.status})`);
  const fields: FormFields = [];
  for (const match of form.matchAll(/<input type="hidden" name="([^"]+)"(?: value="([^"]*)")?/g)) {
    fields.push([match[1]!, (match[2] ?? '').replaceAll('&quot;', '"').replaceAll('&amp;', '&')]);
  }
  if (!fields.some(([name]) => /^\$ACTION_\d+:0$/.test(name))) throw new Error(`no action reference in the form of ${path}`);
  return fields;
}

/** Posts the form as a browser without JavaScript does, from `address` (seen through TRUST_PROXY). */
export function postCustomerForm(port: number, path: string, hidden: FormFields, values: Record<string, string>, address: string, host = 'de.poster.localhost'): Promise<RawResponse> {
  const { body, contentType } = multipart([...hidden, ...Object.entries(values)]);
  return send(port, { method: 'POST', path, headers: { host, origin: `http://${host}`, 'content-type': contentType, 'x-forwarded-for': address }, body });
}

/** Upstream calls the shop logged for one shop API path (e.g. every password check: `customer-login`). */
export function countUpstreamCalls(output: string, apiPath: string): number {
  return output
    .split('\n')
    .filter((line) => line.includes('"upstream-request"'))
    .filter((line) => (JSON.parse(line) as { url?: string }).url?.includes(`/web-api/${apiPath}`)).length;
}
