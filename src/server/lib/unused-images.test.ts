import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createImageStore, IMAGE_SIZES } from '../adapters/images';
import { images, times } from '../db/schema/index';
import { insertCrossedPairing } from '../test/crossing-photos';
import { withTestDatabase } from '../test/database';
import { createContent, createEquipment, createEvent, createLocation, createUser } from '../test/factories';
import { pruneStaleRows } from './prune';

const database = withTestDatabase();

const HOUR = 3600_000;
const now = () => new Date();

/** A picture of one colour; shades 0 to 9 are far enough apart to store as different images. */
const picture = (shade: number) =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: { r: shade * 25, g: 90, b: 40 } } })
    .png()
    .toBuffer();

async function storeImage(shade: number, storedHoursAgo: number) {
  const stored = await createImageStore(database.db).store(await picture(shade), IMAGE_SIZES.photo);
  await database.db
    .update(images)
    .set({ createdAt: new Date(Date.now() - storedHoursAgo * HOUR) })
    .where(eq(images.hash, stored.hash));
  return stored;
}

const storedHashes = async () =>
  (await database.db.select({ hash: images.hash }).from(images)).map((row) => row.hash).sort();
const prunedImages = async () => (await pruneStaleRows(database.db, now())).images;

describe('pruning images nothing refers to', () => {
  it('keeps every image a row refers to, in an address column or linked from rich text', async () => {
    const photo = await storeImage(1, 48);
    const obstacle = await storeImage(2, 48);
    const inInstructions = await storeImage(3, 48);
    const inEvent = await storeImage(4, 48);
    const inContent = await storeImage(5, 48);
    await createUser(database.db, { photoUrl: photo.url });
    await createEquipment(database.db, { imageUrl: obstacle.url });
    await createEquipment(database.db, {
      instructions: `<p>See <a href="${inInstructions.url}">the drawing</a></p>`,
    });
    await createEvent(database.db, {
      content: `<p><a href="https://courseclock.example${inEvent.url}">Map</a> and more</p>`,
    });
    await createContent(database.db, {
      copy: `<p><a href="${inContent.url}">1</a><a href="${photo.url}">2</a></p>`,
    });

    expect(await prunedImages()).toBe(0);
    expect(await storedHashes()).toHaveLength(5);
  });

  it('deletes an image nothing refers to once it is a day old, and keeps a younger one', async () => {
    const replaced = await storeImage(1, 25);
    const current = await storeImage(2, 25);
    const justUploaded = await storeImage(3, 23);
    const member = await createUser(database.db, { photoUrl: current.url });

    expect(await prunedImages()).toBe(1);
    expect(await storedHashes()).toEqual([current.hash, justUploaded.hash].sort());
    expect(await storedHashes()).not.toContain(replaced.hash);
    expect(member.photoUrl).toBe(current.url);
  });

  it('counts an old picture stored again as new, so the row about to point at it finds it', async () => {
    const old = await storeImage(7, 72);
    const again = await createImageStore(database.db).store(await picture(7), IMAGE_SIZES.photo);
    expect(again.hash).toBe(old.hash);
    expect(await prunedImages()).toBe(0);
    expect(await storedHashes()).toEqual([old.hash]);
  });

  it('does not mistake a similar address for a reference', async () => {
    const orphan = await storeImage(9, 48);
    // The hash without its /uploads/ address, and the address of a PNG: neither is this image.
    await createEquipment(database.db, {
      instructions: `<p>${orphan.hash}</p>`,
      imageUrl: `/uploads/${orphan.hash}.png`,
    });
    expect(await prunedImages()).toBe(1);
    expect(await storedHashes()).toEqual([]);
  });

  it("keeps a run's crossing pictures for 90 days, then prunes them with the unused images", async () => {
    const start = await storeImage(1, 48);
    const finish = await storeImage(2, 48);
    const userId = (await createUser(database.db)).id;
    const { id: locationId } = await createLocation(database.db);
    const photos = { start: start.url, finish: finish.url };
    const { pairing } = await insertCrossedPairing(database.db, {
      userId,
      locationId,
      now: now(),
      photos,
      timed: true,
    });
    expect(await prunedImages()).toBe(0);
    expect(await storedHashes()).toEqual([start.hash, finish.hash].sort());

    const ninetyOneDays = 91 * 24 * HOUR;
    const later = new Date(Date.now() + ninetyOneDays);
    expect(pairing.createdAt.getTime()).toBeLessThan(later.getTime() - ninetyOneDays + HOUR);
    expect(await pruneStaleRows(database.db, later)).toMatchObject({ crossingPhotos: 1, images: 2 });
    expect(await storedHashes()).toEqual([]);
  });

  it('prunes the pictures of a deleted run with its pairing', async () => {
    const start = await storeImage(3, 48);
    const userId = (await createUser(database.db)).id;
    const { id: locationId } = await createLocation(database.db);
    const { timeId } = await insertCrossedPairing(database.db, {
      userId,
      locationId,
      now: new Date(Date.now() - 2 * 24 * HOUR),
      photos: { start: start.url, finish: null },
      timed: true,
    });
    expect(await prunedImages()).toBe(0);
    await database.db.delete(times).where(eq(times.id, timeId ?? 0));
    expect(await pruneStaleRows(database.db, now())).toMatchObject({ gatePairings: 1, images: 1 });
    expect(await storedHashes()).toEqual([]);
  });
});
