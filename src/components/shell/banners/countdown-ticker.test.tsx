// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CountdownTicker } from './countdown-ticker.tsx';

const START = Date.UTC(2026, 10, 23, 12, 0, 0);
let root: Root;
let hydrated: Root | undefined;
let container: HTMLElement;

function setHidden(hidden: boolean) {
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });
  document.dispatchEvent(new Event('visibilitychange'));
}

const time = () => container.querySelector('time')!;

describe('countdown ticker', () => {
  beforeEach(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    vi.useFakeTimers({ now: START });
    setHidden(false);
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
  });
  afterEach(() => {
    act(() => root.unmount());
    act(() => hydrated?.unmount());
    hydrated = undefined;
    container.remove();
    vi.useRealTimers();
  });

  it('ticks once a second down to zero and ends there', async () => {
    await act(async () => root.render(<CountdownTicker end={START + 3000} locale="de-DE" initial={3} daysText="" />));
    expect(time().textContent).toBe('00:00:03');
    expect(time().dataset.state).toBe('running');
    await act(async () => vi.advanceTimersByTime(1000));
    expect(time().textContent).toBe('00:00:02');
    await act(async () => vi.advanceTimersByTime(2000));
    expect(time().textContent).toBe('00:00:00');
    expect(time().dataset.state).toBe('ended');
    await act(async () => vi.advanceTimersByTime(5000));
    expect(time().dataset.state).toBe('ended');
  });

  it('pauses while the tab is hidden and resyncs from the clock when visible again', async () => {
    await act(async () => root.render(<CountdownTicker end={START + 60_000} locale="de-DE" initial={60} daysText="" />));
    await act(async () => setHidden(true));
    expect(time().dataset.state).toBe('aborted');
    await act(async () => vi.advanceTimersByTime(10_000));
    // No ticks while hidden: the text is where it stopped.
    expect(time().textContent).toBe('00:01:00');
    await act(async () => setHidden(false));
    expect(time().dataset.state).toBe('restarted');
    expect(time().textContent).toBe('00:00:50');
    await act(async () => vi.advanceTimersByTime(1000));
    expect(time().dataset.state).toBe('running');
    expect(time().textContent).toBe('00:00:49');
  });

  // Building the first Intl unit formatter loads ICU data: 0.4-1.4 s on the throttled phone (decision 0041).
  it('hydrates with the server text of its days and builds an Intl formatter only when the day count changes', async () => {
    const oneDay = 86_400;
    const initial = oneDay + 2;
    const props = { end: START + initial * 1000, locale: 'de-DE', initial, daysText: '1 Tag' };
    const server = document.createElement('div');
    server.innerHTML = renderToString(<CountdownTicker {...props} />);
    document.body.append(server);
    const time = () => server.querySelector('time')!;
    expect(time().textContent).toBe('1 Tag 00:00:02');
    const numberFormat = vi.spyOn(Intl, 'NumberFormat');
    await act(async () => {
      hydrated = hydrateRoot(server, <CountdownTicker {...props} />);
    });
    await act(async () => vi.advanceTimersByTime(1000));
    expect(time().textContent).toBe('1 Tag 00:00:01');
    expect(numberFormat).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTime(2000));
    expect(time().textContent).toBe('23:59:59');
    await act(async () => hydrated!.render(<CountdownTicker {...props} end={props.end + 2 * oneDay * 1000} />));
    expect(time().textContent).toBe('2 Tage 23:59:59');
    expect(numberFormat).toHaveBeenCalled();
  });

  it('corrects a stale server text on load', async () => {
    await act(async () => root.render(<CountdownTicker end={START + 30_000} locale="de-DE" initial={90} daysText="" />));
    expect(time().textContent).toBe('00:00:30');
  });
});
