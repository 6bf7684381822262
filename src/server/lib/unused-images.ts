import { and, lt, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client';
import { content, equipment, events, gatePairings, images, users } from '../db/schema/index';

/** An image's address inside any text: `/uploads/<hash>.webp` (adapters/images.ts, imageUrl). */
const UPLOAD_ADDRESS = '/uploads/([0-9a-f]{64})\\.webp';

/**
 * Every column that may hold an image's address: the plain address columns and the rich text an
 * editor may link one from. A new column that stores an upload's address belongs here, or its image
 * is deleted a day after it was stored.
 */
const REFERRING_COLUMNS: [PgTable, PgColumn][] = [
  [users, users.photoUrl],
  [equipment, equipment.imageUrl],
  [equipment, equipment.instructions],
  [events, events.content],
  [content, content.copy],
  [gatePairings, gatePairings.startPhotoUrl],
  [gatePairings, gatePairings.finishPhotoUrl],
];

/** The hash of every image some row refers to, as one subquery. */
function referencedHashes(): SQL {
  const selects = REFERRING_COLUMNS.map(
    ([table, column]) => sql`select (regexp_matches(${column}, ${UPLOAD_ADDRESS}, 'g'))[1] from ${table}`,
  );
  return sql.join(selects, sql` union `);
}

/**
 * Deletes the images no row refers to any more (a replaced photo or obstacle image) that were stored
 * before `storedBefore`. The grace period keeps an upload whose row is still being saved: a service
 * stores the image first and points its row at it after. Storing a picture again moves its
 * `created_at` forward (ImageStore.store), so an old image taken up again is not deleted meanwhile.
 */
export async function pruneUnusedImages(db: DbOrTx, storedBefore: Date): Promise<number> {
  const gone = await db
    .delete(images)
    .where(and(lt(images.createdAt, storedBefore), sql`${images.hash} not in (${referencedHashes()})`))
    .returning({ hash: images.hash });
  return gone.length;
}
