import { StrictMode, createElement } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Router } from 'waku/router/client';
import { MarkHydrated } from './components/ui/mark-hydrated.tsx';
import { HYDRATION_MARKS } from './lib/hydration/hydration-marks.ts';
import { documentWantsHydration, rootOptions } from './server/framework/client-root.ts';

// Waku's own client entry (its "managed" one), plus the marks that time hydration (decision 0041).
performance.mark(HYDRATION_MARKS.entry);

const rootElement = createElement(StrictMode, null, createElement(MarkHydrated, null, createElement(Router)));

if (documentWantsHydration()) {
  performance.mark(HYDRATION_MARKS.hydrateStart);
  hydrateRoot(document, rootElement, rootOptions);
} else {
  createRoot(document, rootOptions).render(rootElement);
}
