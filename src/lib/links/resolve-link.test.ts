import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EXTERNAL_REL, isOwnDomain, resolveLink, type LinkContext, type ResolvedLink } from './resolve-link.ts';

const context: LinkContext = {
  locale: 'de-CH',
  ownDomains: ['shop.de', 'https://www.shop.ch'],
  resolveStoryPath: (fullSlug) => {
    const match = /^(?:card|poster)\/[a-z]{2}-[a-z]{2}\/(.+)$/.exec(fullSlug);
    if (!match) return null;
    return match[1] === 'home' ? '/' : `/${match[1]}`;
  },
};

const url = (value: string, target?: string) => ({ linktype: 'url', url: value, cached_url: '', target });
const internal = (href: string, clientNavigation = true): ResolvedLink => ({ href, external: false, clientNavigation, target: undefined });
const foreign = (href: string): ResolvedLink => ({ href, rel: EXTERNAL_REL, external: true, clientNavigation: false, target: undefined });
const own = (href: string): ResolvedLink => ({ href, external: true, clientNavigation: false, target: undefined });

describe('resolveLink: internal links', () => {
  it.each<[unknown, ResolvedLink]>([
    [url('/leinwanddruck'), internal('/leinwanddruck')],
    [url('leinwanddruck'), internal('/leinwanddruck')],
    [url('/leinwanddruck?utm_source=x&_storyblok=1&page=2&_ab=b#top'), internal('/leinwanddruck?_storyblok=1&_ab=b#top')],
    [url('/leinwanddruck?utm=x'), internal('/leinwanddruck')],
    [url('/a?%5Fx=1'), internal('/a?%5Fx=1')],
    [url('#faq'), internal('/#faq')],
    [{ linktype: 'url', url: '', cached_url: '/fotobuch' }, internal('/fotobuch')],
    [url('/magazin/tipps?page=2'), internal('/magazin/tipps?page=2', false)],
    [url('/kundenkonto?tab=orders'), internal('/kundenkonto')],
    [url('/configurator-card/?designId=4'), internal('/configurator-card/?designId=4&locale=de-CH', false)],
    [url('/configurator-card/?designId=4&locale=fr-CH'), internal('/configurator-card/?designId=4&locale=fr-CH', false)],
    [url('/configurator-collage/?optionTypes[]=a'), internal('/configurator-collage/?optionTypes[]=a&locale=de-CH', false)],
  ])('%j -> %j', (link, expected) => {
    expect(resolveLink(link, context)).toEqual(expected);
  });
});

describe('resolveLink: external and own-domain links', () => {
  it.each<[unknown, ResolvedLink]>([
    [url('https://example.com/a?b=1'), foreign('https://example.com/a?b=1')],
    [url('HTTP://Example.com'), foreign('http://example.com/')],
    [url('www.example.com/x'), foreign('https://www.example.com/x')],
    [url('//example.com/x'), foreign('https://example.com/x')],
    [url('/\\example.com/x'), foreign('https://example.com/x')],
    [url('https://shop.de@evil.example/'), foreign('https://evil.example/')],
    [url('https://shop.de.evil.example/'), foreign('https://shop.de.evil.example/')],
    [url('https://shop.de/leinwand?utm=1'), own('https://shop.de/leinwand?utm=1')],
    [url('https://www.shop.de/x'), own('https://www.shop.de/x')],
    [url('https://www.shop.ch/x'), own('https://www.shop.ch/x')],
    [url('https://shop.ch/x'), foreign('https://shop.ch/x')],
    [url('https://designer.shop.de/configurator-photobook/?x=1'), own('https://designer.shop.de/configurator-photobook/?x=1&locale=de-CH')],
    [{ linktype: 'asset', url: 'https://a.storyblok.com/f/1/x.pdf' }, foreign('https://a.storyblok.com/f/1/x.pdf')],
  ])('%j -> %j', (link, expected) => {
    expect(resolveLink(link, context)).toEqual(expected);
  });

  it('keeps a known target and ignores others', () => {
    expect(resolveLink(url('https://example.com/', '_blank'), context)?.target).toBe('_blank');
    expect(resolveLink(url('/a', '_self'), context)?.target).toBe('_self');
    expect(resolveLink(url('/a', '_top'), context)?.target).toBeUndefined();
  });
});

