import { describe, expect, it } from 'vitest';
import { withoutUnreadQuery } from './drop-unread-query.ts';

const clean = (path: string) => withoutUnreadQuery(new URL(path, 'http://de.poster.localhost'))?.toString() ?? null;

describe('withoutUnreadQuery', () => {
  it('keeps what a page reads, in order, and drops the rest', () => {
    expect(clean('/leinwanddruck?utm_source=x&calc-format=600x400&gclid=1&dialog=login&junk=2')).toBe('http://de.poster.localhost/leinwanddruck?calc-format=600x400&dialog=login');
    expect(clean('/products?color[]=blau&color[]=rot&sort=created&page=2&fbclid=9')).toBe('http://de.poster.localhost/products?color%5B%5D=blau&color%5B%5D=rot&sort=created&page=2');
  });

  it('keeps the outcome a form post returns with (the accessory block says what happened)', () => {
    expect(clean('/hochzeitskarten/?accessory=added&x=1')).toBe('http://de.poster.localhost/hochzeitskarten/?accessory=added');
  });

  it('keeps the shop’s own underscore switches but no other underscore parameter', () => {
    expect(clean('/?_flag_on=a&_debug=1&_storyblok=12&_storyblok_lang=de&_x=1')).toBe('http://de.poster.localhost/?_flag_on=a&_debug=1&_storyblok=12&_storyblok_lang=de');
  });

  it('answers null when nothing is dropped, an empty query when everything is', () => {
    expect(clean('/leinwanddruck')).toBeNull();
    expect(clean('/leinwanddruck?calc-format=600x400')).toBeNull();
    expect(clean('/leinwanddruck?a=1&b=2')).toBe('http://de.poster.localhost/leinwanddruck');
  });
});
