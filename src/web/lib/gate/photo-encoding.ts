import { CROSSING_PHOTO_MAX_BYTES, type CrossingPhotoImage, halveImage } from '../../../shared/gate/photo';

/** Encodes RGBA pixels as `type` at `quality` (0 … 1); the browser may answer another type it supports. */
export type EncodeImage = (
  image: CrossingPhotoImage,
  type: 'image/webp' | 'image/jpeg',
  quality: number,
) => Promise<Blob>;

/** Tried in turn at each size before the picture is halved. */
const QUALITIES = [0.8, 0.6, 0.4, 0.25];
/** Below this width a picture shows nothing; the smallest tried is always tiny in bytes. */
const SMALLEST_WIDTH = 16;

/**
 * The crossing's picture in at most `maxBytes`: WebP where the browser writes it (a browser that
 * cannot answers PNG, so JPEG is used instead), lowering the quality and then halving the size until
 * it fits. At SMALLEST_WIDTH the picture is a few hundred bytes whatever it shows, so the answer
 * always fits.
 */
export async function encodeWithin(
  image: CrossingPhotoImage,
  encode: EncodeImage,
  maxBytes = CROSSING_PHOTO_MAX_BYTES,
): Promise<Blob> {
  let type: 'image/webp' | 'image/jpeg' = 'image/webp';
  const encodeAs = async (picture: CrossingPhotoImage, quality: number) => {
    const blob = await encode(picture, type, quality);
    if (type === 'image/jpeg' || blob.type === 'image/webp') return blob;
    type = 'image/jpeg';
    return encode(picture, type, quality);
  };
  let current = image;
  for (;;) {
    const smallest = current.width / 2 < SMALLEST_WIDTH;
    for (const [index, quality] of QUALITIES.entries()) {
      const blob = await encodeAs(current, quality);
      if (blob.size <= maxBytes || (smallest && index === QUALITIES.length - 1)) return blob;
    }
    current = halveImage(current);
  }
}

/** The worker's encoder, where the browser has OffscreenCanvas (else the page encodes: `canvasEncoder`). */
export function offscreenEncoder(): EncodeImage | null {
  if (typeof OffscreenCanvas === 'undefined') return null;
  return (image, type, quality) => {
    const canvas = new OffscreenCanvas(image.width, image.height);
    const context = canvas.getContext('2d');
    if (!context) return Promise.reject(new Error('No 2D context for the crossing photo'));
    context.putImageData(new ImageData(new Uint8ClampedArray(image.rgba), image.width, image.height), 0, 0);
    return canvas.convertToBlob({ type, quality });
  };
}

/** The page's encoder, for a browser whose worker has no OffscreenCanvas. */
export const canvasEncoder: EncodeImage = (image, type, quality) => {
  const canvas = document.createElement('canvas');
  canvas.width = image.width;
  canvas.height = image.height;
  const context = canvas.getContext('2d');
  if (!context) return Promise.reject(new Error('No 2D context for the crossing photo'));
  context.putImageData(new ImageData(new Uint8ClampedArray(image.rgba), image.width, image.height), 0, 0);
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The photo was not encoded'))),
      type,
      quality,
    ),
  );
};
