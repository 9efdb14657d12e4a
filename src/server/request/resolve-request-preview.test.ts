import { describe, expect, it } from 'vitest';
import { readServerConfig } from '../../lib/config/server-config.ts';
import { buildPreviewLink } from '../../lib/content/preview-token.ts';
import { resolveRequestPreview } from './resolve-request-preview.ts';

const config = readServerConfig({ CONTENT_PREVIEW_TOKEN: 'preview-secret', DESIGNER_URL: 'https://designer.example/app' });

describe('resolve draft mode', () => {
  it('is published without preview parameters', () => {
    expect(resolveRequestPreview(new URL('http://de.poster.localhost/'), 'de.poster.localhost', config)).toEqual({ preview: null, invalid: false });
  });

  it('opens drafts with a preview link for this page and host only', () => {
    const link = buildPreviewLink(new URL('http://de.poster.localhost/leinwanddruck'), 'preview-secret');
    expect(resolveRequestPreview(link, 'de.poster.localhost', config).preview).not.toBeNull();
    expect(resolveRequestPreview(link, 'ch.poster.localhost', config)).toEqual({ preview: null, invalid: true });
    const otherPage = new URL(`http://de.poster.localhost/fotobuch${link.search}`);
    expect(resolveRequestPreview(otherPage, 'de.poster.localhost', config)).toEqual({ preview: null, invalid: true });
  });
});
