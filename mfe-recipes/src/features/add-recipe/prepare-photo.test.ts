import { describe, expect, it } from 'vitest';
import { isImageFile, scaledSize } from './prepare-photo.ts';

describe('isImageFile', () => {
  it('accepts pictures by type, or by name when the type is missing', () => {
    expect(isImageFile({ type: 'image/jpeg', name: 'recipe.jpg' })).toBe(true);
    expect(isImageFile({ type: 'image/heic', name: 'IMG_0001.HEIC' })).toBe(true);
    expect(isImageFile({ type: '', name: 'IMG_0001.HEIC' })).toBe(true);
  });

  it('refuses documents, text and SVG drawings', () => {
    expect(isImageFile({ type: 'application/pdf', name: 'recipe.pdf' })).toBe(false);
    expect(isImageFile({ type: 'text/plain', name: 'recipe.txt' })).toBe(false);
    expect(isImageFile({ type: '', name: 'recipe.txt' })).toBe(false);
    expect(isImageFile({ type: 'image/svg+xml', name: 'logo.svg' })).toBe(false);
  });
});

describe('scaledSize', () => {
  it('brings a 12 MP phone photo down to 2000 px on its long edge', () => {
    expect(scaledSize(4032, 3024)).toEqual({ width: 2000, height: 1500 });
    expect(scaledSize(3024, 4032)).toEqual({ width: 1500, height: 2000 });
  });

  it('leaves pictures that are small enough as they are', () => {
    expect(scaledSize(1200, 1600)).toEqual({ width: 1200, height: 1600 });
    expect(scaledSize(2000, 10)).toEqual({ width: 2000, height: 10 });
  });
});
