import { IconChevronRight } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { messages } from '../../../../shared/messages';
import type { SiteEquipment } from '../../../../shared/schemas/location';
import { useSiteEquipment } from '../../../api/locations';
import { QueryState } from '../../../components/QueryState';
import { paths } from '../../../lib/paths';
import classes from './ObstacleList.module.css';

/** Rows on a phone's first screen: their thumbnails load at once, the rest lazily. */
const EAGER_IMAGES = 4;
const THUMB_SIZE = 52;

// Most visitors come for the course and the boards: the fastest segments load after the first screen.
const FastestSegments = lazy(() => import('./FastestSegments'));

/** The key to the fastest lines, beside the Obstacles heading: loaded with them, in the same chunk. */
export const FastestLegend = lazy(() =>
  import('./FastestSegments').then((module) => ({ default: module.FastestLegend })),
);

/**
 * The course's obstacles in course order, each a compact row linking to its tips within this course
 * (Tips & Rules then holds the course's obstacles in the same order and leads back here).
 */
export function ObstacleList({ locationId, coursePath }: { locationId: number; coursePath: string }) {
  const siteEquipment = useSiteEquipment(locationId);
  return (
    // While loading, room for about four rows on a phone (two on the wider grids), so the boards
    // below move little when the list arrives.
    <QueryState
      query={siteEquipment}
      loading="Loading obstacles…"
      empty={messages.noEquipment}
      reserve={{ base: 280, xs: 140, md: 70 }}
    >
      {(items) => (
        <ol className={classes.list}>
          {items.map((item, position) => (
            <ObstacleRow
              key={item.id}
              item={item}
              number={position + 1}
              coursePath={coursePath}
              locationId={locationId}
            />
          ))}
        </ol>
      )}
    </QueryState>
  );
}

function ObstacleRow({
  item,
  number,
  coursePath,
  locationId,
}: {
  item: SiteEquipment;
  number: number;
  coursePath: string;
  locationId: number;
}) {
  const { equipment } = item;
  return (
    <li>
      <Link to={paths.obstacles(equipment.path, coursePath)} className={classes.row}>
        {equipment.imageUrl ? (
          // The name beside it says what the picture shows.
          <img
            src={equipment.imageUrl}
            alt=""
            width={THUMB_SIZE}
            height={THUMB_SIZE}
            className={classes.thumb}
            loading={number <= EAGER_IMAGES ? 'eager' : 'lazy'}
            decoding="async"
          />
        ) : (
          <span className={`${classes.thumb} ${classes.noImage}`}>{messages.noImage}</span>
        )}
        <div className={classes.text}>
          <h3 className={classes.name}>{`${number}. ${equipment.name}`}</h3>
          <span className={classes.tips}>Tips and rules</span>
        </div>
        <IconChevronRight size={20} aria-hidden="true" className={classes.chevron} />
      </Link>
      <Suspense fallback={null}>
        <FastestSegments locationId={locationId} position={number - 1} name={equipment.name} />
      </Suspense>
    </li>
  );
}
