import { describe, expect, it } from 'vitest';
import { perRequest } from './per-request.ts';
import type { RequestContext } from './request-context.ts';

describe('perRequest', () => {
  it('computes once per request and separately for another request', () => {
    const once = perRequest<number>();
    const first = {} as RequestContext;
    const second = {} as RequestContext;
    let calls = 0;
    const compute = () => ++calls;
    expect(once(first, compute)).toBe(1);
    expect(once(first, compute)).toBe(1);
    expect(once(second, compute)).toBe(2);
    expect(calls).toBe(2);
  });
});
