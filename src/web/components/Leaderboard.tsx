import { Anchor, Avatar, Button, Stack, Text, Title, type TitleOrder } from '@mantine/core';
import { IconUser } from '@tabler/icons-react';
import { type Ref, useEffect, useId, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { EventFormat } from '../../shared/event-format';
import { formatDate } from '../../shared/format';
import { boardTexts, messages, pageTexts, showAllTimes } from '../../shared/messages';
import type { LeaderboardRow } from '../../shared/schemas/leaderboard';
import { useMyUserName } from '../api/my-account';
import { clearedText, eventBoardTexts, penaltyText, rankedText } from '../lib/event-board';
import { highlightFrom, paths } from '../lib/paths';
import { useScreenAtLeast } from '../lib/screen-width';
import { GateMark } from './GateMark';
import classes from './Leaderboard.module.css';

/** Places shown before "Show all": a board's top ten (docs/spec.md §9's congratulation line). */
const BOARD_TOP = 10;

export type LeaderboardProps = {
  /** 'Social', 'Comp', an event name…; the heading reads "<title> Leaderboard". */
  title: string;
  rows: LeaderboardRow[];
  /** Comp (official) boards say 'No Comp times recorded' when empty. */
  official?: boolean;
  /** Where the empty casual board's invitation points; SPEC: the relative ./RecordTime. */
  recordTimeHref?: string;
  headingOrder?: TitleOrder;
  /** The signed-in member's row when it lies below the loaded places (a paged board). */
  ownRow?: LeaderboardRow | null;
  /** A paged board: its whole length, and how to load the next places. */
  more?: BoardMore;
  /** A short line under the heading (a gate-only course's casual board says so). */
  note?: string;
  /** The course's clocks: a run's date is the day it was at the course (Sydney's without one). */
  timeZone?: string;
  /**
   * An event's format: 'obstacles' adds a Cleared column and times the last cleared obstacle; 'penalty'
   * adds Penalty and Total after the time. A location's board, and a time trial's, leave it out.
   */
  format?: EventFormat;
};

export type BoardMore = { total: number; onShowMore: () => void; loading: boolean };

/**
 * A board: place, avatar and name (one line, an ellipsis when long), date and time. The signed-in
 * member's row and the row of `?highlight=<user name>` are marked; past the top ten they are shown
 * again under it with their place. A casual board scrolls the highlighted row into view (the
 * stopwatch links there after a save).
 */
export function Leaderboard({
  title,
  rows,
  official = false,
  recordTimeHref = paths.recordTimeRelative,
  headingOrder = 3,
  ownRow = null,
  more,
  note,
  timeZone,
  format = 'time',
}: LeaderboardProps) {
  const headingId = useId();
  const me = useMyUserName();
  const [search] = useSearchParams();
  const linked = highlightFrom(search)?.toLowerCase() ?? null;
  const [expanded, setExpanded] = useState(false);
  const linkedRow = useRef<HTMLTableRowElement>(null);
  // A phone has no room for a date column: the date goes under the name instead.
  const withDateColumn = useScreenAtLeast('xs');
  const columns = boardColumns(format, withDateColumn);

  const isMe = (row: LeaderboardRow) => me !== null && row.user.userName === me;
  const isLinked = (row: LeaderboardRow) => linked !== null && row.user.userName.toLowerCase() === linked;
  const shown = expanded ? rows : rows.slice(0, BOARD_TOP);
  const markedBelow = [
    ...(expanded ? [] : rows.slice(BOARD_TOP).filter((row) => isMe(row) || isLinked(row))),
    ...(ownRow ? [ownRow] : []),
  ];
  const total = more?.total ?? rows.length;
  const canLoadMore = more !== undefined && rows.length < more.total;
  const placeWidth = `${String((ownRow ?? rows.at(-1))?.standing ?? 1).length}ch`;

  useEffect(() => {
    if (!official && linked) linkedRow.current?.scrollIntoView?.({ block: 'center' });
  }, [official, linked]);

  const renderRow = (row: LeaderboardRow) => (
    <BoardRow
      key={row.id}
      row={row}
      placeWidth={placeWidth}
      me={isMe(row)}
      marked={isMe(row) || isLinked(row)}
      rowRef={isLinked(row) ? linkedRow : undefined}
      withDateColumn={withDateColumn}
      timeZone={timeZone}
      format={format}
      columns={columns}
    />
  );

  return (
    <Stack gap="xs">
      <Title order={headingOrder} size="h4" id={headingId}>
        {`${title} ${messages.leaderboard}`}
      </Title>
      {note && (
        <Text size="sm" c="dimmed">
          {note}
        </Text>
      )}
      {rows.length === 0 ? (
        <EmptyBoard official={official} recordTimeHref={recordTimeHref} />
      ) : (
        <>
          <table className={classes.table} aria-labelledby={headingId}>
            <thead>
              <tr>
                <th scope="col">Competitor</th>
                {withDateColumn && <th scope="col">Date</th>}
                {columns.cleared && (
                  <th scope="col" className={classes.right}>
                    {eventBoardTexts.cleared}
                  </th>
                )}
                <th scope="col" className={classes.right}>
                  Time
                  {columns.penaltyUnderTime && (
                    <span className={classes.underTime}>{`+ ${eventBoardTexts.penalty}`}</span>
                  )}
                </th>
                {columns.penalty && (
                  <th scope="col" className={classes.right}>
                    {eventBoardTexts.penalty}
                  </th>
                )}
                {columns.total && (
                  <th scope="col" className={classes.right}>
                    {eventBoardTexts.total}
                  </th>
                )}
              </tr>
            </thead>
            <tbody>{shown.map(renderRow)}</tbody>
            {markedBelow.length > 0 && (
              <tbody aria-label={boardTexts.yourPlace}>
                {/* biome-ignore lint/a11y/noAriaHiddenOnFocusable: a table row takes no focus; the ⋮ row only draws the gap between the top ten and the member's place. */}
                <tr className={classes.gap} aria-hidden="true">
                  <td colSpan={columns.count}>⋮</td>
                </tr>
                {markedBelow.map(renderRow)}
              </tbody>
            )}
          </table>
          {rows.length > BOARD_TOP && (
            <Button variant="subtle" aria-expanded={expanded} onClick={() => setExpanded(!expanded)}>
              {expanded ? boardTexts.showTop : canLoadMore ? boardTexts.showMore : showAllTimes(total)}
            </Button>
          )}
          {expanded && canLoadMore && (
            <Button variant="default" loading={more.loading} onClick={more.onShowMore}>
              {boardTexts.showMore}
            </Button>
          )}
        </>
      )}
    </Stack>
  );
}

/**
 * One place. Plain elements with the board's own classes rather than Mantine's Table, Text and
 * VisuallyHidden: a board's first screen has ten to twenty rows, the components' style resolution was a
 * measurable part of a phone's first render, and Mantine's Table brings its scroll container (a scroll
 * area and floating-ui) into the first load (docs/performance.md).
 */
function BoardRow({
  row,
  placeWidth,
  me,
  marked,
  rowRef,
  withDateColumn,
  timeZone,
  format,
  columns,
}: {
  row: LeaderboardRow;
  placeWidth: string;
  me: boolean;
  marked: boolean;
  rowRef?: Ref<HTMLTableRowElement>;
  withDateColumn: boolean;
  timeZone?: string;
  format: EventFormat;
  columns: BoardColumns;
}) {
  const { standing, user, tsDuration, timeCompleted, timingMethod, witnessed } = row;
  const date = formatDate(timeCompleted, timeZone);
  const name = me ? `${user.userName} ${boardTexts.you}` : user.userName;
  const ranked = rankedText(row, format);
  const shownTime = format === 'obstacles' ? ranked : tsDuration;
  const time =
    timingMethod === 'gate' && witnessed
      ? `${shownTime} (${boardTexts.timedByGate.toLowerCase()})`
      : shownTime;
  return (
    <tr
      ref={rowRef}
      data-testid="leaderboard-row"
      data-marked={marked || undefined}
      className={marked ? classes.marked : undefined}
      aria-label={`Place ${standing}: ${name}, ${figuresLabel(format, row, time, ranked)}, ${date}`}
    >
      <td className={classes.competitorCell}>
        <div className={classes.competitor}>
          <span className={classes.place} style={{ width: placeWidth }}>
            <span className={classes.visuallyHidden}>Place </span>
            {standing}
          </span>
          <Avatar src={user.current.url} alt="" size="sm" radius="xl" className={classes.avatar}>
            <IconUser size={16} aria-hidden="true" />
          </Avatar>
          <div className={classes.who}>
            <span className={`${classes.text} ${classes.name}`} title={user.userName}>
              {user.userName}
              {me && <span className={classes.visuallyHidden}>{` ${boardTexts.you}`}</span>}
            </span>
            {!withDateColumn && <span className={`${classes.dateUnderName} ${classes.name}`}>{date}</span>}
          </div>
        </div>
      </td>
      {withDateColumn && (
        <td className={classes.nowrap}>
          <span className={classes.text}>{date}</span>
        </td>
      )}
      {columns.cleared && (
        <td className={`${classes.nowrap} ${classes.right}`}>
          <span className={classes.text}>{clearedText(row.obstaclesCleared)}</span>
        </td>
      )}
      <td className={`${classes.nowrap} ${classes.right}`}>
        <GateMark timingMethod={timingMethod} witnessed={witnessed} />
        <span className={`${classes.text} ${classes.time}`}>{shownTime}</span>
        {columns.penaltyUnderTime && (
          <span className={`${classes.underTime} ${classes.time}`}>
            <span className={classes.visuallyHidden}>{`${eventBoardTexts.penalty} `}</span>
            {penaltyText(row.penaltyMs)}
          </span>
        )}
      </td>
      {columns.penalty && (
        <td className={`${classes.nowrap} ${classes.right}`}>
          <span className={`${classes.text} ${classes.time}`}>{penaltyText(row.penaltyMs)}</span>
        </td>
      )}
      {columns.total && (
        <td className={`${classes.nowrap} ${classes.right}`}>
          <span className={`${classes.text} ${classes.time}`}>{ranked}</span>
        </td>
      )}
    </tr>
  );
}

/**
 * Which of a board's columns show beside Competitor, (Date) and Time, and how many there are in all
 * (the ⋮ row spans them).
 */
type BoardColumns = {
  cleared: boolean;
  /** The Penalty column (a penalty event from xs up). */
  penalty: boolean;
  /** A phone's penalty board: the penalty under the time in its cell, headed 'Time + Penalty'. */
  penaltyUnderTime: boolean;
  total: boolean;
  count: number;
};

/**
 * A time trial's (and a location's) board: Competitor, Date (from xs), Time. 'obstacles' puts Cleared
 * before the time; 'penalty' adds Penalty and Total after it; on a phone the penalty goes under the time
 * instead, so the names keep their room at 375 px.
 */
function boardColumns(format: EventFormat, withDateColumn: boolean): BoardColumns {
  const cleared = format === 'obstacles';
  const total = format === 'penalty';
  const penalty = total && withDateColumn;
  const penaltyUnderTime = total && !withDateColumn;
  const count = 2 + Number(withDateColumn) + Number(cleared) + Number(penalty) + Number(total);
  return { cleared, penalty, penaltyUnderTime, total, count };
}

/** A row's figures as its label reads them: the time; or obstacles cleared and time; or time, penalty and total. */
function figuresLabel(format: EventFormat, row: LeaderboardRow, time: string, ranked: string): string {
  if (format === 'obstacles')
    return `${clearedText(row.obstaclesCleared)} ${eventBoardTexts.cleared.toLowerCase()}, ${time}`;
  if (format === 'penalty') {
    const penalty = row.penaltyMs > 0 ? penaltyText(row.penaltyMs) : 'none';
    return `${time}, ${eventBoardTexts.penalty.toLowerCase()} ${penalty}, ${eventBoardTexts.total.toLowerCase()} ${ranked}`;
  }
  return time;
}

function EmptyBoard({ official, recordTimeHref }: { official: boolean; recordTimeHref: string }) {
  if (official) return <Text c="dimmed">{messages.noCompTimes}</Text>;
  return (
    <Text c="dimmed">
      {`${messages.noTimesRecorded}. `}
      <Anchor component={Link} to={recordTimeHref}>
        {pageTexts.beFirstToSetTime}
      </Anchor>
      !
    </Text>
  );
}
