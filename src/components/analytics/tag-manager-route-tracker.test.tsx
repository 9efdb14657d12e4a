// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DataLayerEvent } from '../../lib/analytics/tag-manager.ts';
import { TagManagerRouteTracker } from './tag-manager-route-tracker.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

type TagWindow = typeof window & { dataLayer?: DataLayerEvent[]; __shopTag?: unknown };

const SCRIPT = 'https://tags.example/gtm.js?id=GTM-AB12';

function eventsFor(identifier: string): DataLayerEvent[] {
  return [
    { event: 'init', channel: 'poster', country: 'de', currency: 'EUR', language: 'de', locale: 'de-DE', page: { uniqueIdentifier: identifier }, platform: 'web', consent: { statistics: true, marketing: false } },
    { event: 'landingpage_view', page: { uniqueIdentifier: identifier, path: identifier } },
  ];
}

function mount() {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  return (pageKey: string) => act(() => root.render(<TagManagerRouteTracker pageKey={pageKey} events={eventsFor(pageKey)} scriptUrl={SCRIPT} />));
}

const tagWindow = window as TagWindow;
const pushed = () => (tagWindow.dataLayer ?? []).map((event) => `${event.event} ${event.page?.uniqueIdentifier}`);
/** Scripts the tracker adds; kept out of the document, where happy-dom would try to load them. */
let added: Node[] = [];
const tagScripts = () => added.filter((node) => node instanceof HTMLScriptElement && node.src === SCRIPT).length;

beforeEach(() => {
  added = [];
  vi.spyOn(document.head, 'append').mockImplementation((...nodes) => void added.push(...(nodes as Node[])));
});

afterEach(() => {
  delete tagWindow.dataLayer;
  delete tagWindow.__shopTag;
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe('TagManagerRouteTracker', () => {
  it('after consent on this page: pushes init and the page view once, and loads the tag once', async () => {
    const render = mount();
    await render('/fotobuch');
    await render('/fotobuch');
    expect(pushed()).toEqual(['init /fotobuch', 'landingpage_view /fotobuch']);
    expect(tagScripts()).toBe(1);
  });

  it('on a route change: one page view per new route, no second init, no second tag', async () => {
    const render = mount();
    await render('/fotobuch');
    await render('/fotobuch?status=confirmed');
    await render('/fotobuch?status=confirmed');
    expect(pushed()).toEqual(['init /fotobuch', 'landingpage_view /fotobuch', 'landingpage_view /fotobuch?status=confirmed']);
    expect(tagScripts()).toBe(1);
  });

  it('after a full load: the server-rendered script tracked the page, hydration pushes nothing', async () => {
    tagWindow.dataLayer = eventsFor('/fotobuch');
    tagWindow.__shopTag = { pageKey: '/fotobuch', init: true, script: true };
    const render = mount();
    await render('/fotobuch');
    expect(pushed()).toEqual(['init /fotobuch', 'landingpage_view /fotobuch']);
    expect(tagScripts()).toBe(0);
  });
});
