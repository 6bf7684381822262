import { Text, VisuallyHidden } from '@mantine/core';
import { IconStarFilled } from '@tabler/icons-react';
import { formatDuration } from '../../../../shared/format';
import { type ObstacleColumn, ObstacleTable } from '../../../components/ObstacleTable';
import { SPLIT_TONE_COLORS } from '../../../lib/timing/split-tones';
import type { CourseSplitFigures, ObstacleSplit } from '../lib/course-splits';
import { splitsTexts } from '../lib/splits-texts';

/** Hundredths of a second as m:ss.hh (exact: whole hundredths lose nothing to truncation). */
export const hundredthsText = (hundredths: number): string => formatDuration(hundredths * 10);

/**
 * The obstacles of My Results' splits: the personal best's time on each (gold where it is the
 * member's best ever there) and at its end, the best time, and the gap; only the best times when the
 * personal best has no splits. The obstacle's name wraps between words, never inside one.
 */
export function SplitsTable({ figures }: { figures: CourseSplitFigures }) {
  const best: ObstacleColumn<ObstacleSplit> = {
    header: splitsTexts.bestSegment,
    align: 'right',
    monospace: true,
    cell: (row) => hundredthsText(row.best),
  };
  const columns: ObstacleColumn<ObstacleSplit>[] = figures.compared
    ? [
        {
          header: splitsTexts.pbSplit,
          align: 'right',
          monospace: true,
          cell: (row) => (
            <>
              <Text span ff="monospace" fz="sm" style={{ whiteSpace: 'nowrap' }}>
                {row.gold && <GoldMark />}
                {row.pbSegment === null ? '–' : hundredthsText(row.pbSegment)}
              </Text>
              <Text span display="block" size="xs" ff="monospace" style={{ whiteSpace: 'nowrap' }}>
                {row.pbAt === null ? '' : splitsTexts.at(hundredthsText(row.pbAt))}
              </Text>
            </>
          ),
        },
        best,
        {
          header: splitsTexts.save,
          align: 'right',
          monospace: true,
          cell: (row) => (row.save === null || row.save === 0 ? '–' : hundredthsText(row.save)),
        },
      ]
    : [best];
  return (
    <>
      <ObstacleTable
        testId="course-splits"
        rows={figures.rows}
        rowKey={(row) => row.name}
        nameHeader={splitsTexts.obstacle}
        name={(row) => (
          // The table's cell may break anywhere; a name breaks only between its words.
          <span style={{ overflowWrap: 'normal', wordBreak: 'normal' }} data-testid="obstacle-name">
            {row.name}
          </span>
        )}
        columns={columns}
      />
      {figures.rows.some((row) => row.gold) && (
        <Text size="sm" c="gray.7" data-testid="gold-caption">
          <GoldMark named={false} /> {`${splitsTexts.gold}: ${splitsTexts.goldCaption}`}
        </Text>
      )}
    </>
  );
}

/** The gold chip; `named` for screen readers where no word beside it says Gold. */
function GoldMark({ named = true }: { named?: boolean }) {
  return (
    <span
      style={{
        ...SPLIT_TONE_COLORS.gold,
        borderRadius: 6,
        padding: '0 4px',
        marginRight: 4,
        display: 'inline-block',
      }}
    >
      <IconStarFilled size={11} aria-hidden="true" style={{ verticalAlign: 'baseline' }} />
      {named && <VisuallyHidden component="span">{splitsTexts.gold}</VisuallyHidden>}
    </span>
  );
}
