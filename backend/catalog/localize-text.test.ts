import { describe, expect, it } from 'vitest';
import { localizeText } from './localize-text.ts';

const WHITE_ENVELOPE = { de: 'Umschlag – Naturweiß', en: 'Envelope – off-white colour', fr: 'Enveloppe – blanc cassé', es: 'Sobre – blanco roto', it: 'Busta – bianco naturale', nl: 'Envelop – gebroken wit' };

describe('localizeText', () => {
  it('gives each locale its language, spelled the way its country writes', () => {
    expect(localizeText(WHITE_ENVELOPE, 'de-DE')).toBe('Umschlag – Naturweiß');
    expect(localizeText(WHITE_ENVELOPE, 'de-AT')).toBe('Umschlag – Naturweiß');
    expect(localizeText(WHITE_ENVELOPE, 'de-CH')).toBe('Umschlag – Naturweiss');
    expect(localizeText(WHITE_ENVELOPE, 'de-LI')).toBe('Umschlag – Naturweiss');
    expect(localizeText(WHITE_ENVELOPE, 'en-GB')).toBe('Envelope – off-white colour');
    expect(localizeText(WHITE_ENVELOPE, 'en-US')).toBe('Envelope – off-white color');
    expect(localizeText(WHITE_ENVELOPE, 'fr-CH')).toBe('Enveloppe – blanc cassé');
  });
});
