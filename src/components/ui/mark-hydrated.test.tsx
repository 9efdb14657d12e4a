// @vitest-environment happy-dom
import { act, useEffect } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { HYDRATION_MARKS } from '../../lib/hydration/hydration-marks.ts';
import { MarkHydrated } from './mark-hydrated.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const order: string[] = [];

function Child() {
  useEffect(() => {
    order.push(`child effect, hydrated mark ${performance.getEntriesByName(HYDRATION_MARKS.hydrated).length}`);
  }, []);
  return <button type="button">Order</button>;
}

describe('MarkHydrated', () => {
  let root: Root | undefined;
  afterEach(() => {
    act(() => root?.unmount());
    performance.clearMarks();
    order.length = 0;
  });

  it('sets the hydrated mark once the first commit ran its effects, after every child effect', async () => {
    const app = (
      <MarkHydrated>
        <Child />
      </MarkHydrated>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(app);
    expect(performance.getEntriesByName(HYDRATION_MARKS.hydrated)).toHaveLength(0);
    await act(async () => {
      root = hydrateRoot(container, app);
    });
    expect(order).toEqual(['child effect, hydrated mark 0']);
    expect(performance.getEntriesByName(HYDRATION_MARKS.hydrated)).toHaveLength(1);
  });
});
