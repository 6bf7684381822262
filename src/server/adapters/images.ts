import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type sharpModule from 'sharp';
import type { SharpOptions } from 'sharp';
import type { DbOrTx } from '../db/client';
import { images } from '../db/schema/index';
import { invalidField } from '../lib/http-errors';
import { loadOnce } from '../lib/load-once';

/** The box an image is scaled into: `cover` crops to fill it (square photos), `inside` fits it whole. */
export interface ImageSize {
  width: number;
  height: number;
  fit: 'cover' | 'inside';
}

/** The sizes the app stores (docs/architecture.md, "Images"); a route passes one to `store`. */
export const IMAGE_SIZES = {
  /** Profile photos: the web crops them to 300x300 (SPEC, My account). */
  photo: { width: 300, height: 300, fit: 'cover' },
  /** Equipment images: shown whole, up to this box. */
  equipment: { width: 1200, height: 1200, fit: 'inside' },
  /** A gate crossing's picture (src/shared/gate/photo.ts): seven strips side by side, kept as made. */
  crossing: { width: 800, height: 400, fit: 'inside' },
} as const satisfies Record<string, ImageSize>;

export interface StoredImage {
  /** SHA-256 (hex) of the WebP bytes: the image's name and ETag. */
  hash: string;
  /** Where the app serves it: `/uploads/<hash>.webp`. */
  url: string;
  width: number;
  height: number;
}

export interface LoadedImage {
  bytes: Buffer;
  contentType: string;
}

export interface ImageStore {
  /**
   * Decodes an untrusted upload, turns it upright, drops its metadata (EXIF, GPS, XMP, ICC), scales it
   * into `size` (never larger) and keeps it as WebP; the same picture stored twice is one row.
   * Anything that is not a raster image is a 400 naming `file`.
   */
  store(bytes: Buffer, size: ImageSize): Promise<StoredImage>;
  load(hash: string): Promise<LoadedImage | null>;
  exists(hash: string): Promise<boolean>;
}

/** What sharp may decode from an upload; SVG (scripts, external references), TIFF, PDF and the rest are refused. */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'heif']);

/** 40 megapixels: any phone photo; more is a decompression bomb, not a picture. */
const MAX_INPUT_PIXELS = 40_000_000;

const DECODE_OPTIONS: SharpOptions = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' };

export const IMAGE_MESSAGES = {
  notImage: 'The file must be a JPEG, PNG, WebP, GIF or AVIF image',
  tooManyPixels: `The image is too large: at most ${MAX_INPUT_PIXELS / 1_000_000} megapixels`,
} as const;

const HASH_PATTERN = /^[0-9a-f]{64}$/;

const imageUrl = (hash: string) => `/uploads/${hash}.webp`;

/**
 * sharp, loaded at the first image rather than at every start: the addon, libvips and their version
 * checks cost a start about 50 ms (docs/performance.md, "Server start").
 */
export const loadSharp = loadOnce<typeof sharpModule>(() => import('sharp').then((module) => module.default));

/** sharp's answer to bytes it cannot use, as the caller's error (never a 500). */
function unreadable(error: unknown): Error {
  const pixels = error instanceof Error && /pixel limit/i.test(error.message);
  return invalidField('file', pixels ? IMAGE_MESSAGES.tooManyPixels : IMAGE_MESSAGES.notImage);
}

/** Runs sharp on untrusted bytes: whatever it throws (even at construction, e.g. empty input) is a 400. */
async function decoding<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw unreadable(error);
  }
}

async function toWebp(bytes: Buffer, size: ImageSize) {
  const sharp = await loadSharp();
  const { format } = await decoding(() => sharp(bytes, DECODE_OPTIONS).metadata());
  if (!ACCEPTED_FORMATS.has(format)) throw unreadable(undefined);
  // sharp writes no metadata unless asked (withMetadata/keepMetadata): the output has no EXIF.
  return decoding(() =>
    sharp(bytes, DECODE_OPTIONS)
      .autoOrient()
      .resize({ width: size.width, height: size.height, fit: size.fit, withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true }),
  );
}

/** Images in the `images` table, so every app instance serves the same files. */
export function createImageStore(db: DbOrTx): ImageStore {
  return {
    async store(bytes, size) {
      const { data, info } = await toWebp(bytes, size);
      const hash = createHash('sha256').update(data).digest('hex');
      await db
        .insert(images)
        .values({ hash, bytes: data, contentType: 'image/webp', width: info.width, height: info.height })
        // Stored again: counts as new, so pruning (lib/unused-images.ts) leaves it the same grace
        // period while the caller's row is saved.
        .onConflictDoUpdate({ target: images.hash, set: { createdAt: sql`now()` } });
      return { hash, url: imageUrl(hash), width: info.width, height: info.height };
    },

    async load(hash) {
      if (!HASH_PATTERN.test(hash)) return null;
      const [row] = await db
        .select({ bytes: images.bytes, contentType: images.contentType })
        .from(images)
        .where(eq(images.hash, hash));
      return row ?? null;
    },

    async exists(hash) {
      if (!HASH_PATTERN.test(hash)) return false;
      const rows = await db.select({ hash: images.hash }).from(images).where(eq(images.hash, hash));
      return rows.length > 0;
    },
  };
}
