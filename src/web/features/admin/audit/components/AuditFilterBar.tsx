import { Button, NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import { useState } from 'react';
import { messages } from '../../../../../shared/messages';
import type { AuditFilters } from '../api/audit';
import { auditEntities, auditTexts } from '../texts';
import { ActorSelect } from './ActorSelect';

export type FilterFields = Omit<AuditFilters, 'page'>;
export const noFilters: FilterFields = { actorId: null, entity: '', from: '', to: '' };

/** A start after the end gives the server's own message (auditQuery), on the To field. */
export const dateRangeError = ({ from, to }: FilterFields): string | undefined =>
  from && to && from > to ? messages.auditFromAfterTo : undefined;

/** Actor, entity and a day range (native date inputs: the phone's own picker, YYYY-MM-DD values). */
export function AuditFilterBar({
  value,
  onChange,
}: {
  value: FilterFields;
  onChange: (next: FilterFields) => void;
}) {
  // Clearing starts the actor field afresh (its typed text lives inside it).
  const [cleared, setCleared] = useState(0);
  const set = (patch: Partial<FilterFields>) => onChange({ ...value, ...patch });
  const unchanged = JSON.stringify(value) === JSON.stringify(noFilters);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md" verticalSpacing="sm">
      <ActorSelect key={cleared} value={value.actorId} onChange={(actorId) => set({ actorId })} />
      <NativeSelect
        label={auditTexts.entityLabel}
        data={[{ value: '', label: auditTexts.anyEntity }, ...auditEntities]}
        value={value.entity}
        onChange={(event) => set({ entity: event.currentTarget.value })}
      />
      <TextInput
        type="date"
        label={auditTexts.fromLabel}
        value={value.from}
        onChange={(event) => set({ from: event.currentTarget.value })}
      />
      <TextInput
        type="date"
        label={auditTexts.toLabel}
        value={value.to}
        error={dateRangeError(value)}
        onChange={(event) => set({ to: event.currentTarget.value })}
      />
      <Button
        variant="default"
        onClick={() => {
          setCleared((n) => n + 1);
          onChange(noFilters);
        }}
        disabled={unchanged}
      >
        {auditTexts.clearFilters}
      </Button>
    </SimpleGrid>
  );
}
