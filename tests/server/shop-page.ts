import { send } from './raw-http.ts';

/** The newsletter form's server action, as the home page renders it (its id changes per build). */
export async function findNewsletterAction(port: number): Promise<{ id: string; rscPath: string; fields: Array<[string, string]> }> {
  const page = await send(port, { path: '/' });
  const form = /<form class="newsletter-form"[\s\S]*?<\/form>/.exec(page.body)?.[0];
  if (!form) throw new Error('no newsletter form on the home page');
  const fields: Array<[string, string]> = [];
  for (const match of form.matchAll(/<input[^>]*name="([^"]+)"(?:[^>]*value="([^"]*)")?/g)) {
    fields.push([match[1]!, (match[2] ?? '').replaceAll('&quot;', '"').replaceAll('&amp;', '&')]);
  }
  const reference = fields.find(([name]) => /^\$ACTION_\d+:0$/.test(name))?.[1];
  const id = reference ? (JSON.parse(reference) as { id: string }).id : undefined;
  if (!id) throw new Error('no action id in the newsletter form');
  const [file, name] = id.split('#');
  return { id, rscPath: `/RSC/F/${file}/${name}.txt`, fields };
}
