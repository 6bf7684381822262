import { Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { HtmlContent } from '../../../../components/HtmlContent';
import { paths } from '../../../../lib/paths';
import type { AdminPageProps } from '../../page-props';
import { EquipmentPicture } from '../components/EquipmentPicture';
import { EquipmentRecord } from '../components/EquipmentRecord';
import { equipmentTexts as texts } from '../texts';

/**
 * /Admin/Equipment/Single/{equipId} (docs/spec.md §2): the obstacle as stored: name, image (or 'No
 * Image'), video link and whether Tips & Rules shows it, and the instructions as the server's
 * sanitised HTML.
 */
export default function EquipmentSinglePage({ title }: AdminPageProps) {
  return (
    <EquipmentRecord title={title}>
      {(item) => (
        <Card withBorder radius="md" padding="md">
          <Stack gap="md">
            <Title order={2} style={{ overflowWrap: 'anywhere' }}>
              {item.name}
            </Title>
            <EquipmentPicture equipment={item} height={240} />
            <Stack gap={4}>
              <Title order={3} size="h5">
                {texts.video}
              </Title>
              {item.videoUrl ? (
                <>
                  <Anchor
                    href={item.videoUrl}
                    target="_blank"
                    rel="noopener noreferrer"
                    style={{ overflowWrap: 'anywhere' }}
                  >
                    {item.videoUrl}
                  </Anchor>
                  <Text size="sm">{item.showVideo ? texts.videoShown : texts.videoHidden}</Text>
                </>
              ) : (
                <Text c="dimmed">{texts.noVideo}</Text>
              )}
            </Stack>
            <Stack gap={4}>
              <Title order={3} size="h5">
                {texts.instructionsLabel}
              </Title>
              {item.instructions ? (
                <HtmlContent html={item.instructions} />
              ) : (
                <Text c="dimmed">{texts.noInstructions}</Text>
              )}
            </Stack>
            <Group gap="xs">
              <Button
                component={Link}
                to={paths.admin.equipment.edit(item.id)}
                aria-label={`${texts.edit} ${item.name}`}
              >
                {texts.edit}
              </Button>
              <Button component={Link} to={paths.obstacles(item.path)} variant="default">
                {texts.publicPage}
              </Button>
            </Group>
          </Stack>
        </Card>
      )}
    </EquipmentRecord>
  );
}
