import { describe, expect, it } from 'vitest';
import { CROSSING_PHOTO_MAX_BYTES, type CrossingPhotoImage } from '../../../shared/gate/photo';
import { type EncodeImage, encodeWithin } from './photo-encoding';

const image = (width: number, height: number): CrossingPhotoImage => ({
  rgba: new Uint8ClampedArray(width * height * 4).fill(128),
  width,
  height,
});

/** A browser's encoder as far as encodeWithin can tell: bytes grow with the pixels and the quality. */
function sizedEncoder(bytesPerPixel: number, answers: 'image/webp' | 'image/png' = 'image/webp') {
  const calls: { width: number; type: string; quality: number }[] = [];
  const encode: EncodeImage = async (picture, type, quality) => {
    calls.push({ width: picture.width, type, quality });
    const size = Math.round(picture.width * picture.height * bytesPerPixel * quality);
    return new Blob([new Uint8Array(size)], { type: type === 'image/webp' ? answers : type });
  };
  return { encode, calls };
}

describe('encodeWithin', () => {
  it('answers the first quality that fits', async () => {
    const { encode, calls } = sizedEncoder(0.3);
    const blob = await encodeWithin(image(376, 244), encode);
    expect(blob.size).toBeLessThanOrEqual(CROSSING_PHOTO_MAX_BYTES);
    expect(calls).toEqual([{ width: 376, type: 'image/webp', quality: 0.8 }]);
  });

  it('lowers the quality, then halves the picture until it fits', async () => {
    const { encode, calls } = sizedEncoder(4);
    const blob = await encodeWithin(image(376, 244), encode);
    expect(blob.size).toBeLessThanOrEqual(CROSSING_PHOTO_MAX_BYTES);
    expect(calls.map((call) => call.quality).slice(0, 4)).toEqual([0.8, 0.6, 0.4, 0.25]);
    expect(calls.at(-1)?.width).toBe(188);
  });

  it('uses JPEG where the browser cannot write WebP', async () => {
    const { encode, calls } = sizedEncoder(0.2, 'image/png');
    const blob = await encodeWithin(image(100, 50), encode);
    expect(blob.type).toBe('image/jpeg');
    expect(calls.map((call) => call.type)).toEqual(['image/webp', 'image/jpeg']);
  });

  it('stops halving at a picture too small to show anything', async () => {
    const { encode, calls } = sizedEncoder(100);
    await encodeWithin(image(64, 32), encode);
    expect(Math.min(...calls.map((call) => call.width))).toBeGreaterThanOrEqual(16);
  });
});
