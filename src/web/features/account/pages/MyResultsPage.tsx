import { NativeSelect, SimpleGrid, Stack, Title } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { messages } from '../../../../shared/messages';
import type { MyResults, OwnRun } from '../../../../shared/schemas/leaderboard';
import { LoadingCard } from '../../../components/LoadingCard';
import { QueryState } from '../../../components/QueryState';
import { useMyResults } from '../api/my-results';
import { DeleteTimeDialog } from '../components/DeleteTimeDialog';
import { ResultsSummary } from '../components/ResultsSummary';
import { TimeList } from '../components/TimeList';
import { TimesChart } from '../components/TimesChart';
import { atLocation, locationsOf } from '../lib/results';
import { accountTexts } from '../lib/texts';

const ALL = '';

// Splits show only once a location is chosen, and only members who split their runs need them.
const CourseSplits = lazy(() => import('../components/CourseSplits'));

function Results({ results }: { results: MyResults }) {
  const [locationValue, setLocationValue] = useState(ALL);
  const [deleting, setDeleting] = useState<OwnRun | null>(null);
  const locations = locationsOf([...results.official, ...results.unofficial]);
  const chosen = locations.find((location) => String(location.id) === locationValue) ?? null;
  const locationId = chosen?.id ?? null;

  return (
    <Stack gap="lg">
      <ResultsSummary results={results} />
      <NativeSelect
        label={accountTexts.location}
        value={chosen ? locationValue : ALL}
        onChange={(event) => setLocationValue(event.currentTarget.value)}
        data={[
          { value: ALL, label: accountTexts.allLocations },
          ...locations.map((location) => ({ value: String(location.id), label: location.name })),
        ]}
        maw={360}
      />
      <TimesChart location={chosen} />
      {chosen && (
        <Suspense fallback={<LoadingCard label="Loading your splits…" />}>
          <CourseSplits key={chosen.id} location={chosen} />
        </Suspense>
      )}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <TimeList
          key={`official-${locationValue}`}
          title={accountTexts.totalOfficial}
          rows={atLocation(results.official, locationId)}
          empty={messages.noCompTimes}
        />
        <TimeList
          key={`unofficial-${locationValue}`}
          title={accountTexts.totalUnofficial}
          rows={atLocation(results.unofficial, locationId)}
          empty={messages.noTimesRecorded}
          onDelete={setDeleting}
        />
      </SimpleGrid>
      <DeleteTimeDialog row={deleting} onClose={() => setDeleting(null)} />
    </Stack>
  );
}

/**
 * /Account/MyResults (docs/spec.md §2): counts, the latest time against the best before it, a location
 * filter with a chart of the times there, the official and unofficial lists (newest first), and
 * deleting one of the member's casual times.
 */
export default function MyResultsPage() {
  const results = useMyResults();
  return (
    <Stack gap="lg">
      <Title order={1}>{accountTexts.myResultsTitle}</Title>
      <QueryState
        query={results}
        loading="Loading your results…"
        empty={messages.noTimesRecorded}
        isEmpty={(data) => data.count === 0}
      >
        {(data) => <Results results={data} />}
      </QueryState>
    </Stack>
  );
}
