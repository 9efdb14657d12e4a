'use client';

import { useEffect } from 'react';
import type { DataLayerEvent } from '../../lib/analytics/tag-manager.ts';

/** Set by the server-rendered inline script on a full load, kept up to date here. */
export type TagState = { pageKey: string; init: boolean; script: boolean };

type TagWindow = Window & { dataLayer?: unknown[]; __shopTag?: TagState };

/**
 * The data layer after client-side route changes. A full page load is tracked by the inline
 * script the server rendered (it marks the page key); Waku renders later routes (an action's
 * redirect, back and forward) from the server's payload, where that script is inert, so this
 * pushes the new route's events once, as the route commits. It also loads the tag script when
 * consent was given on this page (the server-rendered script tag is inert too).
 */
export function TagManagerRouteTracker({ pageKey, events, scriptUrl }: { pageKey: string; events: DataLayerEvent[]; scriptUrl: string }) {
  useEffect(() => {
    const tagWindow = window as TagWindow;
    const state = (tagWindow.__shopTag ??= { pageKey: '', init: false, script: false });
    if (state.pageKey === pageKey) return;
    state.pageKey = pageKey;
    const dataLayer = (tagWindow.dataLayer ??= []);
    for (const event of events) {
      if (event.event === 'init' && state.init) continue;
      dataLayer.push(event);
    }
    state.init = true;
    if (!state.script) {
      state.script = true;
      // 'strict-dynamic' trusts scripts added by the shop's own (nonce'd) bundle.
      const script = document.createElement('script');
      script.src = scriptUrl;
      script.async = true;
      document.head.append(script);
    }
  }, [pageKey, events, scriptUrl]);
  return null;
}
