import { describe, expect, it } from 'vitest';
import { checkContainerId } from './container-id.ts';

describe('checkContainerId', () => {
  it('accepts GTM- and G- ids', () => {
    expect(checkContainerId('GTM-AB12CD3')).toEqual({ ok: true, value: 'GTM-AB12CD3' });
    expect(checkContainerId('G-XYZ789')).toEqual({ ok: true, value: 'G-XYZ789' });
  });

  it.each([
    ['gtm-ab12cd3', 'GTM-AB12CD3'],
    ['GTM-ab12cd3', 'GTM-AB12CD3'],
    ['GTMAB12CD3', 'GTM-AB12CD3'],
    ['GTM_AB12CD3', 'GTM-AB12CD3'],
    ['GTM AB12CD3', 'GTM-AB12CD3'],
    ['g-xyz789', 'G-XYZ789'],
    [' GTM-AB12CD3 ', 'GTM-AB12CD3'],
    ['"GTM-AB12CD3"', 'GTM-AB12CD3'],
    ['https://www.googletagmanager.com/gtm.js?id=GTM-AB12CD3', 'GTM-AB12CD3'],
    ['GTM-AB12-CD3', 'GTM-AB12CD3'],
  ])('refuses %j and suggests %j', (raw, suggestion) => {
    const result = checkContainerId(raw);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.suggestion).toBe(suggestion);
    expect(result.error.message).toContain(`did you mean "${suggestion}"`);
  });

  it.each(['UA-12345-1', 'GTM-', 'AW-123', 'GTM-ÄÖÜ', ''])('refuses %j without a guess, naming the expected form', (raw) => {
    const result = checkContainerId(raw);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.suggestion).toBeNull();
    expect(result.error.message).toContain('GTM- or G-');
  });
});
