/**
 * Frame plumbing shared by the worker and the tests: the camera gives RGBA (canvas) or YUV (y4m)
 * pictures, the detector wants the grey levels of the strip around the line.
 */

/** Luma of RGBA pixels (BT.601 weights, as the y4m test videos and most cameras encode it). */
export function greyFromRgba(rgba: Uint8Array | Uint8ClampedArray, width: number, height: number) {
  const grey = new Uint8Array(width * height);
  for (let i = 0, p = 0; i < grey.length; i++, p += 4) {
    grey[i] = (rgba[p] * 77 + rgba[p + 1] * 150 + rgba[p + 2] * 29) >> 8;
  }
  return grey;
}

/** Columns [left, left + stripWidth) of a grey picture, clamped to the picture. */
export function cropColumns(
  grey: Uint8Array,
  width: number,
  height: number,
  left: number,
  stripWidth: number,
): Uint8Array {
  const from = Math.max(0, Math.min(width - stripWidth, Math.round(left)));
  const strip = new Uint8Array(stripWidth * height);
  for (let y = 0; y < height; y++) {
    strip.set(grey.subarray(y * width + from, y * width + from + stripWidth), y * stripWidth);
  }
  return strip;
}
