import { eq } from 'drizzle-orm';
import QRCode from 'qrcode';
import { stopwatchPath } from '../../../shared/site-paths';
import { locations } from '../../db/schema/index';
import { notFound } from '../../lib/http-errors';
import type { Deps } from '../deps';

/** Default drawing size; the SVG scales to whatever the printed sign makes it. */
const SIZE_PX = 512;

/** The address a course's QR sign opens: its stopwatch on this site (PUBLIC_URL). */
const stopwatchUrl = (publicUrl: string, locationId: number) => `${publicUrl}${stopwatchPath(locationId)}`;

/**
 * The QR code of a course's printed sign, as SVG: scanning it opens the course's stopwatch. Error
 * correction M (15 %) survives an outdoor sign's scuffs while keeping the modules large. Any existing
 * location, disabled ones too (a sign can be printed before the course opens); unknown ids are 404s.
 */
export async function getStopwatchQrCode(
  { db, config }: Deps<'db' | 'config'>,
  { locationId }: { locationId: number },
): Promise<string> {
  const [location] = await db
    .select({ id: locations.id })
    .from(locations)
    .where(eq(locations.id, locationId));
  if (!location) throw notFound('Location');
  return QRCode.toString(stopwatchUrl(config.publicUrl, location.id), {
    type: 'svg',
    errorCorrectionLevel: 'M',
    margin: 4,
    width: SIZE_PX,
  });
}
