import { describe, expect, it } from 'vitest';
import { readEditableAttributes } from './editable-attributes.ts';

const comment = (options: unknown) => `<!--#storyblok#${JSON.stringify(options)}-->`;

describe('readEditableAttributes', () => {
  it('builds the bridge attributes from a draft block', () => {
    const attributes = readEditableAttributes({ _uid: 'u1', component: 'teaser', _editable: comment({ name: 'teaser', space: '100001', uid: 'u1', id: '42' }) });
    expect(attributes).toEqual({
      'data-blok-c': JSON.stringify({ name: 'teaser', space: '100001', uid: 'u1', id: '42' }),
      'data-blok-uid': '42-u1',
    });
  });

  it('gives nothing for a published block, a broken comment or one without ids', () => {
    expect(readEditableAttributes({ _uid: 'u1', component: 'teaser' })).toBeNull();
    expect(readEditableAttributes({ _editable: '<!--#storyblok#{nope-->' })).toBeNull();
    expect(readEditableAttributes({ _editable: comment({ name: 'teaser' }) })).toBeNull();
    expect(readEditableAttributes({ _editable: `<script>${comment({ uid: 'a', id: '1' })}` })).toBeNull();
    expect(readEditableAttributes(null)).toBeNull();
  });

  it('drops fields the bridge does not read', () => {
    const attributes = readEditableAttributes({ _editable: comment({ uid: 'a', id: 1, onclick: 'x' }) });
    expect(attributes?.['data-blok-c']).not.toContain('onclick');
  });
});
