import { describe, expect, it } from 'vitest';
import { consentReturnPath, consentSettingsHref, decideConsent, isConsentSettingsLink, parseConsent, serializeConsent } from './consent.ts';

describe('consent cookie', () => {
  it('round-trips every choice', () => {
    for (const statistics of [true, false]) {
      for (const marketing of [true, false]) {
        expect(parseConsent(serializeConsent({ statistics, marketing }))).toEqual({ statistics, marketing });
      }
    }
  });

  it('counts no choice for missing, malformed or older-version values', () => {
    expect(parseConsent(undefined)).toBeNull();
    expect(parseConsent('')).toBeNull();
    expect(parseConsent('yes')).toBeNull();
    expect(parseConsent('1.s2.m0')).toBeNull();
    expect(parseConsent('0.s1.m1')).toBeNull();
    expect(parseConsent('1.s1.m1.x')).toBeNull();
  });

  it('accept all and refuse all ignore the boxes; save takes them', () => {
    expect(decideConsent('all', { statistics: false, marketing: false })).toEqual({ statistics: true, marketing: true });
    expect(decideConsent('none', { statistics: true, marketing: true })).toEqual({ statistics: false, marketing: false });
    expect(decideConsent('selection', { statistics: true, marketing: false })).toEqual({ statistics: true, marketing: false });
  });
});

describe('consentReturnPath', () => {
  it('leads back to the page without the settings parameter', () => {
    expect(consentReturnPath('/fr/tirages-photos?consent=settings&_flag_on=965')).toBe('/fr/tirages-photos?_flag_on=965');
    expect(consentReturnPath('/leinwanddruck?calc-format=400x600#calculator')).toBe('/leinwanddruck?calc-format=400x600');
  });

  it('never leads to another site', () => {
    for (const raw of ['https://evil.example/', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', '', undefined, 42]) {
      expect(consentReturnPath(raw)).toBe('/');
    }
    expect(consentReturnPath('/..//evil.example/', '/fr/')).toBe('/fr/');
  });

  it('opens the settings on the same page', () => {
    expect(consentSettingsHref(new URL('http://x/fotobuch?_debug'))).toBe('/fotobuch?_debug=&consent=settings#consent-settings');
  });
});

describe('the consent settings link value', () => {
  it('is a URL link to #consent-settings (or that anchor alone), nothing else', () => {
    expect(isConsentSettingsLink({ linktype: 'url', url: '#consent-settings' })).toBe(true);
    expect(isConsentSettingsLink({ linktype: 'url', url: ' #consent-settings ' })).toBe(true);
    expect(isConsentSettingsLink({ linktype: 'url', url: '', anchor: 'consent-settings' })).toBe(true);
    expect(isConsentSettingsLink({ linktype: 'url', url: '/datenschutz#consent-settings' })).toBe(false);
    expect(isConsentSettingsLink({ linktype: 'story', url: '#consent-settings' })).toBe(false);
    expect(isConsentSettingsLink(undefined)).toBe(false);
  });
});
