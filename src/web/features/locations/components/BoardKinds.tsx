import { Anchor, Card, SimpleGrid, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { homeTexts } from '../texts';
import classes from './Home.module.css';

/**
 * Home's two ways into the boards, Social and Comp, each with a line saying what it holds (docs/spec.md
 * §1: casual, also called social, and competition, official, shown as Comp).
 */
export function BoardKinds() {
  const headingId = useId();
  const kinds = [
    { name: homeTexts.social, caption: homeTexts.socialCaption },
    { name: homeTexts.comp, caption: homeTexts.compCaption },
  ];
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={headingId}>
      <Title order={2} size="h3" id={headingId} mb="xs">
        {homeTexts.boardsTitle}
      </Title>
      <SimpleGrid component="ul" cols={{ base: 1, sm: 2 }} spacing="sm" className={classes.list}>
        {kinds.map(({ name, caption }) => (
          <li key={name}>
            <Anchor component={Link} to={paths.leaderboards} className={classes.block}>
              {name}
            </Anchor>
            <Text size="sm">{caption}</Text>
          </li>
        ))}
      </SimpleGrid>
    </Card>
  );
}
