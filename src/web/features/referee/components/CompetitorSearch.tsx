import { Loader, Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { limits } from '../../../../shared/limits';
import type { Competitor } from '../../../../shared/schemas/referee';
import { useCompetitorSearch } from '../api/referee';
import { competitorLabel } from '../lib/lanes';
import { recordTexts } from '../lib/texts';

/**
 * Type-ahead competitor search (docs/spec.md §2, §9): asks the server once typing pauses for 250 ms, from
 * limits.competitorSearchMin characters on; options read `userName (email) - phone · name` with the
 * contact details masked. Mantine's Select is a labelled combobox that arrow keys and Enter drive. The
 * server already filtered, so the options are shown as they come.
 */
export function CompetitorSearch({
  label = recordTexts.competitorLabel,
  onChoose,
}: {
  label?: string;
  onChoose: (competitor: Competitor) => void;
}) {
  const [search, setSearch] = useState('');
  const typed = search.trim();
  const [term] = useDebouncedValue(typed, limits.competitorSearchDebounceMs);
  const results = useCompetitorSearch(term);
  const tooShort = typed.length < limits.competitorSearchMin;
  const found = term.length >= limits.competitorSearchMin ? (results.data ?? []) : [];
  const waiting = !tooShort && (typed !== term || results.isFetching);
  const nothingFound = tooShort ? recordTexts.typeMore : recordTexts.noCompetitors;

  return (
    <Select
      label={label}
      placeholder={recordTexts.competitorPlaceholder}
      description={recordTexts.competitorHelp}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      value={null}
      data={found.map((competitor) => ({ value: String(competitor.id), label: competitorLabel(competitor) }))}
      filter={({ options }) => options}
      onChange={(value) => {
        const competitor = found.find((candidate) => String(candidate.id) === value);
        if (competitor) onChoose(competitor);
      }}
      nothingFoundMessage={typed && !waiting && !results.isError ? nothingFound : undefined}
      error={results.isError ? `The search failed: ${results.error.message}` : undefined}
      rightSection={waiting ? <Loader size="xs" aria-label={recordTexts.searching} /> : undefined}
      autoComplete="off"
      size="lg"
      comboboxProps={{ withinPortal: true }}
      maxDropdownHeight={280}
    />
  );
}
