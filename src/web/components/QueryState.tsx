import { Box, type MantineStyleProps, Text } from '@mantine/core';
import { type ReactNode, startTransition, useEffect, useState } from 'react';
import { ErrorCard, LoadingCard, RecordErrorCard } from './LoadingCard';

/**
 * What QueryState reads of a query. A `useQuery` result fits as it is; several queries shown as one
 * (e.g. upcoming and past events) fit through `useQueries({ combine })` returning this shape.
 */
export interface QueryView<T> {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data: T | undefined;
  refetch: () => unknown;
}

interface QueryStateProps<T> {
  query: QueryView<T>;
  /** The loading card's text; LoadingCard's 'Loading…' when left out. */
  loading?: string;
  /** SPEC's text for no data (shown dimmed). Without it an empty result goes to `children` too. */
  empty?: string;
  /** When the data counts as empty; an empty array unless given. */
  isEmpty?: (data: T) => boolean;
  /**
   * The query loads a page's one record (a course, an event): a 404 then says what is missing and
   * offers no retry (RecordErrorCard); any other failure is retried.
   */
  record?: { noun: string; missing: string };
  /**
   * Room kept while loading (a min-height, per breakpoint if wanted), about what the data will take, so
   * what follows on the page does not jump down when it arrives (layout shift).
   */
  reserve?: MantineStyleProps['mih'];
  children: (data: T) => ReactNode;
}

const isEmptyArray = (data: unknown): boolean => Array.isArray(data) && data.length === 0;

/**
 * A query's four states in one place: loading card, error card with 'Try again', the empty text, or
 * the data handed to `children`.
 */
export function QueryState<T>({
  query,
  loading,
  empty,
  isEmpty = isEmptyArray,
  record,
  reserve,
  children,
}: QueryStateProps<T>) {
  const shown = useShownAfterArrival(query.data !== undefined);
  if (query.isPending || (query.data !== undefined && !shown)) {
    return reserve === undefined ? (
      <LoadingCard label={loading} />
    ) : (
      <Box mih={reserve}>
        <LoadingCard label={loading} />
      </Box>
    );
  }
  if (query.isError || query.data === undefined) {
    const retry = () => void query.refetch();
    if (record) return <RecordErrorCard {...record} error={query.error} onRetry={retry} />;
    return <ErrorCard error={query.error} onRetry={retry} />;
  }
  if (empty !== undefined && isEmpty(query.data)) return <Text c="dimmed">{empty}</Text>;
  return children(query.data);
}

/**
 * False until the first data has arrived and been rendered in a transition. A query's answer reaches
 * React as an urgent update (useSyncExternalStore), which renders a whole screen in one task; on a phone
 * that held the main thread for one long task at first load (total blocking time, docs/performance.md).
 * Rendered in a transition, React works in slices between frames. Data already cached at mount (a
 * screen opened again) shows at once, and later updates render as before.
 */
function useShownAfterArrival(hasData: boolean): boolean {
  const [shown, setShown] = useState(hasData);
  useEffect(() => {
    if (hasData && !shown) startTransition(() => setShown(true));
  }, [hasData, shown]);
  return shown;
}
