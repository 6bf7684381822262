import QRCode from 'qrcode';
import { gateJoinUrl } from '../../../shared/gate/pairing';
import type { Deps } from '../deps';

/**
 * The QR code the start phone shows, as SVG. It encodes only what the caller gives and reads no row,
 * so it tells nothing about which codes are live; the page shows it with a plain <img>.
 */
export function gateQrCode(
  { config }: Deps<'config'>,
  { locationId, code }: { locationId: number; code: string },
): Promise<string> {
  return QRCode.toString(gateJoinUrl(config.publicUrl, locationId, code), {
    type: 'svg',
    errorCorrectionLevel: 'M',
    margin: 4,
    width: 256,
  });
}
