'use client';

import { useEffect, type ReactNode } from 'react';
import { HYDRATION_MARKS } from '../../lib/hydration/hydration-marks.ts';

/**
 * Wraps the whole app in the client entry: its first effect is "hydration done" (decision 0041).
 * Passive effects run children first, so every component hydrated in the root's first commit has
 * run its own first effect by then.
 */
export function MarkHydrated({ children }: { children: ReactNode }) {
  useEffect(() => {
    performance.mark(HYDRATION_MARKS.hydrated);
  }, []);
  return children;
}
