import { Button, Table, Text } from '@mantine/core';
import { formatDateTime } from '../../../../../shared/format';
import type { AuditEntry } from '../../../../../shared/schemas/audit';
import { auditSummary } from '../lib/summary';
import { auditTexts, entityLabel } from '../texts';
import classes from './AuditTable.module.css';

/** A deleted time that has been put back: a later 'restore' entry for it is on this page, or it was just restored here. */
function isRestored(entry: AuditEntry, page: AuditEntry[], restoredHere: ReadonlySet<number>): boolean {
  if (entry.action !== 'delete' || entry.entity !== 'time' || entry.restorable) return false;
  if (restoredHere.has(entry.id)) return true;
  return page.some(
    (other) =>
      other.entity === 'time' &&
      other.action === 'restore' &&
      other.entityId === entry.entityId &&
      other.id > entry.id,
  );
}

/** Time, actor, action, entity and summary; a restorable deleted time gets its Restore button. */
export function AuditTable({
  entries,
  restoredHere,
  onRestore,
}: {
  entries: AuditEntry[];
  restoredHere: ReadonlySet<number>;
  onRestore: (entry: AuditEntry) => void;
}) {
  return (
    <Table className={classes.table} striped highlightOnHover verticalSpacing="sm">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{auditTexts.time}</Table.Th>
          <Table.Th>{auditTexts.actor}</Table.Th>
          <Table.Th>{auditTexts.action}</Table.Th>
          <Table.Th>{auditTexts.entity}</Table.Th>
          <Table.Th>{auditTexts.summary}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {entries.map((entry) => {
          const summary = auditSummary(entry);
          return (
            <Table.Tr key={entry.id} data-testid={`audit-entry-${entry.id}`}>
              <Table.Td className={classes.cell} data-label={auditTexts.time}>
                {formatDateTime(entry.createdAt)}
              </Table.Td>
              <Table.Td className={classes.cell} data-label={auditTexts.actor}>
                {entry.actor?.userName ?? auditTexts.deletedAccount}
              </Table.Td>
              <Table.Td className={classes.cell} data-label={auditTexts.action}>
                {entry.action}
              </Table.Td>
              <Table.Td className={classes.cell} data-label={auditTexts.entity}>
                {entityLabel(entry.entity)}
              </Table.Td>
              <Table.Td className={classes.cell} data-label={auditTexts.summary}>
                <div>
                  {summary}
                  {entry.restorable && (
                    <div>
                      <Button
                        mt="xs"
                        variant="light"
                        onClick={() => onRestore(entry)}
                        aria-label={`${auditTexts.restore} ${summary}`}
                      >
                        {auditTexts.restore}
                      </Button>
                    </div>
                  )}
                  {isRestored(entry, entries, restoredHere) && (
                    <div>
                      <Text mt="xs" fw={700} c="course.9">
                        {auditTexts.restored}
                      </Text>
                    </div>
                  )}
                </div>
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
