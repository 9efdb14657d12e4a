import { startStack } from './start-stack.ts';

export default async function globalSetup() {
  // One proxy hop trusted: a spec may send X-Forwarded-For to be a client address of its own
  // (limits per address); without the header the socket address counts, as before.
  // `X-Test-Country` picks a visitor's country for the location suggestion (decision 0038).
  const stack = await startStack({ TRUST_PROXY: '1', LOCATION_TEST_HEADER: '1' });
  // Workers inherit the environment of the main process, so tests find the servers here.
  process.env.E2E_SHOP_PORT = String(stack.shopPort);
  process.env.E2E_BACKEND_PORT = String(stack.backendPort);
  return async () => stack.stop();
}
