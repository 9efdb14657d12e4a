import { describe, expect, it } from 'vitest';
import { compareBuilds, firstChange } from './reproducible-build-diff.ts';

describe('compareBuilds', () => {
  it('finds nothing for identical builds', () => {
    const files = new Map([
      ['public/assets/index-AbCdEf12.js', 'h1'],
      ['server/index.js', 'h2'],
    ]);
    expect(compareBuilds(files, new Map(files))).toEqual([]);
  });

  it('reports a chunk with another hash as renamed, and files without a partner as extra', () => {
    const first = new Map([
      ['public/assets/index-AbCdEf12.js', 'a'],
      ['public/assets/react-Zz9_Yy8-.js', 'r'],
      ['server/index.js', 's1'],
      ['public/old.txt', 'o'],
    ]);
    const second = new Map([
      ['public/assets/index-QwErTy34.js', 'b'],
      ['public/assets/react-Zz9_Yy8-.js', 'r'],
      ['server/index.js', 's2'],
      ['public/new.txt', 'n'],
    ]);
    expect(compareBuilds(first, second)).toEqual([
      { area: 'server', kind: 'changed', file: 'server/index.js', firstChange: undefined },
      { area: 'client', kind: 'renamed', before: 'public/assets/index-AbCdEf12.js', after: 'public/assets/index-QwErTy34.js', firstChange: undefined },
      { area: 'client', kind: 'only-first', file: 'public/old.txt' },
      { area: 'client', kind: 'only-second', file: 'public/new.txt' },
    ]);
  });

  it('points at the first change past renamed imports', () => {
    const before = 'import{a}from"./react-AbCdEf12.js";const id=`r4nd0m01`;';
    const after = 'import{a}from"./react-QwErTy34.js";const id=`r4nd0m02`;';
    expect(firstChange(before, after)).toMatch(/^at character \d+: .*r4nd0m01.* vs .*r4nd0m02/);
    expect(firstChange('import"./a-AbCdEf12.js"', 'import"./a-QwErTy34.js"')).toBe('only the names of imported chunks');
    expect(firstChange('same', 'same')).toBeUndefined();
  });
});
