import { Anchor, Card, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { Link } from 'react-router';
import { formatDate, formatEventWhen } from '../../../../shared/format';
import type { Event } from '../../../../shared/schemas/event';
import type { LeaderboardRow } from '../../../../shared/schemas/leaderboard';
import { GateMark } from '../../../components/GateMark';
import { QueryState } from '../../../components/QueryState';
import { paths } from '../../../lib/paths';
import { useHomeSummary } from '../api/home';
import { atCourse, homeTexts } from '../texts';
import classes from './Home.module.css';

/**
 * What brings a visitor back to Home: the event on now (else the next one) and the course records of
 * the last 7 days, from one read (GET /Home/Summary, answered inside the page's HTML).
 */
export function HomeSummary() {
  const summary = useHomeSummary();
  return (
    <QueryState
      query={summary}
      loading={homeTexts.loading}
      isEmpty={() => false}
      reserve={{ base: 320, sm: 180 }}
    >
      {({ event, eventOnNow, records }) => (
        <Stack gap="lg">
          <EventOnNowOrNext event={event} onNow={eventOnNow} />
          <NewRecords records={records} />
        </Stack>
      )}
    </QueryState>
  );
}

/** The event and its course, with when it runs on the course's clocks; its name opens it. */
function EventOnNowOrNext({ event, onNow }: { event: Event | null; onNow: boolean }) {
  const headingId = useId();
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={headingId}>
      <Title order={2} size="h3" id={headingId}>
        {onNow ? homeTexts.nowOn : homeTexts.nextEvent}
      </Title>
      {event ? (
        <>
          <Anchor component={Link} to={paths.event(event.path)} className={classes.block}>
            {event.name}
          </Anchor>
          <Text>{atCourse(event.location.name)}</Text>
          <Text>{formatEventWhen(event)}</Text>
        </>
      ) : (
        <>
          <Text c="dimmed" mt="xs">
            {homeTexts.noEvents}
          </Text>
          <Anchor component={Link} to={paths.events()} className={classes.block}>
            {homeTexts.allEvents}
          </Anchor>
        </>
      )}
    </Card>
  );
}

/** Each course whose Social record was set this week: the course (opening on the holder's row), who and the time. */
function NewRecords({ records }: { records: LeaderboardRow[] }) {
  const headingId = useId();
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={headingId}>
      <Title order={2} size="h3" id={headingId} mb="xs">
        {homeTexts.newRecords}
      </Title>
      {records.length === 0 ? (
        <Text c="dimmed">{homeTexts.noNewRecords}</Text>
      ) : (
        <ol className={classes.list}>
          {records.map((record) => (
            <li key={record.id} className={classes.record}>
              <Anchor
                component={Link}
                to={paths.location(record.location.path, { highlight: record.user.userName })}
                className={classes.block}
              >
                {record.location.name}
              </Anchor>
              <div className={classes.recordLine}>
                <span>{record.user.userName}</span>
                <span className={classes.time}>{record.tsDuration}</span>
                <GateMark timingMethod={record.timingMethod} witnessed={record.witnessed} />
                <Text span size="sm">
                  {formatDate(record.timeCompleted)}
                </Text>
              </div>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
