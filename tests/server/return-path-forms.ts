import { within } from '@testing-library/dom';
import { parseDocument } from '../support/parse-html.ts';
import { multipart, send, type RawResponse } from './raw-http.ts';

/**
 * The shop's forms with a return path, found on served pages the way a browser without JavaScript
 * meets them (by their buttons' names), with the fields a browser would post. Shared by the
 * return-path tests and their fuzz file.
 */
export type ReturnPathForm = { name: string; page: string; field: string; fields: Array<[string, string]>; cookie?: string };

const ORIGIN = 'http://de.poster.localhost';

/** The named inputs of the form around `button`, plus the button's own name and value. */
function fieldsOf(button: HTMLElement): Array<[string, string]> {
  const form = button.closest('form');
  if (!form) throw new Error(`no form around ${button.textContent}`);
  const fields: Array<[string, string]> = [...form.querySelectorAll('input[name]')].map((input) => [input.getAttribute('name')!, input.getAttribute('value') ?? '']);
  const name = button.getAttribute('name');
  if (name) fields.push([name, button.getAttribute('value') ?? '']);
  return fields;
}

async function formOn(port: number, page: string, button: RegExp, cookie?: string): Promise<Array<[string, string]>> {
  const response = await send(port, { path: page, headers: cookie ? { cookie } : {} });
  if (response.status !== 200) throw new Error(`${page}: ${response.status}`);
  const { document } = parseDocument(response.body);
  return fieldsOf(within(document.body).getAllByRole('button', { name: button })[0]!);
}

/** A demo customer's session cookie, from a log-in posted without JavaScript. */
export async function logInDemo(port: number): Promise<string> {
  const fields = (await formOn(port, '/customer/login', /^Anmelden$/)).map(([name, value]): [string, string] =>
    name === 'email' ? [name, 'demo@posterly.example'] : name === 'password' ? [name, 'Fotowand-Demo-2024'] : [name, value],
  );
  const response = await postForm(port, '/customer/login', fields);
  const cookie = [response.headers['set-cookie'] ?? []].flat().find((line) => line.startsWith('shop_session='));
  if (response.status !== 303 || !cookie) throw new Error(`demo log-in failed: ${response.status}`);
  return cookie.split(';')[0]!;
}

/** Every form with a return path: log-in, sign-up, log-out, consent, app-banner dismissal (the light-version switch is a plain post). */
export async function findReturnPathForms(port: number): Promise<ReturnPathForm[]> {
  const session = await logInDemo(port);
  const login = await formOn(port, '/customer/login', /^Anmelden$/);
  const signup = await formOn(port, '/customer/signup', /^Konto anlegen$/);
  const withCredentials = (fields: Array<[string, string]>, values: Record<string, string>) => fields.map(([name, value]): [string, string] => [name, values[name] ?? value]);
  return [
    { name: 'log-in', page: '/customer/login', field: 'returnTo', fields: withCredentials(login, { email: 'demo@posterly.example', password: 'Fotowand-Demo-2024' }) },
    { name: 'sign-up', page: '/customer/signup', field: 'returnTo', fields: withCredentials(signup, { firstName: 'Ada', lastName: 'Return', email: 'placeholder', password: 'a long return phrase' }) },
    { name: 'log-out', page: '/', field: 'returnTo', fields: await formOn(port, '/', /^Abmelden$/, session), cookie: session },
    { name: 'consent', page: '/', field: 'returnTo', fields: await formOn(port, '/', /^Alle akzeptieren$/) },
    { name: 'app-banner dismissal', page: '/', field: 'returnTo', fields: await formOn(port, '/', /App-Hinweis schließen|schließen/i) },
  ];
}

let signups = 0;

/**
 * Posts the form as a browser without JavaScript would, with `value` as its return path. Each
 * sign-up comes from an address of its own: the shared stack allows 10 accounts per address and
 * hour, and return-paths and fuzz-return-paths together sign up more than that.
 */
export async function postReturnPath(port: number, form: ReturnPathForm, value: string, cookie = form.cookie): Promise<RawResponse> {
  const signup = form.name === 'sign-up' ? (signups += 1) : 0;
  const fields = form.fields.map(([name, current]): [string, string] => {
    if (name === form.field) return [name, value];
    // Each sign-up needs an e-mail address of its own.
    if (signup && name === 'email') return [name, `return-${process.pid}-${signup}@example.org`];
    return [name, current];
  });
  const address: Record<string, string> = signup ? { 'x-forwarded-for': `10.${process.pid % 256}.${(signup >> 8) & 255}.${signup & 255}` } : {};
  return postForm(port, form.page, fields, cookie, address);
}

export async function postForm(port: number, page: string, fields: Array<[string, string]>, cookie?: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  const { body, contentType } = multipart(fields);
  return send(port, { method: 'POST', path: page, headers: { 'content-type': contentType, origin: ORIGIN, ...headers, ...(cookie ? { cookie } : {}) }, body });
}

/** A Location a browser would follow to another host (`//host`, `/\host`, a scheme), or none. */
export function isOffOrigin(location: string | string[] | undefined): boolean {
  if (location === undefined) return false;
  const value = String(location);
  const base = 'http://de.poster.localhost';
  if (!URL.canParse(value, base)) return true;
  return new URL(value, base).origin !== base;
}