describe('resolveLink: refused links', () => {
  it.each<[unknown]>([
    [url('javascript:alert(1)')],
    [url('JavaScript:alert(1)')],
    [url(' javascript:alert(1)')],
    [url('\u0000javascript:alert(1)')],
    [url('java\tscript:alert(1)')],
    [url('java\nscript:alert(1)')],
    [url('\u00a0javascript:alert(1)')],
    [url('jav\u200bascript:alert(1)')],
    [url('vbscript:msgbox(1)')],
    [url('VBSCRIPT:msgbox(1)')],
    [url('data:text/html;base64,PHNjcmlwdD4=')],
    [url(' DATA:text/html,x')],
    [url('file:///etc/passwd')],
    [url('https:')],
    [url('https:/')],
    [url('http://')],
    [url('')],
    [url('   ')],
    [{ linktype: 'url' }],
    [{ linktype: 'story', cached_url: '' }],
    [{ linktype: 'story', cached_url: 'elsewhere/x' }],
    [{ linktype: 'email', email: 'not-an-address' }],
    [{ linktype: 'email', email: 'a@b.de"><script>' }],
    [{ linktype: 'unknown', url: '/a' }],
    [{ linktype: 'url', url: 42 }],
    [null],
    ['/a'],
  ])('%j -> null', (link) => {
    expect(resolveLink(link, context)).toBeNull();
  });

  it.each(['/..//evil.example', '/..//evil.example/', '/../..//evil.example/x', '/%2e%2e//evil.example', '/.%2E//evil.example', '/a/../..//evil.example', '..//evil.example', '/..\\/evil.example'])(
    'does not take %j for a shop path (it resolves to another host)',
    (href) => {
      expect(resolveLink(url(href), context)).toBeNull();
      expect(resolveLink(url(href), { ...context, localizePath: (pathname) => `/fr${pathname}` })).toBeNull();
    },
  );

  it('refuses a story whose path resolves to another host', () => {
    expect(resolveLink({ linktype: 'story', cached_url: 'poster/de-de/..//evil.example' }, context)).toBeNull();
  });

  it('never lets a script-like scheme through, whatever is mixed in', () => {
    const scheme = fc.constantFrom('javascript', 'vbscript', 'data');
    const noise = fc.constantFrom('', ' ', '\t', '\n', '\r', '\u0000', '\u0001', '\u001f', '\u00a0', '\ufeff', '\u200b');
    const casing = fc.array(fc.boolean(), { minLength: 10, maxLength: 10 });
    fc.assert(
      fc.property(scheme, noise, noise, casing, fc.string(), (name, before, inside, upper, rest) => {
        const cased = [...name].map((c, i) => (upper[i] ? c.toUpperCase() : c)).join('');
        const href = `${before}${cased.slice(0, 2)}${inside}${cased.slice(2)}:${rest}`;
        const resolved = resolveLink(url(href), context);
        if (resolved) expect(resolved.href.toLowerCase()).not.toMatch(/^(javascript|vbscript|data):/);
        expect(resolved === null || resolved.href.startsWith('/')).toBe(true);
      }),
    );
  });
});

