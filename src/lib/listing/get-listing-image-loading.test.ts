import { describe, expect, it } from 'vitest';
import { getListingImageLoading } from './get-listing-image-loading.ts';

describe('getListingImageLoading (spec 9.4)', () => {
  it('loads the first card-channel design eagerly at high priority, the rest lazily', () => {
    expect(getListingImageLoading('card', 0)).toEqual({ loading: 'eager', fetchPriority: 'high' });
    expect(getListingImageLoading('card', 1)).toEqual({ loading: 'lazy' });
  });

  it('loads every poster-channel design lazily, the first too', () => {
    expect(getListingImageLoading('poster', 0)).toEqual({ loading: 'lazy' });
    expect(getListingImageLoading('poster', 5)).toEqual({ loading: 'lazy' });
  });
});
