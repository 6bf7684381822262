import { AspectRatio, Center, Image, Stack, Text, Title } from '@mantine/core';
import { messages } from '../../../../shared/messages';
import type { Equipment } from '../../../../shared/schemas/equipment';
import { videoEmbedUrl } from '../../../../shared/video';
import { HtmlContent } from '../../../components/HtmlContent';

/**
 * One obstacle: its video when shown (else its image, or 'No Image'), name and instructions. Only the
 * slides `near` the one shown fetch their image with the page; the rest wait until they come close,
 * so a phone's first load decodes one or two images, not the whole catalogue.
 */
export function EquipmentSlide({
  equipment,
  active,
  near,
}: {
  equipment: Equipment;
  active: boolean;
  near: boolean;
}) {
  const embedUrl = equipment.showVideo && equipment.videoUrl ? videoEmbedUrl(equipment.videoUrl) : null;
  return (
    <Stack gap="md" p="xs" aria-hidden={!active || undefined} inert={!active || undefined}>
      {equipment.imageUrl ? (
        <Image
          src={equipment.imageUrl}
          alt={equipment.name}
          radius="md"
          mah={320}
          fit="contain"
          loading={near ? 'eager' : 'lazy'}
          decoding="async"
          fetchPriority={active ? 'high' : undefined}
        />
      ) : (
        !embedUrl && (
          <Center h={200} bg="gray.1" style={{ borderRadius: 'var(--mantine-radius-md)' }}>
            <Text c="dimmed">{messages.noImage}</Text>
          </Center>
        )
      )}
      {embedUrl && active && (
        <AspectRatio ratio={16 / 9}>
          <iframe
            src={embedUrl}
            title={`${equipment.name} video`}
            allow="accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen"
            allowFullScreen
            loading="lazy"
            style={{ border: 0 }}
          />
        </AspectRatio>
      )}
      <Title order={2}>{equipment.name}</Title>
      <HtmlContent html={equipment.instructions} />
    </Stack>
  );
}
