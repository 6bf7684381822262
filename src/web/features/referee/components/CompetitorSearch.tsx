import { Button, Group, Loader, Text } from '@mantine/core';
import { IconSearch, IconUserPlus } from '@tabler/icons-react';
import { useRef } from 'react';
import { Link } from 'react-router';
import { limits } from '../../../../shared/limits';
import { shellTexts } from '../../../../shared/messages';
import type { Competitor } from '../../../../shared/schemas/referee';
import { UserSearchSelect, useUserSearch } from '../../../components/UserSearchSelect';
import { useCompetitorSearch } from '../api/referee';
import { competitorLabel } from '../lib/lanes';
import { addUserHref } from '../lib/new-competitor';
import { recordTexts } from '../lib/texts';

/**
 * Type-ahead competitor search (docs/spec.md §2, §9): asks the server once typing pauses for 250 ms, from
 * limits.competitorSearchMin characters on; options read `userName (email) - phone · name` with the
 * contact details masked. Mantine's Select is a labelled combobox that arrow keys and Enter drive. The
 * server already filtered, so the options are shown as they come. Opening it (tap or Tab) shows what
 * to type; a search that finds nobody says so under the field with Add User, which comes back to this
 * lane with the new member chosen.
 */
export function CompetitorSearch({
  laneId,
  label = recordTexts.competitorLabel,
  onChoose,
}: {
  laneId: string;
  label?: string;
  onChoose: (competitor: Competitor) => void;
}) {
  const { search, setSearch, typed, term } = useUserSearch(limits.competitorSearchDebounceMs);
  const input = useRef<HTMLInputElement>(null);
  const results = useCompetitorSearch(term);
  const tooShort = typed.length < limits.competitorSearchMin;
  const found = term.length >= limits.competitorSearchMin ? (results.data ?? []) : [];
  const waiting = !tooShort && (typed !== term || results.isFetching);
  // Nobody found is said under the field, beside Add User, where a tap or Tab reaches it; the
  // dropdown, which would cover it, stays shut.
  const nobody = !tooShort && !waiting && results.isSuccess && found.length === 0;

  return (
    <div>
      <UserSearchSelect
        label={label}
        placeholder={recordTexts.competitorPlaceholder}
        description={recordTexts.competitorHelp}
        openOnFocus
        ref={input}
        search={search}
        // Mantine empties the search when the field loses focus; what was typed stays instead, so
        // a tap on Add User (which blurs the field first) still finds it there, as does a return.
        onSearchChange={(value) => {
          if (document.activeElement === input.current) setSearch(value);
        }}
        value={null}
        data={found.map((competitor) => ({
          value: String(competitor.id),
          label: competitorLabel(competitor),
        }))}
        onChange={(value) => {
          const competitor = found.find((candidate) => String(candidate.id) === value);
          if (competitor) onChoose(competitor);
        }}
        nothingFoundMessage={tooShort ? recordTexts.typeMore : undefined}
        error={results.isError ? `The search failed: ${results.error.message}` : undefined}
        // A search field, not a menu: no arrow that opens an empty list.
        rightSection={
          waiting ? (
            <Loader size="xs" aria-label={recordTexts.searching} />
          ) : (
            <IconSearch size={18} aria-hidden="true" />
          )
        }
        size="lg"
        comboboxProps={{ withinPortal: true }}
        maxDropdownHeight={280}
      />
      {nobody && (
        <Group justify="space-between" wrap="nowrap" gap="sm" mt="xs">
          <Text size="sm" role="status" style={{ minWidth: 0 }}>
            {recordTexts.noCompetitors}
          </Text>
          <Button
            component={Link}
            to={addUserHref(typed, laneId)}
            variant="light"
            h={48}
            leftSection={<IconUserPlus size={18} aria-hidden="true" />}
          >
            {shellTexts.addUser}
          </Button>
        </Group>
      )}
    </div>
  );
}
