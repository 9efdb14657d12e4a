import type { TestProject } from 'vitest/node';
import './shared-stack.ts';
import { startStack } from '../support/start-stack.ts';

const SHARED_STACK_ENV = {
  LOG_LEVEL: 'error',
  BACKEND_LOG_LEVEL: 'error',
  // One trusted proxy: a file sends X-Forwarded-For to be a client address of its own (limits per address).
  TRUST_PROXY: '1',
  NEWSLETTER_RATE_LIMIT: '1000',
  PAGE_STORE_HEADER: '1',
} as const;

/**
 * vitest.server.config.ts's globalSetup: one shop and backend for every file that calls
 * `useSharedStack()` instead of starting its own (decision 0036). Starting a stack is the larger
 * part of a short server file's time.
 */
export default async function setup(project: TestProject) {
  const stack = await startStack(SHARED_STACK_ENV);
  project.provide('sharedStack', { shopPort: stack.shopPort, backendPort: stack.backendPort });
  return () => stack.stop();
}
