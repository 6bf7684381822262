/** The audit screen's texts (docs/spec.md leaves them open; its messages.ts texts are the server's). */
export const auditTexts = {
  intro: 'Every change staff made, newest first. A deleted time can be put back from its entry.',
  filtersTitle: 'Filters',
  actorLabel: 'Actor',
  actorPlaceholder: 'Type a user name',
  noActors: 'No users found',
  entityLabel: 'Entity',
  anyEntity: 'Any',
  fromLabel: 'From',
  toLabel: 'To',
  clearFilters: 'Clear filters',
  loading: 'Loading the audit trail…',
  empty: 'No audit entries match these filters.',
  time: 'Time',
  actor: 'Actor',
  action: 'Action',
  entity: 'Entity',
  summary: 'Summary',
  restore: 'Restore',
  restored: 'Restored',
  deletedAccount: 'Deleted account',
  restoreTitle: 'Restore time',
  restoreQuestion: 'Put this time back on the boards, exactly as it was?',
  cancel: 'Cancel',
  restoredToast: 'Time restored',
  restoreFailed: 'The time was not restored.',
  pages: 'Audit trail pages',
} as const;

/** The kinds of thing the trail records (the `entity` the services write), as the select shows them. */
export const auditEntities: { value: string; label: string }[] = [
  { value: 'time', label: 'Time' },
  { value: 'user', label: 'User' },
  { value: 'location', label: 'Location' },
  { value: 'site_equipment', label: 'Location obstacle' },
  { value: 'equipment', label: 'Equipment' },
  { value: 'event', label: 'Event' },
  { value: 'event_referee', label: 'Event referee' },
  { value: 'content', label: 'Content' },
  { value: 'sms_batch', label: 'SMS' },
];

export const entityLabel = (entity: string) =>
  auditEntities.find((option) => option.value === entity)?.label ?? entity;

export const entriesCount = (total: number) =>
  `${total.toLocaleString('en-AU')} ${total === 1 ? 'entry' : 'entries'}`;
