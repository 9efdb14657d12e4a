/** Rolldown names chunks `{name}-{8 character content hash}.{ext}`. */
const HASHED_NAME = /^(.*)-[A-Za-z0-9_-]{8}(\.[a-z]+)$/;
const HASH_IN_TEXT = /-[A-Za-z0-9_-]{8}(\.(?:js|css|mjs))/g;
const CONTEXT = 40;

export type BuildDifference = { area: 'client' | 'server'; firstChange?: string } & (
  | { kind: 'renamed'; before: string; after: string }
  | { kind: 'changed' | 'only-first' | 'only-second'; file: string }
);

type ReadFile = (file: string, side: 'first' | 'second') => string;

function area(file: string): 'client' | 'server' {
  return file.startsWith('public/') ? 'client' : 'server';
}

function unhashed(file: string): string | undefined {
  const match = HASHED_NAME.exec(file);
  return match ? `${match[1]}${match[2]}` : undefined;
}

/**
 * Where two versions of a file first part, with the chunk hashes in import paths blanked out first:
 * a renamed import only repeats a difference found in the imported file, so it would hide the cause.
 */
export function firstChange(first: string, second: string): string | undefined {
  const a = first.replace(HASH_IN_TEXT, '-[hash]$1');
  const b = second.replace(HASH_IN_TEXT, '-[hash]$1');
  if (a === b) return first === second ? undefined : 'only the names of imported chunks';
  let index = 0;
  while (index < a.length && index < b.length && a[index] === b[index]) index += 1;
  const excerpt = (text: string) => JSON.stringify(text.slice(Math.max(0, index - CONTEXT), index + CONTEXT));
  return `at character ${index}: ${excerpt(a)} vs ${excerpt(b)}`;
}

function readChange(read: ReadFile | undefined, firstFile: string, secondFile: string): string | undefined {
  if (!read || !/\.(js|mjs|css|json|html|txt)$/.test(firstFile)) return undefined;
  return firstChange(read(firstFile, 'first'), read(secondFile, 'second'));
}

/**
 * Compares two builds given as file -> content hash. A hashed file whose name changed is reported once as
 * renamed (when the chunk name identifies it), not as one file missing and another one extra.
 */
export function compareBuilds(first: Map<string, string>, second: Map<string, string>, read?: ReadFile): BuildDifference[] {
  const differences: BuildDifference[] = [];
  const onlyFirst = [...first.keys()].filter((file) => !second.has(file));
  const onlySecond = new Set([...second.keys()].filter((file) => !first.has(file)));

  for (const [file, hash] of first) {
    const other = second.get(file);
    if (other !== undefined && other !== hash) {
      differences.push({ area: area(file), kind: 'changed', file, firstChange: readChange(read, file, file) });
    }
  }

  const count = (files: Iterable<string>) => {
    const counts = new Map<string, number>();
    for (const file of files) {
      const key = unhashed(file);
      if (key) counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    return counts;
  };
  const firstCounts = count(onlyFirst);
  const secondCounts = count(onlySecond);
  for (const file of onlyFirst) {
    const key = unhashed(file);
    const partner = key && firstCounts.get(key) === 1 && secondCounts.get(key) === 1 ? [...onlySecond].find((candidate) => unhashed(candidate) === key) : undefined;
    if (partner) {
      onlySecond.delete(partner);
      differences.push({ area: area(file), kind: 'renamed', before: file, after: partner, firstChange: readChange(read, file, partner) });
    } else {
      differences.push({ area: area(file), kind: 'only-first', file });
    }
  }
  for (const file of onlySecond) differences.push({ area: area(file), kind: 'only-second', file });
  return differences;
}
