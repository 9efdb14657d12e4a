import { describe, expect, it } from 'vitest';
import { createAdmission } from './admission.ts';

describe('createAdmission', () => {
  it('admits up to the bound, queues up to the queue size and refuses the rest', async () => {
    const admission = createAdmission({ concurrency: 2, queue: 1 });
    const first = await admission.acquire();
    const second = await admission.acquire();
    expect(first).toBeTypeOf('function');
    expect(second).toBeTypeOf('function');
    const queued = admission.acquire();
    expect(await admission.acquire()).toBeNull();
    expect(admission.stats()).toEqual({ active: 2, waiting: 1 });
    first!();
    first!();
    const third = await queued;
    expect(third).toBeTypeOf('function');
    expect(admission.stats()).toEqual({ active: 2, waiting: 0 });
    second!();
    third!();
    expect(admission.stats()).toEqual({ active: 0, waiting: 0 });
  });

  it('forgets a waiter whose client went away', async () => {
    const admission = createAdmission({ concurrency: 1, queue: 5 });
    const held = await admission.acquire();
    const controller = new AbortController();
    const waiting = admission.acquire(controller.signal);
    controller.abort();
    expect(await waiting).toBeNull();
    expect(admission.stats()).toEqual({ active: 1, waiting: 0 });
    held!();
    expect(admission.stats()).toEqual({ active: 0, waiting: 0 });
  });

  it('refuses a waiter that waited longer than the longest wait', async () => {
    const admission = createAdmission({ concurrency: 1, queue: 5, maxWaitMs: 30 });
    const held = await admission.acquire();
    expect(await admission.acquire()).toBeNull();
    expect(admission.stats()).toEqual({ active: 1, waiting: 0 });
    held!();
    expect(admission.stats()).toEqual({ active: 0, waiting: 0 });
  });
});
