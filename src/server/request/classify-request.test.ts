import { describe, expect, it } from 'vitest';
import { classifyRequest } from './classify-request.ts';

describe('classify the request', () => {
  it('a document page', () => {
    const url = new URL('http://de.poster.localhost/leinwanddruck');
    expect(classifyRequest(url, { type: 'route', path: '/leinwanddruck', query: '' })).toEqual({
      isDocument: true,
      isPage: true,
      isAction: false,
      pageUrl: url,
      routePath: '/leinwanddruck',
    });
  });

  it('a client navigation stands for the page inside its RSC URL, query included', () => {
    const url = new URL('http://de.poster.localhost/RSC/R/leinwanddruck.txt?query=a%3D1');
    const kind = classifyRequest(url, { type: 'route', path: '/leinwanddruck', query: 'a=1' });
    expect(kind).toMatchObject({ isDocument: false, isPage: true, routePath: '/leinwanddruck' });
    expect(kind.pageUrl.href).toBe('http://de.poster.localhost/leinwanddruck?a=1');
  });

  it.each(['/robots.txt', '/sitemap.xml', '/favicon.ico', '/icons.svg', '/health'])('%s is no page', (path) => {
    expect(classifyRequest(new URL(`http://de.poster.localhost${path}`), { type: 'route', path, query: '' }).isPage).toBe(false);
  });

  it('an action', () => {
    const kind = classifyRequest(new URL('http://de.poster.localhost/RSC/F/abc/subscribe.txt'), { type: 'action' });
    expect(kind).toMatchObject({ isPage: false, isAction: true });
  });
});
