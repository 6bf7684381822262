import { Anchor, Button, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import type { GateRole } from '../../../../shared/gate/pairing';
import { useLocations } from '../../../api/locations';
import { ErrorCard } from '../../../components/LoadingCard';
import { QueryState } from '../../../components/QueryState';
import { loginPathFor } from '../../../lib/return-url';
import { useIdParam } from '../../../lib/route-id';
import { useSession } from '../../../lib/session';
import { FinishPhone } from '../components/gate-pair/FinishPhone';
import { StartPhone } from '../components/gate-pair/StartPhone';
import { gatePairTexts } from '../components/gate-pair/texts';
import { stopwatchTexts } from '../texts';

/**
 * The two-phone gate of a course: this phone is the start (it shows the code; a member, whose results
 * the run goes to) or the finish (it joins with the code; any phone, signed in or not). Opened from the
 * start phone's QR code, the address carries the code and the phone joins as the finish at once.
 */
export default function GatePairPage() {
  const locationId = useIdParam('locationId').id;
  const [search] = useSearchParams();
  const code = search.get('code') ?? '';
  const [role, setRole] = useState<GateRole | null>(code ? 'finish' : null);
  const { isLoggedIn } = useSession();
  const here = useLocation();
  const locations = useLocations();
  return (
    <Stack gap="md" p="md" maw={640} mx="auto">
      <Title order={1}>{gatePairTexts.title}</Title>
      <QueryState query={locations} loading="Loading location…">
        {(courses) => {
          const location = courses.find((candidate) => candidate.id === locationId);
          if (!location)
            return (
              <ErrorCard title={stopwatchTexts.courseNotFoundTitle} message={stopwatchTexts.courseNotFound} />
            );
          if (role === 'start' && !isLoggedIn)
            return (
              <Stack gap="sm">
                <Text>{gatePairTexts.startNeedsLogin}</Text>
                <Anchor component={Link} to={loginPathFor(here)} size="lg">
                  {gatePairTexts.logIn}
                </Anchor>
              </Stack>
            );
          if (role === 'start')
            return <StartPhone locationId={location.id} minimumSeconds={location.minimumSeconds} />;
          if (role === 'finish')
            return <FinishPhone minimumSeconds={location.minimumSeconds} initialCode={code} />;
          return (
            <Stack gap="sm">
              <Text>{location.name}</Text>
              <Text>{gatePairTexts.intro}</Text>
              <Button size="lg" onClick={() => setRole('start')}>
                {gatePairTexts.beStart}
              </Button>
              <Button size="lg" variant="default" onClick={() => setRole('finish')}>
                {gatePairTexts.beFinish}
              </Button>
            </Stack>
          );
        }}
      </QueryState>
    </Stack>
  );
}
