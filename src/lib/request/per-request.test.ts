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

describe('perRequest set', () => {
  it('replaces the value of one request only, computed or not', () => {
    const memo = perRequest<string>();
    const first = {} as RequestContext;
    const second = {} as RequestContext;
    expect(memo(first, () => 'computed')).toBe('computed');
    memo.set(first, 'changed');
    expect(memo(first, () => 'again')).toBe('changed');
    memo.set(second, 'set first');
    expect(memo(second, () => 'never')).toBe('set first');
    expect(memo({} as RequestContext, () => 'own')).toBe('own');
  });
});
