import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
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
  children,
}: QueryStateProps<T>) {
  if (query.isPending) return <LoadingCard label={loading} />;
  if (query.isError || query.data === undefined) {
    const retry = () => void query.refetch();
    if (record) return <RecordErrorCard {...record} error={query.error} onRetry={retry} />;
    return <ErrorCard error={query.error} onRetry={retry} />;
  }
  if (empty !== undefined && isEmpty(query.data)) return <Text c="dimmed">{empty}</Text>;
  return children(query.data);
}
