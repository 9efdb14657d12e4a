import { describe, expect, it } from 'vitest';
import { groupFormatsBySize } from './group-formats.ts';

const f = (value: string, labelTranslationKey: string | null) => ({ value, labelTranslationKey });

/** Groups as `key: values` lines, to read the order at a glance. */
function summarize(formats: ReturnType<typeof f>[]): string[] {
  return groupFormatsBySize(formats).map((group) => `${group.labelKey}: ${group.formats.map((format) => format.value).join(' ')}`);
}

describe('groupFormatsBySize', () => {
  it('sorts each group by size, smallest first, whatever order the API sent', () => {
    expect(summarize([f('900x600', 'format.3:2'), f('300x200', 'format.3:2'), f('1200x800', 'format.3:2'), f('450x300', 'format.3:2')])).toEqual([
      'format.3:2: 300x200 450x300 900x600 1200x800',
    ]);
  });

  it('orders groups from the squarest shape to the longest panorama', () => {
    expect(
      summarize([
        f('900x300', 'format.3:1'),
        f('400x300', 'format.4:3'),
        f('800x450', 'format.16:9'),
        f('500x500', 'format.square'),
        f('300x200', 'format.3:2'),
        f('500x400', 'format.5:4'),
      ]),
    ).toEqual(['format.square: 500x500', 'format.5:4: 500x400', 'format.4:3: 400x300', 'format.3:2: 300x200', 'format.16:9: 800x450', 'format.3:1: 900x300']);
  });

  it('puts landscape before portrait of the same size, so the pair sits together', () => {
    expect(summarize([f('300x400', 'format.4:3'), f('400x300', 'format.4:3'), f('300x225', 'format.4:3')])).toEqual(['format.4:3: 300x225 400x300 300x400']);
  });

  it('a group of mixed shapes (standard) ranks by its squarest member; unlabelled formats come last', () => {
    expect(summarize([f('1000x700', 'format.standard'), f('700x500', 'format.standard'), f('123x45', null), f('600x400', 'format.3:2')])).toEqual([
      'format.standard: 700x500 1000x700',
      'format.3:2: 600x400',
      'null: 123x45',
    ]);
  });

  it('lists a format only once, and an empty list gives no groups', () => {
    expect(summarize([f('600x400', 'format.3:2'), f('600x400', 'format.3:2')])).toEqual(['format.3:2: 600x400']);
    expect(groupFormatsBySize([])).toEqual([]);
  });
});
