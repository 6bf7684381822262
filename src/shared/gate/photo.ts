/**
 * The picture of a crossing: a few frames of the strip around the line either side of the moment
 * the runner reached it, side by side, the crossing frame framed in red. Made on the phone from the
 * strips the detector already has (grey levels), so no camera picture is ever kept whole, and small
 * enough that a run's two pictures stay under CROSSING_PHOTO_MAX_BYTES × 2. Pure: the worker and the
 * tests drive it.
 */

/** Frames shown before and after the crossing frame. */
export const PHOTO_FRAMES_BEFORE = 3;
export const PHOTO_FRAMES_AFTER = 3;

/** One crossing's picture as uploaded: a run's two stay within 60 KB. */
export const CROSSING_PHOTO_MAX_BYTES = 30 * 1024;

/** Frames the worker keeps: those shown plus the few the detector needs to confirm a crossing. */
export const PHOTO_RING_FRAMES = PHOTO_FRAMES_BEFORE + PHOTO_FRAMES_AFTER + 6;

/** Pixels around each frame (its frame colour) and between frames. */
export const PHOTO_BORDER = 2;
export const PHOTO_GAP = 2;
/** Ticks at the top and bottom of each frame showing where the line is. */
export const PHOTO_TICK = 4;

type Rgb = readonly [number, number, number];
export const PHOTO_COLOURS = {
  /** Around the crossing frame. */
  marked: [224, 49, 49] as Rgb,
  /** Around the others. */
  frame: [52, 58, 64] as Rgb,
  gap: [255, 255, 255] as Rgb,
  line: [250, 176, 5] as Rgb,
};

/** A grey strip as the detector saw it, at its capture time. */
export interface StripSnapshot {
  pixels: Uint8Array;
  width: number;
  height: number;
  capturedAt: number;
}

export interface CrossingPhotoImage {
  rgba: Uint8ClampedArray;
  width: number;
  height: number;
}

/**
 * The frames to show for a crossing at `at` from the ring (oldest first): the frame captured
 * nearest the crossing, up to PHOTO_FRAMES_BEFORE before it and PHOTO_FRAMES_AFTER after. Null
 * while the frames after it have not all arrived (or the ring has no frame of that size).
 */
export function pickCrossingFrames(
  ring: readonly StripSnapshot[],
  at: number,
): { frames: StripSnapshot[]; marked: number } | null {
  if (ring.length === 0) return null;
  let nearest = 0;
  for (let i = 1; i < ring.length; i++) {
    if (Math.abs(ring[i].capturedAt - at) < Math.abs(ring[nearest].capturedAt - at)) nearest = i;
  }
  if (ring.length - 1 - nearest < PHOTO_FRAMES_AFTER) return null;
  const first = Math.max(0, nearest - PHOTO_FRAMES_BEFORE);
  const frames = ring.slice(first, nearest + PHOTO_FRAMES_AFTER + 1);
  const { width, height } = ring[nearest];
  if (frames.some((frame) => frame.width !== width || frame.height !== height)) return null;
  return { frames, marked: nearest - first };
}

/** The picture's size for `count` frames of `width` × `height`. */
export function photoSize(count: number, width: number, height: number) {
  const cell = width + 2 * PHOTO_BORDER;
  return { width: count * cell + (count - 1) * PHOTO_GAP, height: height + 2 * PHOTO_BORDER };
}

/**
 * The frames side by side as RGBA, each in a border (red around `marked`), with ticks at `line`
 * (px from a strip's left edge) at the top and bottom of each frame. All frames share one size.
 */
export function composeCrossingPhoto(
  frames: readonly StripSnapshot[],
  marked: number,
  line: number,
): CrossingPhotoImage {
  if (frames.length === 0) throw new RangeError('A crossing photo needs at least one frame.');
  const { width: stripWidth, height: stripHeight } = frames[0];
  const size = photoSize(frames.length, stripWidth, stripHeight);
  const rgba = new Uint8ClampedArray(size.width * size.height * 4);
  const paint = (x: number, y: number, [r, g, b]: Rgb) => {
    const p = (y * size.width + x) * 4;
    rgba[p] = r;
    rgba[p + 1] = g;
    rgba[p + 2] = b;
    rgba[p + 3] = 255;
  };
  for (let y = 0; y < size.height; y++) for (let x = 0; x < size.width; x++) paint(x, y, PHOTO_COLOURS.gap);
  const lineX = Math.min(stripWidth - 1, Math.max(0, Math.round(line)));
  frames.forEach((frame, index) => {
    if (frame.width !== stripWidth || frame.height !== stripHeight) {
      throw new RangeError('Every frame of a crossing photo has the same size.');
    }
    const left = index * (stripWidth + 2 * PHOTO_BORDER + PHOTO_GAP);
    const border = index === marked ? PHOTO_COLOURS.marked : PHOTO_COLOURS.frame;
    for (let y = 0; y < size.height; y++) {
      for (let x = 0; x < stripWidth + 2 * PHOTO_BORDER; x++) {
        const inside =
          x >= PHOTO_BORDER &&
          x < PHOTO_BORDER + stripWidth &&
          y >= PHOTO_BORDER &&
          y < PHOTO_BORDER + stripHeight;
        if (!inside) {
          paint(left + x, y, border);
          continue;
        }
        const sx = x - PHOTO_BORDER;
        const sy = y - PHOTO_BORDER;
        const tick = sx === lineX && (sy < PHOTO_TICK || sy >= stripHeight - PHOTO_TICK);
        const level = frame.pixels[sy * stripWidth + sx];
        paint(left + x, y, tick ? PHOTO_COLOURS.line : [level, level, level]);
      }
    }
  });
  return { rgba, width: size.width, height: size.height };
}

/** Half the size each way (2 × 2 pixels averaged): the encoder's fallback when a picture is too large. */
export function halveImage(image: CrossingPhotoImage): CrossingPhotoImage {
  const width = Math.max(1, Math.floor(image.width / 2));
  const height = Math.max(1, Math.floor(image.height / 2));
  const rgba = new Uint8ClampedArray(width * height * 4);
  const source = image.rgba;
  const row = image.width * 4;
  for (let y = 0; y < height; y++) {
    const top = 2 * y * row;
    const bottom = Math.min(2 * y + 1, image.height - 1) * row;
    for (let x = 0; x < width; x++) {
      const left = 2 * x * 4;
      const right = Math.min(2 * x + 1, image.width - 1) * 4;
      for (let c = 0; c < 4; c++) {
        const sum =
          source[top + left + c] +
          source[top + right + c] +
          source[bottom + left + c] +
          source[bottom + right + c];
        rgba[(y * width + x) * 4 + c] = Math.round(sum / 4);
      }
    }
  }
  return { rgba, width, height };
}
