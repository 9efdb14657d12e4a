import { describe, expect, it } from 'vitest';
import { buildEmbeddedHostTable } from '../domain/routing/host-table.ts';
import { runRoutePipeline } from '../src/lib/routing/route-pipeline.ts';
import { formatStartBanner, SUGGESTED_PAGES } from './start-banner.ts';

describe('the start banner', () => {
  it.each(SUGGESTED_PAGES.map((page) => [`${page.host}${page.path}`, page]))('suggests %s, which renders without a redirect', (_label, page) => {
    const result = runRoutePipeline({ table: buildEmbeddedHostTable(), hostHeader: `${page.host}:3000`, pathname: page.path, search: '', method: 'GET' });
    expect(result.kind).toBe('render');
  });

  it('prints every suggested page with the port', () => {
    const banner = formatStartBanner(4321, 'Shop ready.');
    for (const page of SUGGESTED_PAGES) expect(banner).toContain(`http://${page.host}:4321${page.path}`);
  });
});
