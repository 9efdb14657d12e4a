import { send } from './raw-http.ts';

/** The toolbox form's hidden action fields as the service page renders them (ids change per build). */
export async function findToolboxForm(port: number, path = '/service'): Promise<{ action: string; fields: Array<[string, string]> }> {
  const page = await send(port, { path });
  const form = /<form[^>]*class="toolbox-form"[\s\S]*?<\/form>/.exec(page.body)?.[0];
  if (!form) throw new Error(`no toolbox form on ${path}`);
  const action = /<form[^>]*action="([^"]*)"/.exec(form)?.[1]?.replaceAll('&amp;', '&') ?? `${path}?_toolbox`;
  const fields: Array<[string, string]> = [];
  for (const match of form.matchAll(/<input[^>]*type="hidden"[^>]*name="([^"]+)"(?:[^>]*value="([^"]*)")?/g)) {
    fields.push([match[1]!, (match[2] ?? '').replaceAll('&quot;', '"').replaceAll('&amp;', '&')]);
  }
  return { action, fields };
}

/** A multipart body: the fields, then a file part with these bytes. */
export function uploadBody(fields: Array<[string, string]>, file: Buffer, boundary = 'uploadBoundary9QzX'): { head: Buffer; body: Buffer; contentType: string } {
  const head = Buffer.from(
    fields.map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`).join('') +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="upload.png"\r\nContent-Type: image/png\r\n\r\n`,
  );
  const body = Buffer.concat([head, file, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  return { head, body, contentType: `multipart/form-data; boundary=${boundary}` };
}