describe('resolveLink: story, email and phone links', () => {
  it.each<[unknown, ResolvedLink | null]>([
    [{ linktype: 'story', cached_url: 'poster/de-de/leinwanddruck' }, internal('/leinwanddruck')],
    [{ linktype: 'story', cached_url: '/poster/de-de/home' }, internal('/')],
    [{ linktype: 'story', cached_url: 'card/fr-fr/cartes', anchor: 'prix' }, internal('/cartes#prix')],
    [{ linktype: 'story', cached_url: 'poster/de-de/a', target: '_blank' }, { ...internal('/a'), target: '_blank' }],
    [{ linktype: 'email', email: 'service@shop.de' }, { href: 'mailto:service@shop.de', external: true, clientNavigation: false, target: undefined }],
    [{ linktype: 'email', email: 'mailto:service@shop.de' }, { href: 'mailto:service@shop.de', external: true, clientNavigation: false, target: undefined }],
    [url('mailto:hi@shop.de?subject=Hallo'), { href: 'mailto:hi@shop.de?subject=Hallo', external: true, clientNavigation: false, target: undefined }],
    [url('tel:+49 (0)30 123-45'), { href: 'tel:+4903012345', external: true, clientNavigation: false, target: undefined }],
    [url('tel:call-me'), null],
  ])('%j -> %j', (link, expected) => {
    expect(resolveLink(link, context)).toEqual(expected);
  });

  it('refuses a story path the mapper answers with another host', () => {
    expect(resolveLink({ linktype: 'story', cached_url: 'poster/de-de/x' }, { ...context, resolveStoryPath: () => '//evil.example/' })).toBeNull();
  });
});

describe('resolveLink: paths of other applications', () => {
  const withApplications: LinkContext = {
    ...context,
    localizePath: (pathname) => `/fr${pathname}`,
    applications: [
      { pathPrefix: '/configurator-', origin: 'https://designer.example' },
      { pathPrefix: '/magazin', origin: 'https://magazine.example/magazin/' },
    ],
  };
  const application = (href: string): ResolvedLink => ({ href, external: true, clientNavigation: false, target: undefined });

  it.each<[unknown, ResolvedLink]>([
    [url('/configurator-photobook/'), application('https://designer.example/configurator-photobook/?locale=de-CH')],
    [url('/configurator-photobook/?locale=de-DE'), application('https://designer.example/configurator-photobook/?locale=de-DE')],
    [url('/configurator-card/?designId=4&utm=x#top'), application('https://designer.example/configurator-card/?designId=4&utm=x&locale=de-CH#top')],
    [url('/configurator-collage/?optionTypes[]=a'), application('https://designer.example/configurator-collage/?optionTypes[]=a&locale=de-CH')],
    [url('/magazin'), application('https://magazine.example/magazin?locale=de-CH')],
    [url('/magazin/tipps/wandgestaltung'), application('https://magazine.example/magazin/tipps/wandgestaltung?locale=de-CH')],
    [url('/kundenkonto'), internal('/fr/kundenkonto')],
    [url('/leinwanddruck'), internal('/fr/leinwanddruck')],
  ])('%j -> %j', (link, expected) => {
    expect(resolveLink(link, withApplications)).toEqual(expected);
  });

  it('goes to the designer origin on every path content uses, never to the shop host', () => {
    for (const path of ['/configurator-calendar/', '/configurator-card/', '/configurator-collage/', '/configurator-photo-frame/', '/configurator-photobook/', '/configurator-photobox/']) {
      const href = resolveLink(url(path), withApplications)?.href ?? '';
      expect(new URL(href).origin).toBe('https://designer.example');
      expect(new URL(href).searchParams.get('locale')).toBe('de-CH');
    }
  });

  it('keeps the path on the shop host when an application has an unusable origin', () => {
    const broken = { ...withApplications, applications: [{ pathPrefix: '/magazin', origin: 'not a url' }] };
    expect(resolveLink(url('/magazin'), broken)).toEqual(internal('/magazin', false));
  });
});

describe('isOwnDomain', () => {
  it.each([
    ['shop.de', true],
    ['www.shop.de', true],
    ['SHOP.DE', true],
    ['shop.de.', true],
    ['www.shop.ch', true],
    ['shop.ch', false],
    ['evilshop.de', false],
    ['shop.de.evil.example', false],
  ])('%s: %s', (host, expected) => {
    expect(isOwnDomain(host, ['shop.de', 'https://www.shop.ch'])).toBe(expected);
  });
});
