import { describe, expect, it } from 'vitest';
import { decideRequestLightMode, isLightMode, readLightModeChoice } from './light-mode.ts';

const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const PHONE = 'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36';

function headersOf(record: Record<string, string>) {
  const headers = new Headers(record);
  return (name: string) => headers.get(name);
}

describe('light mode of a request', () => {
  it('reads the switch’s cookie both ways, and nothing else as a choice', () => {
    expect(readLightModeChoice(new Map([['light_mode', '1']]))).toBe('light');
    expect(readLightModeChoice(new Map([['light_mode', '0']]))).toBe('full');
    expect(readLightModeChoice(new Map([['light_mode', 'yes']]))).toBeNull();
    expect(readLightModeChoice(new Map())).toBeNull();
  });

  it('decides from the cookie, the user agent and the hint headers as sent', () => {
    expect(decideRequestLightMode(new Map(), headersOf({ 'user-agent': PHONE, ect: '2g' }))).toMatchObject({ light: true, reason: 'ect' });
    expect(decideRequestLightMode(new Map(), headersOf({ 'user-agent': PHONE, 'save-data': 'on' }))).toMatchObject({ light: true, reason: 'save-data' });
    expect(decideRequestLightMode(new Map(), headersOf({ 'user-agent': GOOGLEBOT, ect: '2g' }))).toMatchObject({ light: false, reason: 'crawler' });
    expect(decideRequestLightMode(new Map([['light_mode', '0']]), headersOf({ 'user-agent': PHONE, 'save-data': 'on' }))).toMatchObject({ light: false, reason: 'choice' });
  });

  it('is what the request’s decision says, and off outside a request', () => {
    expect(isLightMode({ lightMode: { light: true, reason: 'ect', hintsRead: ['Save-Data', 'ECT'] } })).toBe(true);
    expect(isLightMode({ lightMode: { light: false, reason: 'none', hintsRead: [] } })).toBe(false);
    expect(isLightMode(undefined)).toBe(false);
  });
});
