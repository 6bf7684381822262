import { Text, Title } from '@mantine/core';
import { messages } from '../../../../../shared/messages';
import type { Location } from '../../../../../shared/schemas/location';
import { useSiteEquipment } from '../../../../api/locations';
import { QueryState } from '../../../../components/QueryState';
import { paths } from '../../../../lib/paths';
import { qrCodeUrl } from '../api/location-sign';
import { locationTexts } from '../texts';
import classes from './LocationSign.module.css';

/** Printed beside the code, for a phone that cannot scan. */
const stopwatchAddress = (locationId: number) => `${window.location.origin}${paths.stopwatch(locationId)}`;

/**
 * A course's sign: its name and address, the QR code that opens its stopwatch, and its obstacles in
 * course order. `LocationSign.module.css` makes it the only thing on a printed A4 page.
 */
export function LocationSign({ location }: { location: Location }) {
  const obstacles = useSiteEquipment(location.id);
  return (
    <article className={classes.sheet} aria-labelledby="sign-name">
      <Title order={3} id="sign-name" className={classes.name}>
        {location.name}
      </Title>
      <Text size="lg">{location.location}</Text>
      <img
        className={classes.qr}
        src={qrCodeUrl(location.id)}
        alt={locationTexts.qrAlt(location.name)}
        width={512}
        height={512}
      />
      <p className={classes.scan}>{locationTexts.scanToTime}</p>
      <Text size="sm" mb="lg" data-testid="sign-address">
        {stopwatchAddress(location.id)}
      </Text>
      <Title order={4} size="h4">
        {locationTexts.obstacles}
      </Title>
      <QueryState query={obstacles} loading="Loading obstacles…" empty={messages.noEquipment}>
        {(items) => (
          <ol className={classes.obstacles}>
            {items.map((item) => (
              <li key={item.id}>{item.equipment.name}</li>
            ))}
          </ol>
        )}
      </QueryState>
    </article>
  );
}
