import { describe, expect, it } from 'vitest';
import { listEditorOrigins } from './editor-origins.ts';

describe('listEditorOrigins', () => {
  const config = { contentEditorOrigin: 'https://app.storyblok.com', contentApiUrl: 'http://127.0.0.1:3001/v2' };

  it('lets only the content editor frame editor pages in production', () => {
    expect(listEditorOrigins({ ...config, production: true })).toEqual(['https://app.storyblok.com']);
  });

  it('adds the stand-in of the embedded backend outside production', () => {
    expect(listEditorOrigins({ ...config, production: false })).toEqual(['https://app.storyblok.com', 'http://127.0.0.1:3001']);
  });
});
