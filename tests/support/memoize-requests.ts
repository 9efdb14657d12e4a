/**
 * A file's reads of one server, at most `concurrency` at a time and each address once: a test that
 * follows every link of every host asks for the same pages again and again (decision 0044).
 */
export function memoizeRequests<T>(read: (key: string) => Promise<T>, concurrency: number): (key: string) => Promise<T> {
  const answers = new Map<string, Promise<T>>();
  const waiting: Array<() => void> = [];
  let running = 0;
  // A slot is taken synchronously, and a finished read hands its slot straight to the next waiting one.
  const take = (): Promise<void> => {
    if (running < concurrency) {
      running += 1;
      return Promise.resolve();
    }
    return new Promise<void>((resolve) => waiting.push(resolve));
  };
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  };
  return (key) => {
    const known = answers.get(key);
    if (known) return known;
    const answer = (async () => {
      await take();
      try {
        return await read(key);
      } finally {
        release();
      }
    })();
    answers.set(key, answer);
    return answer;
  };
}
