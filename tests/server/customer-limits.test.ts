/**
 * Log-in and sign-up limits against the built shop (issue 19, items 6 and 7; decision 0022).
 * Client addresses come through X-Forwarded-For (TRUST_PROXY=1); every password check the shop
 * makes is one logged upstream call to `customer-login`. Timeouts of 2 minutes: every attempt
 * hashes a password (scrypt, 32 MiB), slow on a shared two-core machine.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Stack } from '../support/start-stack.ts';
import { startStack } from '../support/start-stack.ts';
import { countUpstreamCalls, postCustomerForm, readCustomerForm, type FormFields } from './customer-form.ts';

const TOO_MANY = /Zu viele Versuche/;
const WRONG = /E-Mail-Adresse oder Passwort ist falsch/;

let stack: Stack;
let output = '';
let login: FormFields;
let signup: FormFields;

beforeAll(async () => {
  stack = await startStack({ LOG_LEVEL: 'info', BACKEND_LOG_LEVEL: 'error', TRUST_PROXY: '1' }, { onShopOutput: (text) => (output += text) });
  [login, signup] = await Promise.all([readCustomerForm(stack.shopPort, '/customer/login'), readCustomerForm(stack.shopPort, '/customer/signup')]);
});
afterAll(async () => stack?.stop());

/** Log lines are written as they happen: give the last ones a moment to arrive. */
async function settledOutput(): Promise<string> {
  await sleep(300);
  return output;
}

const logIn = (email: string, password: string, address: string) => postCustomerForm(stack.shopPort, '/customer/login', login, { email, password }, address);

describe('log-in limits', () => {
  it('checks at most 5 passwords of 30 parallel wrong guesses on one account', async () => {
    const before = countUpstreamCalls(await settledOutput(), 'customer-login');
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => logIn('parallel@example.com', `wrong guess ${i}`, '198.51.100.10')));
    for (const answer of answers) expect(answer.status).toBe(200);
    const checked = countUpstreamCalls(await settledOutput(), 'customer-login') - before;
    expect(checked).toBeGreaterThan(0);
    expect(checked).toBeLessThanOrEqual(5);
    // The checked ones say the password was wrong (or, on a starved machine, that the backend took too long).
    expect(answers.filter((answer) => WRONG.test(answer.body)).length).toBeLessThanOrEqual(checked);
    expect(answers.filter((answer) => TOO_MANY.test(answer.body))).toHaveLength(30 - checked);
  }, 120_000);

  it('counts the addresses of one IPv6 /64 together, and a neighbouring /64 apart', async () => {
    const before = countUpstreamCalls(await settledOutput(), 'customer-login');
    // 20 guesses per address in 15 minutes, on accounts of their own (no account limit meets).
    for (let i = 0; i < 20; i += 1) expect((await logIn(`v6-${i}@example.com`, 'wrong guess', `2001:db8:1:2::${(i + 1).toString(16)}`)).body).toMatch(WRONG);
    expect((await logIn('v6-next@example.com', 'wrong guess', '2001:db8:1:2:ffff:ffff:ffff:ffff')).body).toMatch(TOO_MANY);
    expect((await logIn('v6-next@example.com', 'wrong guess', '2001:db8:1:3::1')).body).toMatch(WRONG);
    expect(countUpstreamCalls(await settledOutput(), 'customer-login') - before).toBe(21);
  }, 120_000);

  it('locks a guesser out at his own address only; a guessing crowd cannot lock the owner out of an address he logged in from', async () => {
    const owner = 'demo@posterly.example';
    const right = 'Fotowand-Demo-2024';
    expect((await logIn(owner, right, '203.0.113.9')).status).toBe(303);
    // One guesser: 5 guesses checked, then refused at his address; the owner elsewhere is not.
    for (let i = 0; i < 8; i += 1) await logIn(owner, `attacker guess ${i}`, '192.0.2.66');
    expect((await logIn(owner, right, '192.0.2.66')).body).toMatch(TOO_MANY);
    expect((await logIn(owner, right, '198.51.100.200')).status).toBe(303);
    // A crowd of addresses uses up the account's 20 guesses a day: new addresses are refused even
    // with the right password, the address the owner logged in from is not.
    for (let i = 0; i < 30; i += 1) await logIn(owner, `crowd guess ${i}`, `192.0.2.${100 + i}`);
    expect((await logIn(owner, right, '192.0.2.250')).body).toMatch(TOO_MANY);
    const ownerAnswer = await logIn(owner, right, '203.0.113.9');
    expect(ownerAnswer.status).toBe(303);
    expect(String(ownerAnswer.headers['set-cookie'])).toMatch(/shop_session=/);
  }, 120_000);
});

describe('sign-up limits', () => {
  it('creates at most 10 accounts per address and hour, then says so; another address still signs up', async () => {
    const before = countUpstreamCalls(await settledOutput(), 'customer-signup');
    const signUp = (i: number, address: string) =>
      postCustomerForm(stack.shopPort, '/customer/signup', signup, { firstName: 'Ada', lastName: 'Lovelace', email: `burst-${i}-${Date.now()}@example.com`, password: 'a long enough phrase', website: '' }, address);
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => signUp(i, '198.51.100.77')));
    for (const answer of answers) expect([200, 303]).toContain(answer.status);
    expect(answers.filter((answer) => TOO_MANY.test(answer.body))).toHaveLength(20);
    // Each of the 10 admitted is an account (or, on a starved machine, a backend that took too long).
    expect(answers.filter((answer) => answer.status === 303).length).toBeGreaterThan(0);
    expect(answers.filter((answer) => answer.status === 303).length).toBeLessThanOrEqual(10);
    expect(countUpstreamCalls(await settledOutput(), 'customer-signup') - before).toBe(10);
    expect((await signUp(99, '198.51.100.78')).status).toBe(303);
  }, 120_000);
});
