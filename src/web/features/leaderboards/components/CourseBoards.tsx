import { Anchor, Button, Card, SimpleGrid, Title, VisuallyHidden } from '@mantine/core';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import type { Period } from '../../../../shared/limits';
import type { LeaderboardRow, Overview } from '../../../../shared/schemas/leaderboard';
import { useMyUserName } from '../../../api/my-account';
import { Leaderboard } from '../../../components/Leaderboard';
import { paths } from '../../../lib/paths';
import { showTheTop } from '../texts';

/** Places a course shows before it is unfolded: every course fits about half a phone screen. */
const FOLDED_TOP = 3;

/**
 * One course of the overview: its Social and Comp boards folded to the top FOLDED_TOP, one control
 * unfolding both to all the overview holds (its top 5) and folding them again. Folded, the signed-in
 * member's own row further down still shows, under the top, as a board shows it past its top ten.
 */
export function CourseBoards({ entry, period }: { entry: Overview[number]; period: Period }) {
  const { location, casual, comp } = entry;
  const headingId = useId();
  const me = useMyUserName();
  const [open, setOpen] = useState(false);
  const longest = Math.max(casual.length, comp.length);
  const shown = (rows: LeaderboardRow[]) => (open ? rows : rows.slice(0, FOLDED_TOP));
  const ownBelow = (rows: LeaderboardRow[]) =>
    open || me === null ? null : (rows.slice(FOLDED_TOP).find((row) => row.user.userName === me) ?? null);
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby={headingId}>
      <Title order={2} size="h3" mb="sm" id={headingId}>
        <Anchor component={Link} to={paths.location(location.path, { period })} inherit>
          {location.name}
        </Anchor>
      </Title>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Leaderboard
          title="Social"
          rows={shown(casual)}
          ownRow={ownBelow(casual)}
          recordTimeHref={paths.stopwatch(location.id)}
        />
        <Leaderboard title="Comp" rows={shown(comp)} ownRow={ownBelow(comp)} official />
      </SimpleGrid>
      {longest > FOLDED_TOP && (
        <Button variant="subtle" mt="xs" aria-expanded={open} onClick={() => setOpen(!open)}>
          {showTheTop(open ? FOLDED_TOP : longest)}
          <VisuallyHidden>{` at ${location.name}`}</VisuallyHidden>
        </Button>
      )}
    </Card>
  );
}
