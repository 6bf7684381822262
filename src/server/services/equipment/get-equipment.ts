import { eq } from 'drizzle-orm';
import type { GetEquipmentBody } from '../../../shared/schemas/equipment';
import type { DbOrTx } from '../../db/client';
import { equipment } from '../../db/schema/index';
import { notFound } from '../../lib/http-errors';
import type { EquipmentRow } from '../../presenters/equipment';

interface GetEquipmentInput {
  db: DbOrTx;
  input: GetEquipmentBody;
}

export async function getEquipment({ db, input }: GetEquipmentInput): Promise<EquipmentRow> {
  const [row] = await db.select().from(equipment).where(eq(equipment.id, input.id)).limit(1);
  if (!row) throw notFound('Equipment');
  return row;
}
