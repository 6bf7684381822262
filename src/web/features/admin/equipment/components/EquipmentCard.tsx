import { Button, Card, Group, Stack, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { Equipment } from '../../../../../shared/schemas/equipment';
import { paths } from '../../../../lib/paths';
import { equipmentTexts as texts } from '../texts';
import { EquipmentPicture } from './EquipmentPicture';

interface EquipmentCardProps {
  equipment: Equipment;
  /** Given in remove mode: the card offers Remove, which asks for the name first. */
  onRemove?: (equipment: Equipment) => void;
}

/** One obstacle on the Manage screen: its picture and name, with View and Edit (and Remove in remove mode). */
export function EquipmentCard({ equipment, onRemove }: EquipmentCardProps) {
  const { id, name } = equipment;
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-labelledby={`equipment-${id}`}>
      <Stack gap="sm">
        <EquipmentPicture equipment={equipment} height={120} />
        <Title order={2} size="h4" id={`equipment-${id}`} style={{ overflowWrap: 'anywhere' }}>
          {name}
        </Title>
        <Group gap="xs">
          <Button
            component={Link}
            to={paths.admin.equipment.single(id)}
            variant="default"
            aria-label={`${texts.view} ${name}`}
          >
            {texts.view}
          </Button>
          <Button
            component={Link}
            to={paths.admin.equipment.edit(id)}
            variant="light"
            aria-label={`${texts.edit} ${name}`}
          >
            {texts.edit}
          </Button>
          {onRemove && (
            <Button
              color="red.9"
              variant="outline"
              onClick={() => onRemove(equipment)}
              aria-label={`${texts.remove} ${name}`}
            >
              {texts.remove}
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
