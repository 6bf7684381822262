import { apiUrl } from '../../../../lib/api-base';

/**
 * GET /Location/QrCode/{id}.svg: public (it holds only the course's stopwatch address), so a plain
 * <img> shows it without a bearer token.
 */
export function qrCodeUrl(locationId: number): string {
  return apiUrl(`/Location/QrCode/${encodeURIComponent(locationId)}.svg`);
}
