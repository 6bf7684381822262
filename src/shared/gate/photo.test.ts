import { describe, expect, it } from 'vitest';
import {
  composeCrossingPhoto,
  halveImage,
  PHOTO_BORDER,
  PHOTO_COLOURS,
  PHOTO_FRAMES_AFTER,
  PHOTO_FRAMES_BEFORE,
  PHOTO_GAP,
  PHOTO_TICK,
  photoSize,
  pickCrossingFrames,
  type StripSnapshot,
} from './photo';

const WIDTH = 6;
const HEIGHT = 12;

/** A strip of one grey level (its index × 10), captured at index × 33 ms. */
const strip = (index: number, width = WIDTH): StripSnapshot => ({
  pixels: new Uint8Array(width * HEIGHT).fill(index * 10),
  width,
  height: HEIGHT,
  capturedAt: index * 33,
});
const ring = (count: number) => Array.from({ length: count }, (_, index) => strip(index));

const pixelAt = (image: { rgba: Uint8ClampedArray; width: number }, x: number, y: number) =>
  Array.from(image.rgba.slice((y * image.width + x) * 4, (y * image.width + x) * 4 + 3));

describe('pickCrossingFrames', () => {
  it('takes the frame nearest the crossing with three either side', () => {
    const picked = pickCrossingFrames(ring(12), 5 * 33 + 10);
    expect(picked?.marked).toBe(PHOTO_FRAMES_BEFORE);
    expect(picked?.frames.map((frame) => frame.capturedAt / 33)).toEqual([2, 3, 4, 5, 6, 7, 8]);
  });

  it('waits for the frames after the crossing', () => {
    expect(pickCrossingFrames(ring(8), 5 * 33)).toBeNull();
    expect(pickCrossingFrames(ring(9), 5 * 33)?.frames).toHaveLength(
      PHOTO_FRAMES_BEFORE + 1 + PHOTO_FRAMES_AFTER,
    );
  });

  it('shows fewer frames before a crossing early in the ring, still marking the crossing frame', () => {
    const picked = pickCrossingFrames(ring(6), 1 * 33);
    expect(picked?.marked).toBe(1);
    expect(picked?.frames.map((frame) => frame.capturedAt / 33)).toEqual([0, 1, 2, 3, 4]);
  });

  it('refuses frames of different sizes (the strip changed mid-way)', () => {
    const frames = ring(9);
    frames[3] = strip(3, WIDTH + 2);
    expect(pickCrossingFrames(frames, 5 * 33)).toBeNull();
    expect(pickCrossingFrames([], 0)).toBeNull();
  });
});

describe('composeCrossingPhoto', () => {
  const picked = pickCrossingFrames(ring(10), 5 * 33);
  if (!picked) throw new Error('frames expected');
  const line = 2;
  const image = composeCrossingPhoto(picked.frames, picked.marked, line);
  const cell = WIDTH + 2 * PHOTO_BORDER + PHOTO_GAP;

  it('lays the frames side by side, each in a border, with a gap between', () => {
    expect({ width: image.width, height: image.height }).toEqual(photoSize(7, WIDTH, HEIGHT));
    expect(image.width).toBe(7 * (WIDTH + 2 * PHOTO_BORDER) + 6 * PHOTO_GAP);
    expect(image.rgba).toHaveLength(image.width * image.height * 4);
    picked.frames.forEach((frame, index) => {
      const level = frame.pixels[0];
      // A pixel in the middle of each frame, away from the ticks: the frame's own grey level.
      expect(pixelAt(image, index * cell + PHOTO_BORDER + 4, PHOTO_BORDER + HEIGHT / 2)).toEqual([
        level,
        level,
        level,
      ]);
    });
    expect(pixelAt(image, WIDTH + 2 * PHOTO_BORDER, 0)).toEqual([...PHOTO_COLOURS.gap]);
    expect(Array.from(image.rgba.filter((_, i) => i % 4 === 3)).every((alpha) => alpha === 255)).toBe(true);
  });

  it('frames the crossing frame in red and the others in grey', () => {
    for (let index = 0; index < picked.frames.length; index++) {
      const colour = index === picked.marked ? PHOTO_COLOURS.marked : PHOTO_COLOURS.frame;
      expect(pixelAt(image, index * cell, 0)).toEqual([...colour]);
      expect(pixelAt(image, index * cell + WIDTH + 2 * PHOTO_BORDER - 1, image.height - 1)).toEqual([
        ...colour,
      ]);
    }
  });

  it('marks the line with ticks at the top and bottom of each frame only', () => {
    const x = PHOTO_BORDER + line;
    expect(pixelAt(image, x, PHOTO_BORDER)).toEqual([...PHOTO_COLOURS.line]);
    expect(pixelAt(image, x, PHOTO_BORDER + PHOTO_TICK - 1)).toEqual([...PHOTO_COLOURS.line]);
    expect(pixelAt(image, x, PHOTO_BORDER + PHOTO_TICK)).not.toEqual([...PHOTO_COLOURS.line]);
    expect(pixelAt(image, x, PHOTO_BORDER + HEIGHT - 1)).toEqual([...PHOTO_COLOURS.line]);
  });

  it('refuses no frames and frames of different sizes', () => {
    expect(() => composeCrossingPhoto([], 0, 1)).toThrow(RangeError);
    expect(() => composeCrossingPhoto([strip(0), strip(1, WIDTH + 2)], 0, 1)).toThrow(RangeError);
  });

  it('halves a picture by averaging 2 × 2 pixels', () => {
    const half = halveImage(image);
    expect({ width: half.width, height: half.height }).toEqual({
      width: Math.floor(image.width / 2),
      height: image.height / 2,
    });
    // The middle of the first frame: four pixels of level 20.
    expect(pixelAt(half, (PHOTO_BORDER + 4) / 2, (PHOTO_BORDER + HEIGHT / 2) / 2)).toEqual([20, 20, 20]);
  });
});
