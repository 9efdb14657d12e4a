import { describe, expect, it } from 'vitest';
import { resolveImageSource } from './resolve-image-source.ts';

const origins = ['http://localhost:3001', 'http://127.0.0.1:3001'];

describe('resolveImageSource', () => {
  it('accepts relative asset paths with or without a leading slash', () => {
    expect(resolveImageSource('a/canvas.jpg', origins)).toEqual({ ok: true, value: 'canvas.jpg' });
    expect(resolveImageSource('/a/canvas.jpg', origins)).toEqual({ ok: true, value: 'canvas.jpg' });
  });

  it('accepts absolute URLs to one of the own origins', () => {
    expect(resolveImageSource('http://localhost:3001/a/canvas.jpg', origins)).toEqual({ ok: true, value: 'canvas.jpg' });
  });

  it('refuses other hosts, other paths and path traversal', () => {
    expect(resolveImageSource('https://example.com/a/canvas.jpg', origins).ok).toBe(false);
    expect(resolveImageSource('http://localhost:9999/a/canvas.jpg', origins).ok).toBe(false);
    expect(resolveImageSource('/b/canvas.jpg', origins).ok).toBe(false);
    expect(resolveImageSource('/a/../secret.jpg', origins).ok).toBe(false);
    expect(resolveImageSource('/a/sub/canvas.jpg', origins).ok).toBe(false);
  });
});
