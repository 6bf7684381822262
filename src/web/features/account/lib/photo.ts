/** docs/spec.md §9: the profile photo is cropped to 300 × 300 in a round frame. */
export const PHOTO_SIZE = 300;
export const ZOOM = { min: 1, max: 3, step: 0.1 } as const;
/** How far one arrow key moves the photo under the frame (a share of the picture). */
const NUDGE = 0.02;

export type CropPosition = { x: number; y: number };

const clamp = (value: number) => Math.min(1, Math.max(0, value));

/** The next rotation, 90° clockwise each press. */
export const rotatedRight = (degrees: number) => (degrees + 90) % 360;

/** Arrow keys move the photo as a drag would; null for any other key. */
export function nudged(position: CropPosition, key: string): CropPosition | null {
  const moves: Record<string, [number, number]> = {
    ArrowLeft: [NUDGE, 0],
    ArrowRight: [-NUDGE, 0],
    ArrowUp: [0, NUDGE],
    ArrowDown: [0, -NUDGE],
  };
  const move = moves[key];
  if (!move) return null;
  return { x: clamp(position.x + move[0]), y: clamp(position.y + move[1]) };
}

/** The cropped canvas as a PNG for the upload's `file` part. */
export function canvasToBlob(canvas: HTMLCanvasElement): Promise<Blob> {
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The photo could not be read.'))),
      'image/png',
    );
  });
}
