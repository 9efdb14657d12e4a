import { describe, expect, it } from 'vitest';
import { isSupportedNode } from './assert-node-version.ts';

describe('isSupportedNode', () => {
  it.each([
    ['v20.20.2', false],
    ['22.14.0', false],
    ['22.15.0', true],
    ['24.21.0', true],
    ['26.0.0', true],
  ])('%s -> %s', (version, expected) => {
    expect(isSupportedNode(version)).toBe(expected);
  });
});
