'use client';

import { useEffect, useState, type MouseEvent, type ReactNode } from 'react';

export type VideoSource = { kind: 'youtube'; embedUrl: string } | { kind: 'file'; url: string };

/**
 * The poster is a link to the video until the visitor clicks it: without JavaScript the link
 * opens the player page; with it, the player takes the poster's place and starts. Nothing is
 * requested from the video host before that click.
 */
export function VideoFacade({ href, source, title, playLabel, children }: { href: string; source: VideoSource; title: string; playLabel: string; children: ReactNode }) {
  const [playing, setPlaying] = useState(false);
  // Marks the moment a click plays here; before it, the link opens the player page.
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => setEnhanced(true), []);

  function play(event: MouseEvent<HTMLAnchorElement>) {
    // A click meant for a new tab or window keeps its meaning.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    setPlaying(true);
  }

  if (playing) {
    return source.kind === 'youtube' ? (
      <div className="block-video__player">
        <iframe
          src={source.embedUrl}
          title={title}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      </div>
    ) : (
      <div className="block-video__player">
        <video src={source.url} controls autoPlay playsInline aria-label={title} />
      </div>
    );
  }
  return (
    <a className="block-video__link" href={href} rel="nofollow noopener noreferrer" target="_blank" onClick={play} aria-label={`${playLabel}: ${title}`} data-enhanced={enhanced ? '' : undefined}>
      {children}
    </a>
  );
}
