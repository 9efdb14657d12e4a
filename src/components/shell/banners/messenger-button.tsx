'use client';

import { useEffect, useState } from 'react';
import { loadMessenger } from '../../../lib/banners/messenger-loader.ts';

/**
 * The help messenger's launcher. Server-rendered (and without JavaScript) it is a link to the
 * service page; once hydrated it is a button that loads the vendor's script on the first click
 * only, shows a loading label meanwhile, hides while the chat is open and reopens it later.
 */
export function MessengerButton({ href, scriptUrl, label, loadingLabel }: { href: string; scriptUrl: string; label: string; loadingLabel: string }) {
  const [state, setState] = useState<'link' | 'idle' | 'loading' | 'open'>('link');
  useEffect(() => setState('idle'), []);
  if (state === 'link') {
    return (
      <a className="messenger-launcher" href={href}>
        {label}
      </a>
    );
  }
  async function onClick() {
    setState('loading');
    // Wrapped: the timer functions throw when called as methods of another object.
    const api = await loadMessenger(scriptUrl, {
      document,
      window: window as never,
      setTimeout: (callback, ms) => setTimeout(callback, ms),
      clearTimeout: (handle) => clearTimeout(handle as number),
    });
    if (!api) return setState('idle');
    api.open(() => setState('idle'));
    setState('open');
  }
  return (
    <button type="button" className="messenger-launcher" hidden={state === 'open'} aria-disabled={state === 'loading'} onClick={state === 'idle' ? onClick : undefined}>
      {state === 'loading' ? loadingLabel : label}
    </button>
  );
}
