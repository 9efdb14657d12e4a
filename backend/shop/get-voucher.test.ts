import { describe, expect, it } from 'vitest';
import { getVoucher } from './get-voucher.ts';

const NOW = Date.parse('2026-11-26T12:00:00Z');

describe('getVoucher', () => {
  it('answers the code’s terms in the host’s currency, whatever the case typed', () => {
    expect(getVoucher('poster', 'fr-CH', 'murdamour10', NOW)).toEqual({
      code: 'MURDAMOUR10', percent: 10, currency: 'chf', minimumOrderValue: 35, validUntil: '2027-03-31', expired: false, firstOrderOnly: true,
    });
    expect(getVoucher('poster', 'de-DE', 'WANDLIEBE10', NOW)).toMatchObject({ currency: 'eur', minimumOrderValue: 30 });
  });

  it('says when a code has expired: valid through its last day', () => {
    expect(getVoucher('card', 'de-DE', 'ADVENT2025', Date.parse('2025-12-24T23:59:00Z'))?.expired).toBe(false);
    expect(getVoucher('card', 'de-DE', 'ADVENT2025', Date.parse('2025-12-25T00:00:00Z'))?.expired).toBe(true);
  });

  it('knows no code of the other channel, nor object keys', () => {
    expect(getVoucher('card', 'de-DE', 'WANDLIEBE10', NOW)).toBeNull();
    expect(getVoucher('poster', 'de-DE', 'constructor', NOW)).toBeNull();
  });
});
