import type { FastifyMultipartOptions } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { HttpError, invalidField, unauthorized } from './http-errors';
import { takeSlot } from './rate-limit';

/**
 * Largest JSON (or other non-multipart) body: the longest form, rich text at limits.richTextMax
 * (60 000 characters, up to 4 bytes each in UTF-8), fits; a huge body never reaches a parser or a
 * pattern (docs/architecture.md, "String limits"). Uploads have their own limits.
 */
export const BODY_LIMIT_BYTES = 256 * 1024;

/**
 * Uploads one signed-in user may send in an hour, on every upload route together: each is read into
 * memory and decoded by sharp, and each new picture is a row in `images` until pruning.
 */
export const UPLOAD_LIMIT = { limit: 20, windowMs: 60 * 60_000 };

/** Which hourly allowance an upload takes: pictures a member chooses, or what a phone sends by itself. */
interface UploadSlots {
  name: string;
  limit: { limit: number; windowMs: number };
}
const PICTURE_UPLOADS: UploadSlots = { name: 'upload', limit: UPLOAD_LIMIT };
/**
 * A camera gate's crossing pictures, two a run: a coach timing a session at a run a minute stays
 * well inside it, and each is a few KB (src/shared/gate/photo.ts).
 */
export const CROSSING_PHOTO_UPLOADS: UploadSlots = {
  name: 'crossing-photo',
  limit: { limit: 240, windowMs: 60 * 60_000 },
};

/** Text fields beside the file (e.g. `equipmentId`): as many and as long as a JSON body allows. */
const MAX_FIELDS = 20;

/**
 * @fastify/multipart's limits for the app: one file of at most UPLOAD_MAX_BYTES. Multipart bodies
 * are streamed by the plugin, so Fastify's bodyLimit does not apply to them; these do.
 */
export function multipartOptions(uploadMaxBytes: number): FastifyMultipartOptions {
  return {
    limits: {
      fileSize: uploadMaxBytes,
      files: 1,
      fields: MAX_FIELDS,
      fieldSize: BODY_LIMIT_BYTES,
      parts: MAX_FIELDS + 1,
    },
  };
}

interface Upload {
  /** The `file` part, whole; not yet checked to be an image (ImageStore.store does that). */
  bytes: Buffer;
  filename: string;
  /** The other parts, as text: a route validates them (ids are path-style text here, idParam). */
  fields: Record<string, string>;
}

const megabytes = (bytes: number) => `${Number((bytes / 1024 / 1024).toFixed(1))} MB`;

export const UPLOAD_MESSAGES = {
  missing: 'Choose an image file to upload',
  oneFile: 'Upload one image, in the field named file',
  tooLarge: (maxBytes: number) => `The file is too large: at most ${megabytes(maxBytes)}`,
  fieldTooLong: `This value is too long: at most ${BODY_LIMIT_BYTES / 1024} KB`,
} as const;

const tooLarge = (field: string, message: string) => new HttpError(413, message, { [field]: message });

function hasCode(error: unknown, ...codes: string[]): boolean {
  return error instanceof Error && codes.includes((error as { code?: string }).code ?? '');
}

/**
 * Whose slots an upload takes: the signed-in member's, or a gate pairing's for the phone that joined
 * it with its code (a friend's finish phone, maybe not signed in, sending its crossing's picture).
 */
function uploader(request: FastifyRequest): string {
  if (request.actor) return String(request.actor.id);
  if (request.pairingAccess !== null) return `pairing:${request.pairingAccess}`;
  throw unauthorized();
}

/**
 * Reads a multipart upload of the signed-in user (routes behind a guard): exactly one non-empty file
 * part named `file`, plus text fields. Every multipart request takes one of the user's UPLOAD_LIMIT
 * slots before its body is read (past them a 429 with Retry-After), whatever comes of it. Past
 * UPLOAD_MAX_BYTES a 413 naming `file`; no file, an empty one or a request that is not multipart is a
 * 400 naming `file`. A later endpoint: `const upload = await readUpload(request);
 * const image = await deps.images.store(upload.bytes, IMAGE_SIZES.equipment);`.
 */
export async function readUpload(
  request: FastifyRequest,
  slots: UploadSlots = PICTURE_UPLOADS,
): Promise<Upload> {
  if (!request.isMultipart()) throw invalidField('file', UPLOAD_MESSAGES.missing);
  const { ctx } = request.server;
  await takeSlot(ctx.db, { key: `${slots.name}:${uploader(request)}`, ...slots.limit }, ctx.now());
  const maxBytes = request.server.ctx.config.uploadMaxBytes;
  let file: Omit<Upload, 'fields'> | undefined;
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (part.valueTruncated) throw tooLarge(part.fieldname, UPLOAD_MESSAGES.fieldTooLong);
        fields[part.fieldname] = String(part.value);
        continue;
      }
      // Read whole even when refused below: busboy moves on to the next part only once this one is consumed.
      const bytes = await part.toBuffer();
      if (part.fieldname !== 'file' || file) throw invalidField('file', UPLOAD_MESSAGES.oneFile);
      file = { bytes, filename: part.filename };
    }
  } catch (error) {
    if (hasCode(error, 'FST_REQ_FILE_TOO_LARGE')) throw tooLarge('file', UPLOAD_MESSAGES.tooLarge(maxBytes));
    if (hasCode(error, 'FST_FILES_LIMIT')) throw invalidField('file', UPLOAD_MESSAGES.oneFile);
    if (hasCode(error, 'FST_PARTS_LIMIT', 'FST_FIELDS_LIMIT'))
      throw new HttpError(413, `Too many form fields: at most ${MAX_FIELDS}`);
    throw error;
  }
  if (!file || file.bytes.length === 0) throw invalidField('file', UPLOAD_MESSAGES.missing);
  return { ...file, fields };
}

/** An upload's text fields through their schema (checked like path parameters): a 400 naming the first bad field. */
export function uploadFieldsOf<Schema extends z.ZodType>(
  schema: Schema,
  fields: Record<string, string>,
): z.infer<Schema> {
  const parsed = schema.safeParse(fields);
  if (parsed.success) return parsed.data;
  const [issue] = parsed.error.issues;
  throw invalidField(String(issue?.path[0] ?? 'file'), issue?.message ?? 'Invalid value');
}
