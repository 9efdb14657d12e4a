'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';

export type CarouselLabels = { previous: string; next: string; group: string };

/** A horizontal swipe longer than this changes the group. */
const SWIPE_PX = 50;

/**
 * Enhances the server-rendered scroll-snap row of reviews (every review readable without
 * JavaScript): buttons and dots move by groups (as many as fit: 1, 2, or 3 from 1080px, read
 * from the row's CSS `--per-view`), the ends wrap around, a swipe over 50px turns the page.
 */
export function ReviewsCarousel({ count, labels, children }: { count: number; labels: CarouselLabels; children: ReactNode }) {
  const root = useRef<HTMLDivElement>(null);
  const [perView, setPerView] = useState(0);
  const [page, setPage] = useState(0);
  const startX = useRef<number | null>(null);
  const track = () => root.current?.querySelector<HTMLElement>('ul');

  useEffect(() => {
    // The server made the row a tab stop for scrolling by keyboard; the buttons turn it now.
    track()?.removeAttribute('tabindex');
    const measure = () => {
      const element = track();
      if (element) setPerView(Math.max(1, Number(getComputedStyle(element).getPropertyValue('--per-view')) || 1));
    };
    measure();
    addEventListener('resize', measure);
    return () => removeEventListener('resize', measure);
  }, []);

  const pages = perView ? Math.ceil(count / perView) : 0;
  const current = pages ? page % pages : 0;

  useEffect(() => {
    const element = track();
    const first = element?.children[current * perView] as HTMLElement | undefined;
    if (element && first) element.scrollTo({ left: first.offsetLeft - element.offsetLeft, behavior: 'smooth' });
  }, [current, perView]);

  const go = (delta: number) => setPage((current + delta + pages) % pages);
  return (
    <div
      ref={root}
      className={pages > 1 ? 'reviews-carousel reviews-carousel--enhanced' : 'reviews-carousel'}
      onPointerDown={(event) => (startX.current = event.clientX)}
      onPointerUp={(event) => {
        const from = startX.current;
        if (from !== null && Math.abs(event.clientX - from) > SWIPE_PX) go(event.clientX < from ? 1 : -1);
        startX.current = null;
      }}
    >
      {children}
      {pages > 1 ? (
        <div className="reviews-carousel__controls">
          <button type="button" className="reviews-carousel__arrow" aria-label={labels.previous} onClick={() => go(-1)}>
            ‹
          </button>
          {Array.from({ length: pages }, (_, index) => (
            <button
              key={index}
              type="button"
              className="reviews-carousel__dot"
              aria-label={labels.group.replace('{n}', String(index + 1)).replace('{total}', String(pages))}
              aria-current={index === current ? 'true' : undefined}
              onClick={() => setPage(index)}
            />
          ))}
          <button type="button" className="reviews-carousel__arrow" aria-label={labels.next} onClick={() => go(1)}>
            ›
          </button>
        </div>
      ) : null}
    </div>
  );
}
