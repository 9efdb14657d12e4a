import { describe, expect, it, vi } from 'vitest';
import * as log from '../log/logger.ts';
import { buildInitEvent, buildTagBootScript, getTagManager, isTrackingOff, toScriptJson } from './tag-manager.ts';

describe('getTagManager', () => {
  it('loads gtm.js for a container and gtag/js for a Google tag from the tagging host', () => {
    expect(getTagManager({ tagManagerId: 'GTM-AB12', tagManagerOrigin: 'https://sst.example.com' })).toEqual({
      containerId: 'GTM-AB12',
      origin: 'https://sst.example.com',
      scriptUrl: 'https://sst.example.com/gtm.js?id=GTM-AB12',
    });
    expect(getTagManager({ tagManagerId: 'G-XY9', tagManagerOrigin: 'https://sst.example.com' })?.scriptUrl).toBe('https://sst.example.com/gtag/js?id=G-XY9');
  });

  it('is off without an id and for a wrong one, which is logged once as tag-manager-id-invalid with the correction', () => {
    const logEventOnce = vi.spyOn(log, 'logEventOnce');
    expect(getTagManager({ tagManagerId: undefined, tagManagerOrigin: null })).toBeNull();
    expect(logEventOnce).not.toHaveBeenCalled();
    expect(getTagManager({ tagManagerId: 'gtm-ab12', tagManagerOrigin: 'https://sst.example.com' })).toBeNull();
    expect(logEventOnce.mock.calls).toEqual([['error', 'tag-manager-id-invalid', 'gtm-ab12', expect.objectContaining({ suggestion: 'GTM-AB12', message: expect.stringContaining('did you mean "GTM-AB12"') })]]);
    logEventOnce.mockRestore();
  });
});

describe('tag script', () => {
  it('asks for the container in debug mode only with the debug switch', () => {
    const config = { tagManagerId: 'GTM-AB12', tagManagerOrigin: 'https://sst.example.com' };
    expect(getTagManager({ ...config, tagManagerDebug: true })?.scriptUrl).toBe('https://sst.example.com/gtm.js?id=GTM-AB12&gtm_debug=x');
    expect(getTagManager({ ...config, tagManagerDebug: false })?.scriptUrl).toBe('https://sst.example.com/gtm.js?id=GTM-AB12');
  });

  /** Runs the boot script against a minimal document; returns what it appended and the DOMContentLoaded listener. */
  function boot(readyState: 'loading' | 'interactive') {
    const appended: { src?: string; defer?: boolean }[] = [];
    const listeners: (() => void)[] = [];
    const document = {
      readyState,
      getElementById: () => ({ textContent: '[{"event":"init"}]' }),
      createElement: () => ({}),
      head: { appendChild: (element: { src?: string; defer?: boolean }) => appended.push(element) },
      addEventListener: (_type: string, listener: () => void) => listeners.push(listener),
    };
    const window: { dataLayer?: unknown[] } = {};
    new Function('document', 'window', buildTagBootScript('/', 'https://sst.example.com/gtm.js?id=GTM-AB12'))(document, window);
    return { appended, listeners, window };
  }

  it('fills the data layer at once and adds the tag script, deferred, once the document is parsed', () => {
    const parsing = boot('loading');
    expect(parsing.window.dataLayer).toEqual([{ event: 'init' }]);
    expect(parsing.appended).toEqual([]);
    parsing.listeners.forEach((listener) => listener());
    expect(parsing.appended).toEqual([{ src: 'https://sst.example.com/gtm.js?id=GTM-AB12', defer: true }]);
    expect(boot('interactive').appended).toEqual([{ src: 'https://sst.example.com/gtm.js?id=GTM-AB12', defer: true }]);
  });
});

describe('tracking switch', () => {
  it('is off only for tracking=0', () => {
    expect(isTrackingOff(new URL('http://x/?tracking=0'))).toBe(true);
    expect(isTrackingOff(new URL('http://x/?tracking=1'))).toBe(false);
    expect(isTrackingOff(new URL('http://x/'))).toBe(false);
  });
});

describe('data layer', () => {
  it('describes the shop the page belongs to in the init event', () => {
    expect(buildInitEvent({ channel: 'poster', locale: 'fr-CH', platform: 'web', uniqueIdentifier: '/photo-prints', consent: { statistics: true, marketing: false } })).toEqual({
      event: 'init',
      channel: 'poster',
      country: 'ch',
      currency: 'CHF',
      language: 'fr',
      locale: 'fr-CH',
      page: { uniqueIdentifier: '/photo-prints' },
      platform: 'web',
      consent: { statistics: true, marketing: false },
    });
  });

  it('cannot be broken out of its script element', () => {
    const json = toScriptJson({ path: '/x</script><script>alert(1)</script><!--' });
    expect(json).not.toMatch(/<\/script|<!--/i);
    expect(JSON.parse(json)).toEqual({ path: '/x</script><script>alert(1)</script><!--' });
  });
});
