/**
 * Frame plumbing of the gate worker: the camera gives RGBA (canvas) or YUV (y4m)
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
