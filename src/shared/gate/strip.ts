/**
 * One frame of the gate's strip against the background: which columns a body covers.
 *
 * The strip is a narrow vertical band of the camera picture around the line, in grey levels. A body
 * is a tall, wide region that differs from the background after two corrections that a real scene
 * needs: the camera's small movements (a phone propped on a bag wobbles a pixel or two) and the
 * light of the whole scene (a cloud, a flickering lamp, auto-exposure) — see docs/timing.md.
 * Pure and allocation-light so it runs per frame in a worker.
 */

export interface StripFrame {
  /** Grey levels, row by row, width × height bytes. */
  pixels: Uint8Array;
  width: number;
  height: number;
  /** When the camera captured the frame (ms), not when the code saw it. */
  capturedAt: number;
}

export interface StripSettings {
  /** 0 (only strong contrast counts) … 1 (faint contrast counts). */
  sensitivity: number;
  /** Share of a column's rows that must differ for the column to count as covered. */
  minCoverage: number;
  /** Largest camera shift (px) the strip is realigned by before comparing. */
  maxShake: number;
}

export interface Run {
  /** First covered column. */
  lo: number;
  /** One past the last covered column: edges are on pixel boundaries. */
  hi: number;
}

interface StripAnalysis {
  /** Covered runs of columns, left to right, with gaps of at most two columns closed. */
  runs: Run[];
  /** Share of all pixels that differ: near 1 for long means the view itself changed. */
  changedShare: number;
  /** The camera shift found for this frame (background pixel = frame pixel moved by it). */
  shiftX: number;
  shiftY: number;
  /** Frame brightness ÷ background brightness, outside the body. */
  gain: number;
  /** Per pixel: 1 where it differs from the background (used to keep the body out of it). */
  foreground: Uint8Array;
}

/** A grey-level difference this large counts, from the sensitivity: 0.5 → 30 levels. */
function differenceThreshold(sensitivity: number): number {
  const s = Math.min(1, Math.max(0, sensitivity));
  return 10 + (1 - s) * 40;
}

const MERGE_GAP = 2;

/**
 * The light change of the whole strip as a gain (frame ÷ background): the most common ratio, with
 * ratios far from the last frame's gain weighed down. A body filling most of the strip makes many
 * ratios of its own, but a light change moves nearly every pixel to one ratio, so a sudden
 * exposure jump still wins while a large body does not.
 */
function modeGain(pixels: Uint8Array, background: Float32Array, previousGain: number): number {
  const bins = new Uint32Array(GAIN_BINS);
  for (let i = 0; i < pixels.length; i++) {
    const b = background[i];
    // Dark pixels give ratios made of noise.
    if (b < 24) continue;
    const bin = Math.round((pixels[i] / b - GAIN_LOW) / GAIN_STEP);
    if (bin >= 0 && bin < GAIN_BINS) bins[bin] += 1;
  }
  // Each bin counts with its neighbours, so the peak of a spread of ratios wins, not a spike.
  const score = (i: number) => {
    const distance = (GAIN_LOW + i * GAIN_STEP - previousGain) / 0.15;
    return ((bins[i - 1] ?? 0) + bins[i] + (bins[i + 1] ?? 0)) / (1 + distance * distance);
  };
  let best = Math.round((previousGain - GAIN_LOW) / GAIN_STEP);
  for (let bin = 0; bin < GAIN_BINS; bin++) {
    if (score(bin) > score(best)) best = bin;
  }
  return GAIN_LOW + best * GAIN_STEP;
}

const GAIN_LOW = 0.2;
const GAIN_STEP = 0.02;
const GAIN_BINS = 141;

/**
 * The camera shift that best lines the frame up with the background. Each pixel's difference is
 * capped, so the body adds the same at every shift and the background decides; every other row.
 */
