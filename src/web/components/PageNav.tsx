import { Center, Pagination } from '@mantine/core';

/**
 * Pages of a long list (the users, the audit trail): nothing when it fits on one page, else Mantine's
 * pagination in a labelled navigation landmark, each control named for screen readers ('2 page',
 * 'next page'), no sibling numbers so it fits a phone.
 */
export function PageNav({
  label,
  pages,
  page,
  onChange,
}: {
  label: string;
  pages: number;
  page: number;
  onChange: (page: number) => void;
}) {
  if (pages <= 1) return null;
  return (
    <Center component="nav" aria-label={label}>
      <Pagination
        total={pages}
        value={page}
        onChange={onChange}
        siblings={0}
        getControlProps={(control) => ({ 'aria-label': `${control} page` })}
      />
    </Center>
  );
}
