import { Alert, Button, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { messages } from '../../../../../shared/messages';
import { paths } from '../../../../lib/paths';
import { useSectionHasContent } from '../api/content';
import { contentTexts } from '../texts';

/**
 * docs/spec.md §5: picking a section that already has content warns that adding overwrites it, and
 * offers to edit that content instead. Nothing shows until a section is picked; a failed check says
 * so and can be repeated, since adding would then replace content unseen.
 */
export function OverwriteWarning({ contentSectionId }: { contentSectionId: number | null }) {
  const check = useSectionHasContent(contentSectionId);
  if (contentSectionId === null) return null;
  if (check.isPending) {
    return (
      <Text size="sm" c="dimmed" role="status">
        {contentTexts.checkingSection}
      </Text>
    );
  }
  if (check.isError) {
    return (
      <Alert color="red" variant="light" role="alert" title={contentTexts.checkFailed}>
        <Button variant="white" color="red" onClick={() => void check.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  }
  if (!check.data) return null;
  return (
    <Alert color="yellow" variant="light" role="alert" icon={<IconAlertTriangle aria-hidden="true" />}>
      <Text mb="sm">{messages.contentOverwriteWarning}</Text>
      <Button component={Link} to={paths.admin.content.edit(contentSectionId)} variant="default">
        {contentTexts.editExisting}
      </Button>
    </Alert>
  );
}
