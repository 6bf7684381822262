import jsQR from 'jsqr';
import sharp from 'sharp';

/**
 * What a phone camera reads from a QR code: the SVG drawn to pixels on white, then decoded. Shared by
 * the QR route's tests and the admin locations journey (e2e/admin-locations.spec.ts).
 */
export async function decodeQr(svg: string | Buffer): Promise<string | undefined> {
  const { data, info } = await sharp(typeof svg === 'string' ? Buffer.from(svg) : svg)
    .flatten({ background: '#ffffff' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height)
    ?.data;
}
