// The product pictures are rendered around real photographs (backend/assets/README.md); an alt text
// must name what the picture shows now, in the page's language, and nothing it does not show.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONTENT_ROOT } from '../content-paths.ts';
import { getImageAlts, PHOTO_FILES } from './image-alts.ts';
import { SHOP_LOCALES } from './shop-pages-types.ts';

type Language = 'de' | 'en' | 'fr' | 'es' | 'it' | 'nl';

/** How each language names the subject of a source photo; matched at the start of a word. */
const SUBJECTS: Readonly<Record<string, Readonly<Record<Language, readonly string[]>>>> = {
  rocket: { en: ['rocket'], de: ['rakete'], fr: ['fusée'], es: ['cohete'], it: ['razzo'], nl: ['raket'] },
  raccoon: { en: ['raccoon'], de: ['waschbär'], fr: ['raton laveur'], es: ['mapache'], it: ['procione'], nl: ['wasbeer'] },
  'hubble-deep-field': { en: ['hubble', 'night sky'], de: ['hubble', 'nachthimmel'], fr: ['hubble', 'ciel étoilé'], es: ['hubble', 'cielo nocturno'], it: ['hubble', 'cielo notturno'], nl: ['hubble', 'sterrenhemel'] },
  chelsea: { en: ['cat'], de: ['katze'], fr: ['chat'], es: ['gato'], it: ['gatto'], nl: ['kat'] },
  coffee: { en: ['coffee', 'espresso'], de: ['kaffee', 'espresso'], fr: ['café', 'espresso'], es: ['café', 'espresso'], it: ['caffè', 'espresso'], nl: ['koffie', 'espresso'] },
  astronaut: { en: ['astronaut'], de: ['astronaut'], fr: ['astronaute'], es: ['astronauta'], it: ['astronauta', '’astronauta'], nl: ['astronaut'] },
  'grace-hopper': { en: ['portrait'], de: ['porträt'], fr: ['portrait'], es: ['retrato'], it: ['ritratt'], nl: ['portret'] },
  camera: { en: ['portrait'], de: ['porträt'], fr: ['portrait'], es: ['retrato'], it: ['ritratt'], nl: ['portret'] },
};
/** Subjects of the illustrations the photographs replaced; no picture shows them any more. */
const RETIRED = /mountain|seascape|botanical|skyline|landscape|alpine|forest|bergsee|meeresmotiv|pflanzendruck|montagne|montaña|montagna|berg/iu;

const mentions = (alt: string, word: string) => new RegExp(`(?<!\\p{L})${word}`, 'iu').test(alt);

/** The source photos backend/assets/README.md names for a picture ("(photos: a, b)"). */
function photosOf(file: string): string[] {
  const line = readFileSync(join(CONTENT_ROOT, '../assets/README.md'), 'utf8')
    .split('\n')
    .find((candidate) => candidate.startsWith(`- \`${file}\``));
  if (!line) throw new Error(`backend/assets/README.md does not list ${file}`);
  return (/\(photos: ([^)]+)\)$/.exec(line)?.[1] ?? '').split(',').map((name) => name.trim()).filter(Boolean);
}

describe.each([...SHOP_LOCALES, 'de-ch' as const])('%s alt texts', (locale) => {
  const language = locale.slice(0, 2) as Language;
  const alts = getImageAlts(locale);

  it.each(PHOTO_FILES.map((file) => [file]))('%s names what the picture shows', (file) => {
    const alt = alts[file];
    const shown = photosOf(file);
    const named = Object.keys(SUBJECTS).filter((photo) => SUBJECTS[photo]![language].some((word) => mentions(alt, word)));
    if (shown.length > 0) expect(named.filter((photo) => shown.includes(photo)), alt).not.toEqual([]);
    // A subject can be named by another photo's word (portraits), so compare the words, not the photos.
    const shownWords = new Set(shown.flatMap((photo) => SUBJECTS[photo]?.[language] ?? []));
    expect(named.flatMap((photo) => SUBJECTS[photo]![language]).filter((word) => mentions(alt, word) && !shownWords.has(word)), alt).toEqual([]);
    expect(alt).not.toMatch(RETIRED);
  });
});
