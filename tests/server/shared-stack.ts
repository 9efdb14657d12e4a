import { inject } from 'vitest';

/**
 * The one stack of the server run (started by shared-stack-setup.ts). A file may use it when it
 * needs nothing but these settings and does not read the shop's output; the other files run
 * before and after it on the same stack, so it must not depend on state it did not make itself
 * (its own client addresses, e-mail addresses, pages it checks only relative to its own visits).
 */
export type SharedStack = { shopPort: number; backendPort: number };

declare module 'vitest' {
  export interface ProvidedContext {
    sharedStack: SharedStack;
  }
}

export function useSharedStack(): SharedStack {
  return inject('sharedStack');
}
