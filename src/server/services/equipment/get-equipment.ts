import { eq } from 'drizzle-orm';
import { type EquipmentRow, equipment } from '../../db/schema/index';
import { notFound } from '../../lib/http-errors';
import type { Deps } from '../deps';

export async function getEquipment({ db }: Deps<'db'>, input: { id: number }): Promise<EquipmentRow> {
  const [row] = await db.select().from(equipment).where(eq(equipment.id, input.id)).limit(1);
  if (!row) throw notFound('Equipment');
  return row;
}
