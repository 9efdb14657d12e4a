import { describe, expect, it } from 'vitest';
import { contrastRatio } from '../../../domain/colors/contrast.ts';
import { CHANNEL_COLORS, resolvePanelColors } from './panel-colors.ts';

function expectReadable(colors: ReturnType<typeof resolvePanelColors>) {
  expect(contrastRatio(colors.text, colors.background)).toBeGreaterThanOrEqual(4.5);
  expect(contrastRatio(colors.buttonText, colors.buttonBackground)).toBeGreaterThanOrEqual(4.5);
  expect(contrastRatio(colors.buttonBackground, colors.background)).toBeGreaterThanOrEqual(3);
}

describe('resolvePanelColors', () => {
  it('white text without a background (the poster home teaser): brand panel, and a button that is not the panel colour', () => {
    const colors = resolvePanelColors({ channel: 'poster', textColor: '#ffffff' });
    expect(colors.background).toBe(CHANNEL_COLORS.poster.brand);
    expect(colors.buttonBackground).not.toBe(colors.background);
    expectReadable(colors);
  });

  it('a light panel keeps the brand button and the editor text colour', () => {
    const colors = resolvePanelColors({ channel: 'card', textColor: '#2b2622', backgroundColor: '#f4ede4' });
    expect(colors).toMatchObject({ text: '#2b2622', buttonBackground: CHANNEL_COLORS.card.brand });
    expectReadable(colors);
  });

  it('no colours at all: the light default surface with dark text', () => {
    expectReadable(resolvePanelColors({ channel: 'poster' }));
  });

  it.each([
    ['light text on a light panel', '#ffffff', '#f4ede4'],
    ['dark text on a dark panel', '#1e1e1e', '#202020'],
    ['a panel in the brand colour itself', undefined, '#7a2e4d'],
    ['a mid grey panel', '#777777', '#808080'],
    ['an orange panel with white text', '#ffffff', '#e3663b'],
  ])('%s is made readable', (_, textColor, backgroundColor) => {
    for (const channel of ['poster', 'card'] as const) expectReadable(resolvePanelColors({ channel, textColor, backgroundColor }));
  });
});
