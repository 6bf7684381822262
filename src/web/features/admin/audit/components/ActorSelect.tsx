import { useState } from 'react';
import { limits } from '../../../../../shared/limits';
import { UserSearchSelect, useUserSearch } from '../../../../components/UserSearchSelect';
import { useActorOptions } from '../api/audit';
import { auditTexts } from '../texts';

type Option = { value: string; label: string };

/**
 * Who did it: type part of a user name and pick from the users the server finds (not every user is
 * loaded). The picked one stays an option while another name is typed, so the field keeps its label.
 */
export function ActorSelect({
  value,
  onChange,
}: {
  value: number | null;
  onChange: (actorId: number | null) => void;
}) {
  const { search, setSearch, term } = useUserSearch(limits.filterDebounceMs);
  const [picked, setPicked] = useState<Option | null>(null);
  const found = useActorOptions(term);
  const options = found.data ?? [];
  const data = picked && !options.some((o) => o.value === picked.value) ? [picked, ...options] : options;
  return (
    <UserSearchSelect
      label={auditTexts.actorLabel}
      placeholder={auditTexts.actorPlaceholder}
      clearable
      search={search}
      onSearchChange={setSearch}
      data={data}
      value={value === null ? null : String(value)}
      onChange={(next, option) => {
        setPicked(next === null ? null : option);
        onChange(next === null ? null : Number(next));
      }}
      nothingFoundMessage={found.isFetching ? undefined : auditTexts.noActors}
      clearButtonProps={{ 'aria-label': `Clear ${auditTexts.actorLabel}` }}
    />
  );
}
