import { Group, Pagination, Text } from '@mantine/core';

const controlLabels: Record<string, string> = {
  first: 'First page',
  previous: 'Previous page',
  next: 'Next page',
  last: 'Last page',
};

/**
 * Pages of times. Page numbers need more than a 375 px row holds at 48 px each, so a phone gets
 * Previous / 'Page 2 of 9' / Next and wider screens the numbered pages too.
 */
export function LocationTimesPager({
  page,
  pages,
  onChange,
}: {
  page: number;
  pages: number;
  onChange: (page: number) => void;
}) {
  if (pages <= 1) return null;
  const shared = {
    total: pages,
    value: page,
    onChange,
    getControlProps: (control: string) => ({ 'aria-label': controlLabels[control] ?? control }),
    getItemProps: (item: number) => ({ 'aria-label': `Page ${item}` }),
  };
  return (
    <Group component="nav" aria-label="Pages of times" justify="center" gap="sm">
      <Group hiddenFrom="sm" gap="sm" wrap="nowrap">
        <Pagination {...shared} withPages={false} />
        <Text size="sm">{`Page ${page} of ${pages}`}</Text>
      </Group>
      <Pagination {...shared} visibleFrom="sm" />
    </Group>
  );
}
