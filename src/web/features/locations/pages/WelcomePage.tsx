import { Button, Card, Group, Stack, Title } from '@mantine/core';
import { type FormEvent, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useContentBySlug } from '../../../api/content';
import { useLocations } from '../../../api/locations';
import { HtmlContent } from '../../../components/HtmlContent';
import { LocationSelect } from '../../../components/LocationSelect';
import { QueryState } from '../../../components/QueryState';
import { paths } from '../../../lib/paths';
import { BoardKinds } from '../components/BoardKinds';
import { HomeSummary } from '../components/HomeSummary';

export default function WelcomePage() {
  return (
    <Stack gap="lg">
      <WelcomeContent />
      <CoursePicker />
      <HomeSummary />
      <BoardKinds />
    </Stack>
  );
}

function WelcomeContent() {
  const content = useContentBySlug('welcome');
  return (
    <QueryState query={content}>
      {(items) =>
        // No welcome content yet: the page still gets its heading.
        items.length === 0 ? (
          <Title order={1}>Welcome</Title>
        ) : (
          <Stack gap="md">
            {items.map((item, index) => (
              <section key={item.id}>
                <Title order={index === 0 ? 1 : 2} mb="sm">
                  {item.title}
                </Title>
                <HtmlContent html={item.copy} />
              </section>
            ))}
          </Stack>
        )
      }
    </QueryState>
  );
}

/**
 * Choosing a course opens it; the Go button does the same for keyboard and screen-reader users. It
 * sends nothing, so it is plain state, not `useCheckedForm`: this page is in the first load, which
 * @mantine/form stays out of (src/web/first-load.test.ts).
 */
function CoursePicker() {
  const locations = useLocations();
  const navigate = useNavigate();
  const [locationId, setLocationId] = useState(0);
  const [error, setError] = useState<string>();
  // Arrow keys on a closed native select fire change at once: those wait for Enter or Go instead.
  const choosingByKeyboard = useRef(false);

  function open(id: number) {
    const location = locations.data?.find((candidate) => candidate.id === id);
    if (!location) {
      setError('Please choose a location');
      return;
    }
    navigate(paths.location(location.path));
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    open(locationId);
  }

  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={2} size="h3" mb="sm">
        Find a location
      </Title>
      <QueryState query={locations} loading="Loading locations…" empty="No locations are open yet.">
        {(courses) => (
          <form onSubmit={onSubmit} noValidate>
            <Group align="flex-end" gap="sm" wrap="wrap">
              <div
                style={{ flex: '1 1 220px' }}
                onKeyDownCapture={(event) => {
                  choosingByKeyboard.current = event.key !== 'Enter';
                }}
                onPointerDownCapture={() => {
                  choosingByKeyboard.current = false;
                }}
              >
                <LocationSelect
                  locations={courses}
                  value={locationId}
                  error={error}
                  onChange={(id) => {
                    setLocationId(id);
                    setError(undefined);
                    if (id !== 0 && !choosingByKeyboard.current) open(id);
                  }}
                />
              </div>
              <Button type="submit" size="md">
                Go
              </Button>
            </Group>
          </form>
        )}
      </QueryState>
    </Card>
  );
}
