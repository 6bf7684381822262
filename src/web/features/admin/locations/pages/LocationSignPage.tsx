import { Anchor, Button, Group } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../../../lib/paths';
import type { AdminPageProps } from '../../page-props';
import { LocationSign } from '../components/LocationSign';
import signClasses from '../components/LocationSign.module.css';
import { LocationSingleFromPath } from '../components/LocationSingleFromPath';
import { locationTexts } from '../texts';

/**
 * /Admin/Locations/Sign/{path} (beyond docs/spec.md): a printable sign for the course, so
 * a visitor scans it and times a run. Disabled locations too (a sign can be printed before opening).
 * On paper only the sign shows: the screen's headings and buttons are left out (LocationSign.module.css).
 */
export default function LocationSignPage({ title }: AdminPageProps) {
  return (
    <div className={signClasses.page}>
      <LocationSingleFromPath title={title}>
        {(location) => (
          <>
            <Group gap="sm" className={signClasses.noPrint}>
              <Button leftSection={<IconPrinter aria-hidden="true" />} onClick={() => window.print()}>
                {locationTexts.print}
              </Button>
              <Anchor component={Link} to={paths.admin.locations.manage}>
                Manage locations
              </Anchor>
            </Group>
            <LocationSign location={location} />
          </>
        )}
      </LocationSingleFromPath>
    </div>
  );
}
