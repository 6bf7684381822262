import { Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { AuditEntry } from '../../../../../shared/schemas/audit';
import { PageNav } from '../../../../components/PageNav';
import { QueryState } from '../../../../components/QueryState';
import type { AdminPageProps } from '../../page-props';
import { AUDIT_PAGE_SIZE, useAuditPage } from '../api/audit';
import { AuditFilterBar, dateRangeError, type FilterFields, noFilters } from '../components/AuditFilterBar';
import { AuditTable } from '../components/AuditTable';
import { RestoreDialog } from '../components/RestoreDialog';
import { auditTexts, entriesCount } from '../texts';

/** /Admin/Audit: the trail newest first, filtered and paged; a deleted time can be restored. */
export default function AuditPage({ title }: AdminPageProps) {
  const [filters, setFilters] = useState<FilterFields>(noFilters);
  const [page, setPage] = useState(1);
  // A day range the server would refuse is not sent: the last good one stays shown.
  const [asked, setAsked] = useState<FilterFields>(noFilters);
  const trail = useAuditPage({ ...asked, page });
  const [restoring, setRestoring] = useState<AuditEntry | null>(null);
  const [restoredHere, setRestoredHere] = useState<ReadonlySet<number>>(new Set());

  const filter = (next: FilterFields) => {
    setFilters(next);
    if (dateRangeError(next)) return;
    setAsked(next);
    setPage(1);
  };

  return (
    <Stack gap="lg">
      <Title order={1}>{title}</Title>
      <Text>{auditTexts.intro}</Text>
      <Paper withBorder radius="md" p="md" component="section" aria-label={auditTexts.filtersTitle}>
        <AuditFilterBar value={filters} onChange={filter} />
      </Paper>
      <QueryState
        query={trail}
        loading={auditTexts.loading}
        empty={auditTexts.empty}
        isEmpty={(data) => data.entries.length === 0}
      >
        {(data) => (
          <Stack gap="md">
            <Text size="sm" c="dimmed" aria-live="polite">
              {entriesCount(data.total)}
            </Text>
            <AuditTable entries={data.entries} restoredHere={restoredHere} onRestore={setRestoring} />
            <PageNav
              label={auditTexts.pages}
              pages={Math.ceil(data.total / AUDIT_PAGE_SIZE)}
              page={page}
              onChange={setPage}
            />
          </Stack>
        )}
      </QueryState>
      <RestoreDialog
        entry={restoring}
        onClose={() => setRestoring(null)}
        onRestored={(entry) => setRestoredHere((ids) => new Set(ids).add(entry.id))}
      />
    </Stack>
  );
}
