import { describe, expect, it } from 'vitest';
import { sortServerReferences } from './sort-server-references.ts';

const entry = (key: string, file: string) => `
  "${key}": async () => {
    const {action} = await import("${file}");
    return {action};
  },
`;

describe('sortServerReferences', () => {
  it('gives the same table whatever order the build discovered the actions in', () => {
    const first = `export default {${entry('b2', '/src/actions/b.ts')}${entry('a1', '/src/actions/a.ts')}${entry('c3', '/src/actions/c.ts')}};\n`;
    const second = `export default {${entry('c3', '/src/actions/c.ts')}${entry('a1', '/src/actions/a.ts')}${entry('b2', '/src/actions/b.ts')}};\n`;
    expect(sortServerReferences(first)).toBe(sortServerReferences(second));
    expect(sortServerReferences(first)).toBe(`export default {${entry('a1', '/src/actions/a.ts')}${entry('b2', '/src/actions/b.ts')}${entry('c3', '/src/actions/c.ts')}};\n`);
  });

  it('leaves a table of one, or none, as it is', () => {
    expect(sortServerReferences('export default {};\n')).toBe('export default {};\n');
    const one = `export default {${entry('a1', '/src/actions/a.ts')}};\n`;
    expect(sortServerReferences(one)).toBe(one);
  });
});
