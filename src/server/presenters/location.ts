import { formatAddress } from '../../shared/address';
import { googleMapsUrl } from '../../shared/format';
import type { AdminSiteEquipment, Location, LocationRef, SiteEquipment } from '../../shared/schemas/location';
import type { LocationRow } from '../db/schema/index';
import type { SiteEquipmentRow } from '../services/location/list-site-equipment';
import { presentEquipment } from './equipment';

export function presentLocation(row: LocationRow): Location {
  const address = formatAddress(row);
  return {
    id: row.id,
    name: row.name,
    path: row.path,
    streetNumber: row.streetNumber,
    streetAddress: row.streetAddress,
    city: row.city,
    state: row.state,
    location: address,
    gMapsUrl: googleMapsUrl(address),
    disabled: row.disabled,
    minimumSeconds: row.minimumSeconds,
    gateOnly: row.gateOnly,
    timeZone: row.timeZone,
  };
}

export function presentLocationRef(row: LocationRef): LocationRef {
  return { id: row.id, name: row.name, path: row.path };
}

export function presentSiteEquipment(row: SiteEquipmentRow): SiteEquipment {
  return { id: row.id, index: row.index, equipment: presentEquipment(row.equipment) };
}

/** The admin's view adds the obstacle's split floor on this course. */
export function presentAdminSiteEquipment(row: SiteEquipmentRow): AdminSiteEquipment {
  return { ...presentSiteEquipment(row), minSegmentSeconds: row.minSegmentSeconds };
}
