// @vitest-environment happy-dom
// @vitest-environment-options {"url":"http://de.poster.localhost/","settings":{"disableIframePageLoading":true,"navigation":{"disableMainFrameNavigation":true,"disableChildFrameNavigation":true,"disableChildPageNavigation":true}}}
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { VideoFacade } from './video-facade.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  document.body.innerHTML = '';
});

async function mount(source: Parameters<typeof VideoFacade>[0]['source']) {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  await act(async () => {
    root.render(
      <VideoFacade href="https://www.youtube-nocookie.com/embed/abcdefghijk?rel=0" source={source} title="So hängen Sie Ihr Bild auf" playLabel="Video abspielen">
        <img alt="" src="/poster.jpg" />
      </VideoFacade>,
    );
  });
  return container;
}

describe('VideoFacade', () => {
  it('shows only the poster link until clicked, then the player in its place', async () => {
    const container = await mount({ kind: 'youtube', embedUrl: 'https://www.youtube-nocookie.com/embed/abcdefghijk?autoplay=1&rel=0' });
    const link = container.querySelector('a')!;
    expect(link.getAttribute('aria-label')).toBe('Video abspielen: So hängen Sie Ihr Bild auf');
    expect(container.querySelector('iframe')).toBeNull();
    await act(async () => {
      link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
    });
    const player = container.querySelector('iframe')!;
    expect(player.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/abcdefghijk?autoplay=1&rel=0');
    expect(player.getAttribute('title')).toBe('So hängen Sie Ihr Bild auf');
    expect(container.querySelector('a')).toBeNull();
  });

  it('plays a video file itself, and leaves a click meant for a new tab alone', async () => {
    const container = await mount({ kind: 'file', url: 'https://a.example/clip.mp4' });
    const link = container.querySelector('a')!;
    const newTab = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ctrlKey: true });
    await act(async () => {
      link.dispatchEvent(newTab);
    });
    expect(newTab.defaultPrevented).toBe(false);
    expect(container.querySelector('video')).toBeNull();
    await act(async () => {
      link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
    });
    expect(container.querySelector('video')!.getAttribute('src')).toBe('https://a.example/clip.mp4');
  });
});
