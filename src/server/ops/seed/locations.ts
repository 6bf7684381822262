import { slugify } from '../../../shared/format';
import type { StateCode } from '../../../shared/limits';
import { STATE_TIME_ZONES } from '../../../shared/time-zone';
import type { Tx } from '../../db/client';
import { locations, siteEquipment } from '../../db/schema/index';
import type { EquipmentName } from './equipment';

export type LocationKey = 'bondi' | 'albertPark' | 'southBank' | 'glenelg' | 'kingsPark';

interface DemoLocation {
  key: LocationKey;
  name: string;
  streetNumber: string | null;
  streetAddress: string;
  city: string;
  state: StateCode;
  disabled: boolean;
  /** How much longer than average a run takes on this course (its length and obstacles). */
  courseFactor: number;
  /** The obstacles in course order. */
  course: EquipmentName[];
}

/** A course's plausible minimum in the demo: this many seconds per unit of courseFactor. */
const DEMO_MINIMUM_SECONDS_PER_FACTOR = 30;

export const DEMO_LOCATIONS: DemoLocation[] = [
  {
    key: 'bondi',
    name: 'Bondi Beach',
    streetNumber: '1',
    streetAddress: 'Queen Elizabeth Drive',
    city: 'Bondi Beach',
    state: 'NSW',
    disabled: false,
    courseFactor: 1,
    course: ['Tyre Run', 'Balance Beam', 'Monkey Bars', 'Cargo Net', 'Wall Jump', 'Warped Wall'],
  },
  {
    key: 'albertPark',
    name: 'Albert Park Lake',
    streetNumber: '2',
    streetAddress: 'Lakeside Drive',
    city: 'Albert Park',
    state: 'VIC',
    disabled: false,
    courseFactor: 1.25,
    course: ['Hurdles', 'Tyre Run', 'Rope Climb', 'Monkey Bars', 'Cargo Net'],
  },
  {
    key: 'southBank',
    name: 'South Bank Parklands',
    streetNumber: '1',
    streetAddress: 'Clem Jones Promenade',
    city: 'South Brisbane',
    state: 'QLD',
    disabled: false,
    courseFactor: 1.45,
    course: [
      'Balance Beam',
      'Hurdles',
      'Stepping Stones',
      'Monkey Bars',
      'Wall Jump',
      'Rope Climb',
      'Warped Wall',
    ],
  },
  {
    key: 'glenelg',
    name: 'Glenelg Foreshore',
    // Foreshore reserves have no street number; the product allows that.
    streetNumber: null,
    streetAddress: 'Colley Terrace',
    city: 'Glenelg',
    state: 'SA',
    disabled: false,
    courseFactor: 0.8,
    course: ['Stepping Stones', 'Tyre Run', 'Balance Beam', 'Cargo Net'],
  },
  {
    key: 'kingsPark',
    name: 'Kings Park',
    streetNumber: '20',
    streetAddress: 'Fraser Avenue',
    city: 'West Perth',
    state: 'WA',
    // Closed for works: shows the disabled state (hidden from public lists, kept for history).
    disabled: true,
    courseFactor: 1.1,
    course: ['Hurdles', 'Wall Jump', 'Monkey Bars'],
  },
];

export type LocationIds = Record<LocationKey, number>;

/** A demo course's zone: its state's (Brisbane's has no summer time, Perth's is two hours behind Sydney's). */
export function demoTimeZone(key: LocationKey): string {
  const state = DEMO_LOCATIONS.find((location) => location.key === key)?.state ?? 'NSW';
  return STATE_TIME_ZONES[state];
}

export async function insertLocations(tx: Tx): Promise<LocationIds> {
  const rows = await tx
    .insert(locations)
    .values(
      DEMO_LOCATIONS.map(
        ({ key, name, streetNumber, streetAddress, city, state, disabled, courseFactor }) => ({
          name,
          path: slugify(name),
          streetNumber,
          streetAddress,
          city,
          state,
          timeZone: demoTimeZone(key),
          disabled,
          // Half the fastest demo pace (62 s on a factor-1 course): no demo run is under it.
          minimumSeconds: Math.round(DEMO_MINIMUM_SECONDS_PER_FACTOR * courseFactor),
        }),
      ),
    )
    .returning({ id: locations.id, name: locations.name });
  const idByName = new Map(rows.map((row) => [row.name, row.id]));
  return Object.fromEntries(DEMO_LOCATIONS.map((l) => [l.key, idByName.get(l.name)])) as LocationIds;
}

/** Each location's obstacles, index 0..n-1 in course order. */
export async function insertSiteEquipment(
  tx: Tx,
  locationIds: LocationIds,
  equipmentIds: Map<EquipmentName, number>,
): Promise<void> {
  const rows = DEMO_LOCATIONS.flatMap((location) =>
    location.course.map((name, index) => {
      const equipmentId = equipmentIds.get(name);
      if (equipmentId === undefined) throw new Error(`Demo course uses unknown equipment ${name}`);
      return { locationId: locationIds[location.key], equipmentId, index };
    }),
  );
  await tx.insert(siteEquipment).values(rows);
}