function findShift(frame: StripFrame, background: Float32Array, gain: number, settings: StripSettings) {
  const { width, height, pixels } = frame;
  const { maxShake } = settings;
  const cap = differenceThreshold(settings.sensitivity);
  let best = { x: 0, y: 0, cost: Number.POSITIVE_INFINITY };
  for (let dy = -maxShake; dy <= maxShake; dy++) {
    for (let dx = -maxShake; dx <= maxShake; dx++) {
      let cost = 0;
      for (let y = maxShake; y < height - maxShake; y += 2) {
        const row = y * width;
        const bgRow = (y + dy) * width + dx;
        for (let x = maxShake; x < width - maxShake; x++) {
          cost += Math.min(cap, Math.abs(pixels[row + x] - gain * background[bgRow + x]));
        }
      }
      // A shift must beat no shift clearly, so noise on a plain background keeps (0, 0).
      if (dx !== 0 || dy !== 0) cost *= 1.02;
      if (cost < best.cost) best = { x: dx, y: dy, cost };
    }
  }
  return best;
}

/** The background pixel that lines up with frame pixel (x, y), clamped at the strip's border. */
function backgroundAt(bg: Float32Array, width: number, height: number, x: number, y: number): number {
  const cx = x < 0 ? 0 : x >= width ? width - 1 : x;
  const cy = y < 0 ? 0 : y >= height ? height - 1 : y;
  return bg[cy * width + cx];
}

/** The gain refined over the pixels the first estimate explains, once the strip is lined up. */
function findGain(frame: StripFrame, bg: Float32Array, shiftX: number, shiftY: number, first: number) {
  const { width, height, pixels } = frame;
  const limit = differenceThreshold(0.5);
  let frameSum = 0;
  let bgSum = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const b = backgroundAt(bg, width, height, x + shiftX, y + shiftY);
      const f = pixels[y * width + x];
      if (Math.abs(f - first * b) < limit) {
        frameSum += f;
        bgSum += b;
      }
    }
  }
  return bgSum > 0 ? frameSum / bgSum : first;
}

function coveredRuns(coverage: Float32Array, minCoverage: number): Run[] {
  const runs: Run[] = [];
  for (let x = 0; x < coverage.length; x++) {
    if (coverage[x] < minCoverage) continue;
    const last = runs[runs.length - 1];
    if (last && x - last.hi <= MERGE_GAP) last.hi = x + 1;
    else runs.push({ lo: x, hi: x + 1 });
  }
  return runs;
}

/** `previousGain` is the gain found in the frame before (1 for the first). */
export function analyseStrip(
  frame: StripFrame,
  background: Float32Array,
  settings: StripSettings,
  previousGain = 1,
) {
  const { width, height, pixels } = frame;
  const threshold = differenceThreshold(settings.sensitivity);
  const firstGain = modeGain(pixels, background, previousGain);
  const shift = findShift(frame, background, firstGain, settings);
  const gain = findGain(frame, background, shift.x, shift.y, firstGain);
  const foreground = new Uint8Array(width * height);
  const coverage = new Float32Array(width);
  let changed = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const f = pixels[y * width + x];
      // The nearest of three neighbours: a shake of a fraction of a pixel leaves edges half-moved.
      let residual = Number.POSITIVE_INFINITY;
      for (let n = -1; n <= 1; n++) {
        const b = gain * backgroundAt(background, width, height, x + shift.x + n, y + shift.y);
        residual = Math.min(residual, Math.abs(f - b));
      }
      if (residual >= threshold) {
        foreground[y * width + x] = 1;
        coverage[x] += 1 / height;
        changed += 1;
      }
    }
  }
  const runs = coveredRuns(coverage, settings.minCoverage);
  const changedShare = changed / (width * height);
  return { runs, changedShare, shiftX: shift.x, shiftY: shift.y, gain, foreground } satisfies StripAnalysis;
}

/**
 * Moves the background towards the frame: fast where nothing differs, slowly under a body (so a
 * thing left standing in the strip becomes background in time), and not at all while shaken.
 */
export function updateBackground(
  background: Float32Array,
  frame: StripFrame,
  analysis: StripAnalysis,
  rate: number,
): void {
  if (analysis.shiftX !== 0 || analysis.shiftY !== 0) return;
  const { pixels } = frame;
  for (let i = 0; i < background.length; i++) {
    const r = analysis.foreground[i] === 1 ? rate / 20 : rate;
    background[i] += r * (pixels[i] - background[i]);
  }
}
