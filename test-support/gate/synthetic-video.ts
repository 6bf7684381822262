/**
 * Generated camera pictures with a known truth, for the gate's tests and `scripts/gate-video.ts`:
 * a figure crossing a line at known instants, a scene whose light only changes, a scene that only
 * shakes. The picture is grey levels; the background has stripes and a bright pole beside the line
 * so a shake really moves edges, and each frame gets seeded noise like a camera sensor's.
 */

export interface Pass {
  /** When the figure's leading edge reaches the line (ms from the first frame). */
  crossAt: number;
  /** Pixels per second, positive. */
  speed: number;
  direction: 'right' | 'left';
  /** Figure width in pixels. */
  size: number;
}

export interface Scene {
  width: number;
  height: number;
  fps: number;
  frames: number;
  /** The line's x position in pixels. */
  line: number;
  passes: Pass[];
  /** Standard deviation of the sensor noise in grey levels. */
  noise: number;
  seed: number;
  /** Whole-picture brightness factor at a time (ms): a cloud, a flicker. */
  light?: (at: number) => number;
  /** Largest camera shift per frame in pixels (each frame moves by a whole number up to it). */
  shake?: number;
}

/** mulberry32: small, seeded, the same on every machine. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export const frameTime = (scene: Scene, index: number) => (index * 1000) / scene.fps;

function backgroundAt(scene: Scene, x: number, y: number): number {
  const pole = x >= scene.line + 9 && x < scene.line + 13 ? 90 : 0;
  return 125 + 35 * Math.sin(x / 6) + 15 * Math.sin(y / 9 + x / 21) + pole;
}

/** The figure's [left, right) extent at a time (off the picture when far from the line). */
function extentOf(scene: Scene, pass: Pass, at: number): [number, number] {
  const travelled = (pass.speed * (at - pass.crossAt)) / 1000;
  if (pass.direction === 'right') {
    const lead = scene.line + travelled;
    return [lead - pass.size, lead];
  }
  const lead = scene.line - travelled;
  return [lead, lead + pass.size];
}

/** Gaussian draws (Box–Muller) looked up per pixel: sensor noise without a logarithm each time. */
const GAUSSIAN = (() => {
  const rand = random(12_345);
  return Float32Array.from({ length: 4096 }, () => {
    return Math.sqrt(-2 * Math.log(rand() + 1e-12)) * Math.cos(2 * Math.PI * rand());
  });
})();

const backgrounds = new WeakMap<Scene, Float32Array>();

/** The still background, drawn with a margin for the shake and kept per scene. */
function backgroundOf(scene: Scene): Float32Array {
  const cached = backgrounds.get(scene);
  if (cached) return cached;
  const { width, height } = scene;
  const picture = new Float32Array(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) picture[y * width + x] = backgroundAt(scene, x, y);
  }
  backgrounds.set(scene, picture);
  return picture;
}

/** The luma plane of one frame, or of columns [left, left + columns) of it (a strip, quicker). */
export function renderFrame(scene: Scene, index: number, left = 0, columns = scene.width): Uint8Array {
  const { width, height } = scene;
  const at = frameTime(scene, index);
  const rand = random(scene.seed * 7919 + index);
  const shake = scene.shake ?? 0;
  const shiftX = shake > 0 ? Math.round((rand() * 2 - 1) * shake) : 0;
  const shiftY = shake > 0 ? Math.round((rand() * 2 - 1) * shake) : 0;
  const gain = scene.light?.(at) ?? 1;
  const extents = scene.passes
    .map((pass) => extentOf(scene, pass, at))
    .filter(([left, right]) => right > -shake && left < width + shake);
  const still = backgroundOf(scene);
  const top = Math.round(height * 0.2);
  const bottom = Math.round(height * 0.95);
  const luma = new Uint8Array(columns * height);
  for (let y = 0; y < height; y++) {
    // The picture moves with the camera; at its border the nearest row or column repeats.
    const sy = Math.min(height - 1, Math.max(0, y + shiftY));
    const figureRow = sy >= top && sy < bottom;
    for (let x = left; x < left + columns; x++) {
      const sx = Math.min(width - 1, Math.max(0, x + shiftX));
      let value = still[sy * width + sx];
      if (figureRow) {
        for (const [left, right] of extents) {
          // Share of this pixel the figure covers, so its edge sits between pixels as in a lens.
          const cover = Math.max(0, Math.min(sx + 1, right) - Math.max(sx, left));
          if (cover > 0) value = value * (1 - cover) + (35 + 10 * ((sy >> 2) % 2)) * cover;
        }
      }
      const noise = GAUSSIAN[(rand() * GAUSSIAN.length) | 0];
      luma[y * columns + x - left] = Math.max(
        0,
        Math.min(255, Math.round(value * gain + noise * scene.noise)),
      );
    }
  }
  return luma;
}

const base = { width: 320, height: 240, fps: 30, line: 160, noise: 3 };

/**
 * `count` crossings 2.5 s apart in alternating directions, at speeds from a walk to a sprint
 * (60–720 px/s, about 0.8–9 m/s at 80 px a metre) and with crossing instants at every phase of a
 * frame.
 */
export function crossingScene(count: number, seed = 1): Scene {
  const rand = random(seed);
  const passes: Pass[] = [];
  for (let i = 0; i < count; i++) {
    passes.push({
      crossAt: 1_500 + i * 2_500 + rand() * 33,
      speed: 60 + rand() * 660,
      direction: i % 2 === 0 ? 'right' : 'left',
      size: 28 + rand() * 24,
    });
  }
  const frames = Math.ceil(((1_500 + count * 2_500) * base.fps) / 1000);
  return { ...base, frames, passes, seed };
}

/** Ten seconds of a slow cloud, a sudden auto-exposure step and a 10 Hz flicker, and no one. */
export function lightChangeScene(seed = 2): Scene {
  const light = (at: number) => {
    const cloud = at < 2_000 ? 1 : at < 4_000 ? 1 - (0.45 * (at - 2_000)) / 2_000 : 0.55;
    const exposure = at >= 6_000 ? 1.5 : 1;
    const flicker = at >= 7_500 ? 1 + 0.08 * Math.sin((2 * Math.PI * at) / 100) : 1;
    return cloud * exposure * flicker;
  };
  return { ...base, frames: 300, passes: [], seed, light };
}

/** Ten seconds of a camera shaking by up to 2 pixels each frame, and no one. */
export function shakeScene(seed = 3): Scene {
  return { ...base, frames: 300, passes: [], seed, shake: 2 };
}
