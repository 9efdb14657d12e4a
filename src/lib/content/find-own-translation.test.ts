import { describe, expect, it } from 'vitest';
import { findOwnTranslationPath } from './find-own-translation.ts';

const christmasGroup = [{ full_slug: 'card/en-us/holiday-cards' }, { full_slug: 'card/de-de/weihnachtskarten' }];

describe('findOwnTranslationPath', () => {
  it('names the US page of a British page the US host answered from its fallback folder', () => {
    expect(findOwnTranslationPath({ channel: 'card', locale: 'en-US', answeredFrom: 'en-GB', alternates: christmasGroup })).toBe('holiday-cards');
  });

  it('leaves a fallback page alone when the locale has no page of its own in the group', () => {
    expect(findOwnTranslationPath({ channel: 'card', locale: 'en-US', answeredFrom: 'en-GB', alternates: [{ full_slug: 'card/de-de/weihnachtskarten' }] })).toBeNull();
  });

  it('leaves a page from the locale\'s own folder alone, whatever its translations', () => {
    expect(findOwnTranslationPath({ channel: 'card', locale: 'en-US', answeredFrom: 'en-US', alternates: [{ full_slug: 'card/en-gb/christmas-cards' }] })).toBeNull();
  });

  it('reads only the folders before the answering one, of the same channel', () => {
    // de-CH falls back to de-DE; an Austrian or poster translation is not de-CH's page.
    const alternates = [{ full_slug: 'poster/de-ch/leinwand' }, { full_slug: 'card/de-at/leinwand' }];
    expect(findOwnTranslationPath({ channel: 'card', locale: 'de-CH', answeredFrom: 'de-DE', alternates })).toBeNull();
    expect(findOwnTranslationPath({ channel: 'poster', locale: 'de-CH', answeredFrom: 'de-DE', alternates })).toBe('leinwand');
  });

  it('names the home page by its content path', () => {
    expect(findOwnTranslationPath({ channel: 'poster', locale: 'fr-CH', answeredFrom: 'fr-FR', alternates: [{ full_slug: 'poster/fr-ch/home' }] })).toBe('home');
  });
});
