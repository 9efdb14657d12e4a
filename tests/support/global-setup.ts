import { startStack } from './start-stack.ts';

export default async function globalSetup() {
  const stack = await startStack();
  // Workers inherit the environment of the main process, so tests find the servers here.
  process.env.E2E_SHOP_PORT = String(stack.shopPort);
  process.env.E2E_BACKEND_PORT = String(stack.backendPort);
  return async () => stack.stop();
}
