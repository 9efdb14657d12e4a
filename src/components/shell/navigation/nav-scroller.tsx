'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';

/** The scroller's page turn takes this long; a visitor who prefers reduced motion gets a jump. */
const SCROLL_DURATION_MS = 500;
const RESIZE_DEBOUNCE_MS = 200;

function animateScroll(track: HTMLElement, to: number) {
  const from = track.scrollLeft;
  if (matchMedia('(prefers-reduced-motion: reduce)').matches) {
    track.scrollLeft = to;
    return;
  }
  const start = performance.now();
  const step = (now: number) => {
    const progress = Math.min(1, (now - start) / SCROLL_DURATION_MS);
    // ease-in-out: starts and lands softly, as the scroll-snap that follows it does
    const eased = progress < 0.5 ? 2 * progress * progress : 1 - (-2 * progress + 2) ** 2 / 2;
    track.scrollLeft = from + (to - from) * eased;
    if (progress < 1) requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}

/**
 * The one enhancer of the main navigation and the sub-navigation bar. The server-rendered list
 * works without it: the track scrolls (scroll-snap), flyouts open on hover and focus in CSS. With
 * JavaScript it adds the page-turn buttons (disabled at either end), closes a flyout on the tick
 * after the mouse leaves even while focus is still inside it, and scrolls the active tile into
 * view unless the address names an anchor.
 */
export function NavScroller({
  children,
  previousLabel,
  nextLabel,
  revealActive = false,
}: {
  children: ReactNode;
  previousLabel: string;
  nextLabel: string;
  revealActive?: boolean;
}) {
  const trackRef = useRef<HTMLDivElement>(null);
  const [ends, setEnds] = useState<{ start: boolean; end: boolean } | null>(null);

  useEffect(() => {
    const track = trackRef.current;
    if (!track) return;
    const measure = () => {
      const max = track.scrollWidth - track.clientWidth;
      setEnds({ start: track.scrollLeft <= 1, end: track.scrollLeft >= max - 1 });
    };
    let resizeTimer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(resizeTimer);
      resizeTimer = setTimeout(measure, RESIZE_DEBOUNCE_MS);
    };
    if (revealActive && !location.hash) {
      const active = track.querySelector<HTMLElement>('[aria-current="page"]');
      if (active) track.scrollLeft = active.offsetLeft - (track.clientWidth - active.offsetWidth) / 2;
    }
    // Delegated from the track (capture phase: mouseenter and mouseleave do not bubble), so
    // flyout items the server re-renders later (a static island turning live) are handled too.
    const flyoutItem = (event: Event) => {
      const target = event.target;
      return target instanceof HTMLElement && target.matches('li.f') && track.contains(target) ? target : null;
    };
    const onLeave = (event: Event) => {
      const item = flyoutItem(event);
      if (item) setTimeout(() => item.setAttribute('data-flyout-closed', ''), 0);
    };
    const onEnter = (event: Event) => {
      const item = event.type === 'focusin' && event.target instanceof Element ? event.target.closest<HTMLElement>('li.f') : flyoutItem(event);
      if (item && track.contains(item)) item.removeAttribute('data-flyout-closed');
    };
    track.addEventListener('mouseleave', onLeave, true);
    track.addEventListener('mouseenter', onEnter, true);
    track.addEventListener('focusin', onEnter);
    measure();
    track.addEventListener('scroll', measure, { passive: true });
    addEventListener('resize', onResize);
    return () => {
      clearTimeout(resizeTimer);
      track.removeEventListener('scroll', measure);
      removeEventListener('resize', onResize);
      track.removeEventListener('mouseleave', onLeave, true);
      track.removeEventListener('mouseenter', onEnter, true);
      track.removeEventListener('focusin', onEnter);
    };
  }, [revealActive]);

  const turn = (direction: 1 | -1) => {
    const track = trackRef.current;
    if (track) animateScroll(track, track.scrollLeft + direction * track.clientWidth * 0.8);
  };
  const overflowing = ends !== null && !(ends.start && ends.end);

  return (
    <div className="nav-scroller" data-overflowing={overflowing ? '' : undefined}>
      {overflowing ? (
        <button type="button" className="nav-scroller__button nav-scroller__button--previous" aria-label={previousLabel} disabled={ends.start} onClick={() => turn(-1)}>
          <svg className="icon" viewBox="0 0 24 24" aria-hidden="true">
            <use href="/icons.svg#chevron-left" />
          </svg>
        </button>
      ) : null}
      <div className="nav-scroller__track" ref={trackRef}>
        {children}
      </div>
      {overflowing ? (
        <button type="button" className="nav-scroller__button nav-scroller__button--next" aria-label={nextLabel} disabled={ends.end} onClick={() => turn(1)}>
          <svg className="icon" viewBox="0 0 24 24" aria-hidden="true">
            <use href="/icons.svg#chevron-right" />
          </svg>
        </button>
      ) : null}
    </div>
  );
}
