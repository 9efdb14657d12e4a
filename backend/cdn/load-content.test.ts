import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createLogger } from '../log/create-logger.ts';
import { createTempDir, removeDir } from '../../tests/support/test-backend.ts';
import { loadContent, replaceAssetsPlaceholder } from './load-content.ts';

const directories: string[] = [];

afterEach(() => {
  for (const directory of directories.splice(0)) removeDir(directory);
});

function writeContent(files: Record<string, unknown>): string {
  const directory = createTempDir('content-');
  directories.push(directory);
  for (const [file, content] of Object.entries(files)) {
    const target = path.join(directory, file);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, typeof content === 'string' ? content : JSON.stringify(content));
  }
  return directory;
}

const page = (title: string) => ({ component: 'page', title, body: [] });

function load(contentDir: string, previousCv = 0, now = () => 1_700_000_000_000) {
  return loadContent({ contentDir, assetsBaseUrl: 'http://localhost:1/a', previousCv, now, logger: createLogger('silent') });
}

describe('loadContent', () => {
  it('builds full slugs from channel, locale and nested paths', () => {
    const store = load(writeContent({
      'card/de-de/global/header.json': { uuid: 'u1', name: 'Header', published: { component: 'header' } },
      'card/de-de/home.json': { uuid: 'u2', name: 'Home', published: page('Home') },
    }));
    expect(store.stories.map((story) => [story.fullSlug, story.slug, story.path])).toEqual([
      ['card/de-de/global/header', 'header', 'global/header'],
      ['card/de-de/home', 'home', 'home'],
    ]);
  });

  it('uses the published content as draft when a file has no draft', () => {
    const store = load(writeContent({ 'poster/de-de/home.json': { uuid: 'u1', name: 'Home', published: page('Live') } }));
    expect(store.bySlug.get('poster/de-de/home')?.draft).toEqual(page('Live'));
  });

  it('skips broken files, files outside channel/locale folders and duplicate uuids', () => {
    const store = load(writeContent({
      'poster/de-de/broken.json': '{ not json',
      'poster/de-de/no-content.json': { uuid: 'u9', name: 'Empty', published: null },
      'poster/loose.json': { uuid: 'u8', name: 'Loose', published: page('x') },
      'poster/de-de/a.json': { uuid: 'same', name: 'A', published: page('A') },
      'poster/de-de/b.json': { uuid: 'same', name: 'B', published: page('B') },
      'poster/de-de/notes.txt': 'ignored',
    }));
    expect(store.stories.map((story) => story.fullSlug)).toEqual(['poster/de-de/a']);
  });

  it('gives stable ids that survive a reload', () => {
    const directory = writeContent({ 'poster/de-de/home.json': { uuid: 'u1', name: 'Home', published: page('Home') } });
    expect(load(directory).stories[0]?.id).toBe(load(directory).stories[0]?.id);
  });

  it('raises cv on every load, even within the same second', () => {
    const directory = writeContent({});
    const first = load(directory);
    expect(load(directory, first.cv).cv).toBe(first.cv + 1);
  });
});

describe('replaceAssetsPlaceholder', () => {
  it('replaces every occurrence', () => {
    expect(replaceAssetsPlaceholder('{"a":"{{assets}}/x.jpg","b":"{{assets}}/y.jpg"}', 'http://h/a')).toBe(
      '{"a":"http://h/a/x.jpg","b":"http://h/a/y.jpg"}',
    );
  });
});
