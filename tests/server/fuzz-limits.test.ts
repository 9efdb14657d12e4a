/**
 * Fuzz of the log-in and sign-up limits (decision 0022), modelled on fuzz.test.ts: generated
 * client addresses (one IPv6 /64 spelled every way a proxy may write it, IPv4 and IPv4-mapped
 * IPv6 of one address) in parallel bursts. The limit holds exactly: of a burst on one account
 * from one address group, 5 passwords are checked; of a burst of sign-ups, 10 reach the backend.
 * Hostile X-Forwarded-For values on the forms never answer 5xx. `FUZZ_RUNS` per category
 * (bursts cost many password hashes: a tenth of it for them), `FUZZ_SEED` to replay.
 */
import fc from 'fast-check';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Stack } from '../support/start-stack.ts';
import { startStack } from '../support/start-stack.ts';
import { countUpstreamCalls, postCustomerForm, readCustomerForm, type FormFields } from './customer-form.ts';
import type { RawResponse } from './raw-http.ts';

const RUNS = Number(process.env.FUZZ_RUNS ?? 60);
const BURST_RUNS = Math.max(2, Math.ceil(RUNS / 10));
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;

let stack: Stack;
let output = '';
let login: FormFields;
let signup: FormFields;

beforeAll(async () => {
  stack = await startStack({ LOG_LEVEL: 'info', BACKEND_LOG_LEVEL: 'error', TRUST_PROXY: '1' }, { onShopOutput: (text) => (output += text) });
  [login, signup] = await Promise.all([readCustomerForm(stack.shopPort, '/customer/login'), readCustomerForm(stack.shopPort, '/customer/signup')]);
});
afterAll(async () => stack?.stop());

