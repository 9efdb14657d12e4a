/**
 * The promise's value if it settles within `ms`, else `onTimeout()`'s; the promise runs on. The
 * timer never keeps the process alive.
 */
export function withTimeout<T, F = T>(promise: Promise<T>, ms: number, onTimeout: () => F): Promise<T | F> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<F>((resolve) => {
    timer = setTimeout(() => resolve(onTimeout()), ms);
    timer.unref?.();
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
