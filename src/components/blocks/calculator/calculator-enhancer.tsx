'use client';

import { useEffect, useRef, useState, useTransition } from 'react';
import type { MouseEvent, ReactNode, SyntheticEvent } from 'react';

type RenderCalculator = (pageHref: string) => Promise<ReactNode>;

function isPlainClick(event: MouseEvent) {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

function toPageHref(url: URL) {
  return url.pathname + url.search + url.hash;
}

/**
 * With JavaScript, the calculator's GET forms and dialog links re-render only the calculator: the
 * server action answers its server-rendered elements, which replace these children, and the URL
 * follows. Without JavaScript (or when the action fails) the browser does the same as a page load.
 */
export function CalculatorEnhancer({ render, children }: { render: RenderCalculator; children: ReactNode }) {
  // Remembers which server children a swap replaced, so a new page render wins over an old swap.
  const [swap, setSwap] = useState<{ over: ReactNode; view: ReactNode } | null>(null);
  const [pending, startTransition] = useTransition();
  const root = useRef<HTMLDivElement>(null);
  // Marks the moment clicks are handled here; before it, a click is an ordinary page load.
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => setEnhanced(true), []);

  useEffect(() => {
    if (swap) root.current?.querySelector<HTMLElement>('[data-calculator-focus]')?.focus();
  }, [swap]);

  function show(href: string) {
    startTransition(async () => {
      try {
        const view = await render(href);
        startTransition(() => {
          setSwap({ over: children, view });
          history.replaceState(history.state, '', href);
        });
      } catch {
        location.assign(href);
      }
    });
  }

  function onSubmit(event: SyntheticEvent<HTMLDivElement, SubmitEvent>) {
    const form = event.target as HTMLFormElement;
    // The call to action posts to its server action; React handles that one.
    if (form.method !== 'get') return;
    event.preventDefault();
    const url = new URL(form.action);
    url.search = new URLSearchParams(new FormData(form, event.nativeEvent.submitter) as unknown as string[][]).toString();
    show(toPageHref(url));
  }

  function onClick(event: MouseEvent<HTMLDivElement>) {
    const link = (event.target as Element).closest<HTMLAnchorElement>('a[data-calculator-link]');
    if (!link || !isPlainClick(event)) return;
    event.preventDefault();
    show(toPageHref(new URL(link.href)));
  }

  return (
    <div
      ref={root}
      className="calculator-enhancer"
      onSubmit={onSubmit}
      onClick={onClick}
      aria-busy={pending || undefined}
      data-enhanced={enhanced ? '' : undefined}
    >
      {swap && swap.over === children ? swap.view : children}
    </div>
  );
}
