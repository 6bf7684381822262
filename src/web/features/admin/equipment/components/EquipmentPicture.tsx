import { Center, Image, Text } from '@mantine/core';
import { messages } from '../../../../../shared/messages';
import type { Equipment } from '../../../../../shared/schemas/equipment';

/** The obstacle's one image, or docs/spec.md's 'No Image' in a box of the same height. */
export function EquipmentPicture({ equipment, height }: { equipment: Equipment; height: number }) {
  if (equipment.imageUrl)
    return <Image src={equipment.imageUrl} alt={equipment.name} h={height} fit="contain" radius="md" />;
  return (
    <Center h={height} bg="gray.1" style={{ borderRadius: 'var(--mantine-radius-md)' }}>
      <Text c="dimmed" size="sm">
        {messages.noImage}
      </Text>
    </Center>
  );
}