function expectSafe(response: RawResponse, label: string) {
  expect(response.status, label).toBeGreaterThanOrEqual(200);
  expect(response.status, label).toBeLessThan(500);
  expect(response.body, label).not.toMatch(/\n\s+at \S+ \(|file:\/\/\/|node:internal/);
}

async function property<T>(arbitrary: fc.Arbitrary<T>, runs: number, run: (value: T) => Promise<void>) {
  await fc.assert(fc.asyncProperty(arbitrary, run), { numRuns: runs, seed: SEED, endOnFailure: true });
}

/** Calls logged so far; lines are written as they happen, so the last ones get a moment. */
async function callsSoFar(apiPath: string): Promise<number> {
  await sleep(300);
  return countUpstreamCalls(output, apiPath);
}

// Every run gets address groups and accounts no other run used.
let runNumber = 0;
const nextRun = () => (runNumber += 1);

const hex16 = fc.integer({ min: 0, max: 0xffff });
const caseOf = fc.boolean();
const port = fc.integer({ min: 1, max: 65535 });

/** One spelling of an address in the /64 `prefix` (four groups), as a proxy may write it. */
const ipv6Spelling = (prefix: number[]) =>
  fc
    .tuple(fc.array(hex16, { minLength: 4, maxLength: 4 }), fc.constantFrom('full', 'bare', 'compressed', 'bracketed', 'bracketed-port', 'ipv4-tail'), caseOf, port)
    .map(([iid, form, upper, p]) => {
      const groups = [...prefix, ...iid];
      const bare = groups.map((group) => group.toString(16)).join(':');
      let text: string;
      if (form === 'full') text = groups.map((group) => group.toString(16).padStart(4, '0')).join(':');
      else if (form === 'compressed') text = `${prefix.map((group) => group.toString(16)).join(':')}::${iid[3]!.toString(16)}`;
      else if (form === 'bracketed') text = `[${bare}]`;
      else if (form === 'bracketed-port') text = `[${bare}]:${p}`;
      else if (form === 'ipv4-tail') text = `${groups.slice(0, 6).map((group) => group.toString(16)).join(':')}:${iid[2]! >> 8}.${iid[2]! & 255}.${iid[3]! >> 8}.${iid[3]! & 255}`;
      else text = bare;
      return upper ? text.toUpperCase() : text;
    });

/** One spelling of the IPv4 address `a.b.c.d`: bare, with a port, or IPv4-mapped IPv6. */
const ipv4Spelling = (octets: number[]) =>
  fc.tuple(fc.constantFrom('bare', 'port', 'mapped', 'mapped-hex', 'mapped-full', 'mapped-bracketed'), caseOf, port).map(([form, upper, p]) => {
    const dotted = octets.join('.');
    const hex = `${((octets[0]! << 8) | octets[1]!).toString(16)}:${((octets[2]! << 8) | octets[3]!).toString(16)}`;
    const text = { bare: dotted, port: `${dotted}:${p}`, mapped: `::ffff:${dotted}`, 'mapped-hex': `::ffff:${hex}`, 'mapped-full': `0:0:0:0:0:ffff:${dotted}`, 'mapped-bracketed': `[::ffff:${dotted}]:${p}` }[form];
    return upper ? text.toUpperCase() : text;
  });

/** A burst's addresses: several spellings within one address group. */
const addressGroupBurst = (size: { min: number; max: number }) =>
  fc.oneof(
    fc.array(hex16, { minLength: 2, maxLength: 2 }).chain((net) => {
      const run = nextRun();
      return fc.array(ipv6Spelling([0x2001, 0xdb8, run, net[0]!]), { minLength: size.min, maxLength: size.max });
    }),
    fc.constant(null).chain(() => {
      const run = nextRun();
      return fc.array(ipv4Spelling([10, (run >> 8) & 255, run & 255, 7]), { minLength: size.min, maxLength: size.max });
    }),
  );

describe('fuzz: limits', () => {
  it('a parallel burst of wrong log-ins on one account from one address group checks exactly 5 passwords', async () => {
    await property(addressGroupBurst({ min: 6, max: 14 }), BURST_RUNS, async (addresses) => {
      const account = `fuzz-${nextRun()}@example.com`;
      const before = await callsSoFar('customer-login');
      const answers = await Promise.all(addresses.map((address, i) => postCustomerForm(stack.shopPort, '/customer/login', login, { email: account, password: `wrong guess ${i}` }, address)));
      answers.forEach((answer, i) => expectSafe(answer, `log-in from ${addresses[i]}`));
      expect(await callsSoFar('customer-login'), addresses.join(' ')).toBe(before + 5);
    });
  }, 240_000);

  it('a parallel burst of sign-ups from one address group reaches the backend exactly 10 times', async () => {
    await property(addressGroupBurst({ min: 11, max: 16 }), BURST_RUNS, async (addresses) => {
      const run = nextRun();
      const before = await callsSoFar('customer-signup');
      const answers = await Promise.all(
        addresses.map((address, i) =>
          postCustomerForm(stack.shopPort, '/customer/signup', signup, { firstName: 'Fuzz', lastName: 'Burst', email: `fuzz-signup-${run}-${i}@example.com`, password: 'a long enough phrase', website: '' }, address),
        ),
      );
      answers.forEach((answer, i) => expectSafe(answer, `sign-up from ${addresses[i]}`));
      expect(await callsSoFar('customer-signup'), addresses.join(' ')).toBe(before + 10);
    });
  }, 240_000);

  it('hostile X-Forwarded-For values on the log-in form answer a page, never a 5xx', async () => {
    const hostile = fc.oneof(
      fc.string({ maxLength: 80 }),
      fc.constantFrom('', ',', ', , ,', '::', ':::', '[]', '[::1', '::1]:', '1.2.3.4.5', '999.1.1.1', '::ffff:999.1.1.1', '::ffff:', '0:0:0:0:0:ffff:1.2.3', 'fe80::1%25eth0', '[' + 'a:'.repeat(30) + ']', 'f'.repeat(64), '1'.repeat(500)),
      fc.array(fc.oneof(ipv6Spelling([0x2001, 0xdb8, 0xffff, 1]), ipv4Spelling([192, 0, 2, 1])), { minLength: 2, maxLength: 5 }).map((entries) => entries.join(', ')),
    );
    await property(hostile, RUNS, async (forwardedFor) => {
      const answer = await postCustomerForm(stack.shopPort, '/customer/login', login, { email: `hostile-${nextRun()}@example.com`, password: 'wrong guess' }, forwardedFor);
      expectSafe(answer, `X-Forwarded-For: ${JSON.stringify(forwardedFor)}`);
    });
  }, 240_000);
});
