/** The pages `npm start` suggests to a person at a terminal: each answers 200 without a redirect (start-banner.test.ts). */
export const SUGGESTED_PAGES: ReadonlyArray<{ host: string; path: string; note?: string }> = [
  { host: 'localhost', path: '/', note: 'poster, de-DE' },
  { host: 'ch.poster.localhost', path: '/', note: 'de-CH, CHF' },
  { host: 'ch.poster.localhost', path: '/fr', note: 'fr-CH' },
  { host: 'fr.poster.localhost', path: '/', note: 'fr-FR' },
  { host: 'de.card.localhost', path: '/', note: 'card, de-DE' },
  { host: 'com.card.localhost', path: '/', note: 'card, en-US' },
];

export function formatStartBanner(port: string | number, heading: string): string {
  const lines = SUGGESTED_PAGES.map(({ host, path, note }) => `  http://${host}:${port}${path}`.padEnd(44) + (note ? `  (${note})` : ''));
  return `\n${heading} Try:\n${lines.join('\n')}\n\n`;
}
