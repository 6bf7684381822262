import { useQuery } from '@tanstack/react-query';
import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { flushSync } from 'react-dom';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../lib/api-client';
import { renderWithProviders } from '../lib/test-render';
import { QueryState, type QueryView } from './QueryState';

/** The test query's keys, as an api/ file would export them. */
const nameKeys = { all: ['names'] as const };

/** A query whose answers the test gives one by one (each fetch takes the next). */
function answers<T>(...queue: (() => Promise<T>)[]) {
  return () => {
    const next = queue.shift();
    if (!next) throw new Error('No answer left');
    return next();
  };
}

function Names({
  fetch,
  empty,
  record,
}: {
  fetch: () => Promise<string[]>;
  empty?: string;
  record?: { noun: string; missing: string };
}) {
  const query = useQuery({ queryKey: nameKeys.all, queryFn: fetch });
  return (
    <QueryState query={query} loading="Loading names…" empty={empty} record={record}>
      {(names) => <p>{names.length === 0 ? 'Nobody' : names.join(', ')}</p>}
    </QueryState>
  );
}

describe('QueryState', () => {
  it('shows the loading card, then the data', async () => {
    let answer: (names: string[]) => void = () => undefined;
    renderWithProviders(<Names fetch={() => new Promise((resolve) => (answer = resolve))} />);
    expect(screen.getByRole('status').textContent).toBe('Loading names…');
    answer(['Ana', 'Bo']);
    expect(await screen.findByText('Ana, Bo')).toBeTruthy();
  });

  it("shows the error's message with Try again, which fetches again", async () => {
    renderWithProviders(
      <Names
        fetch={answers(
          () => Promise.reject(new ApiError(409, 'The list is busy')),
          () => Promise.resolve(['Ana']),
        )}
      />,
    );
    expect((await screen.findByRole('alert')).textContent).toContain('Something went wrong');
    expect(screen.getByText('The list is busy')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Ana')).toBeTruthy();
  });

  it("says a page's missing record is missing, without a retry", async () => {
    renderWithProviders(
      <Names
        fetch={() => Promise.reject(new ApiError(404, 'Location not found'))}
        record={{ noun: 'course', missing: 'There is no open course at “nowhere”.' }}
      />,
    );
    expect((await screen.findByRole('alert')).textContent).toContain('Course not found');
    expect(screen.getByText('There is no open course at “nowhere”.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('shows the empty text for an empty list, and hands an empty list on when there is none', async () => {
    renderWithProviders(<Names fetch={() => Promise.resolve([])} empty="No names yet." />);
    expect(await screen.findByText('No names yet.')).toBeTruthy();
    expect(screen.queryByText('Nobody')).toBeNull();
  });

  it('hands an empty list to children when no empty text is given', async () => {
    renderWithProviders(<Names fetch={() => Promise.resolve([])} />);
    expect(await screen.findByText('Nobody')).toBeTruthy();
  });

  it('asks isEmpty whether other data is empty', () => {
    const both: QueryView<{ upcoming: string[]; past: string[] }> = {
      isPending: false,
      isError: false,
      error: null,
      data: { upcoming: [], past: [] },
      refetch: () => undefined,
    };
    renderWithProviders(
      <QueryState
        query={both}
        empty="No events found"
        isEmpty={({ upcoming, past }) => upcoming.length + past.length === 0}
      >
        {() => <p>Events</p>}
      </QueryState>,
    );
    expect(screen.getByText('No events found')).toBeTruthy();
    expect(screen.queryByText('Events')).toBeNull();
  });

  it('keeps the loading card in the update that brings the data, then shows the data from a transition', async () => {
    const pending: QueryView<string[]> = {
      isPending: true,
      isError: false,
      error: null,
      data: undefined,
      refetch: () => undefined,
    };
    let show: (view: QueryView<string[]>) => void = () => undefined;
    function Holder() {
      const [view, setView] = useState(pending);
      show = setView;
      return (
        <QueryState query={view} loading="Loading names…">
          {(names) => <p>{names.join(', ')}</p>}
        </QueryState>
      );
    }
    renderWithProviders(<Holder />);
    // Outside act(), so React keeps the transition for later as in a browser instead of flushing it.
    const environment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    const actEnvironment = environment.IS_REACT_ACT_ENVIRONMENT;
    environment.IS_REACT_ACT_ENVIRONMENT = false;
    try {
      flushSync(() => show({ ...pending, isPending: false, data: ['Ana'] }));
      expect(screen.getByRole('status').textContent).toBe('Loading names…');
      expect(await screen.findByText('Ana')).toBeTruthy();
    } finally {
      environment.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
    }
  });

  it('shows data already there at mount at once (a screen opened again)', () => {
    const cached: QueryView<string[]> = {
      isPending: false,
      isError: false,
      error: null,
      data: ['Bo'],
      refetch: () => undefined,
    };
    renderWithProviders(<QueryState query={cached}>{(names) => <p>{names.join(', ')}</p>}</QueryState>);
    expect(screen.getByText('Bo')).toBeTruthy();
  });

  it('keeps the room it is given while loading', () => {
    const loading: QueryView<string[]> = {
      isPending: true,
      isError: false,
      error: null,
      data: undefined,
      refetch: () => undefined,
    };
    renderWithProviders(
      <QueryState query={loading} reserve={480}>
        {(names) => <p>{names.join(', ')}</p>}
      </QueryState>,
    );
    const room = screen.getByRole('status').parentElement;
    expect(room?.style.minHeight).toBe('calc(30rem * var(--mantine-scale))');
  });
});
