import '@mantine/carousel/styles.css';
import { Carousel } from '@mantine/carousel';
import { Button, Card, Group, Text, VisuallyHidden } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import type { EmblaCarouselType } from 'embla-carousel';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { Equipment } from '../../../../shared/schemas/equipment';
import { OBSTACLE_PARAMS } from '../../../lib/paths';
import { EquipmentSlide } from './EquipmentSlide';

/**
 * Starts on ?equipment=<path> (the first slide when it names none of `items`) and keeps that parameter
 * in step, leaving the others (the course) as they are, so a slide can be linked and shared.
 * Its Previous / Next buttons sit above the slides (the built-in ones float over long instructions);
 * arrow keys also move it when it has focus.
 */
export function EquipmentCarousel({ items }: { items: Equipment[] }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const [initial] = useState(() => {
    const wanted = searchParams.get(OBSTACLE_PARAMS.equipment)?.toLowerCase();
    return Math.max(
      0,
      items.findIndex((item) => item.path.toLowerCase() === wanted),
    );
  });
  const [current, setCurrent] = useState(initial);
  const [embla, setEmbla] = useState<EmblaCarouselType | null>(null);

  function onSlideChange(index: number) {
    setCurrent(index);
    const path = items[index]?.path;
    if (!path) return;
    setSearchParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.set(OBSTACLE_PARAMS.equipment, path);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }

  return (
    <Card withBorder radius="md" padding="sm">
      <Group justify="space-between" wrap="nowrap" mb="xs">
        <Button
          variant="default"
          size="sm"
          px="xs"
          style={{ flexShrink: 0 }}
          leftSection={<IconChevronLeft size={18} aria-hidden="true" />}
          aria-label="Previous obstacle"
          onClick={() => embla?.scrollPrev()}
          disabled={current === 0}
        >
          Previous
        </Button>
        <Text size="sm" c="dimmed" ta="center" aria-live="polite" style={{ flex: '1 1 0', minWidth: 0 }}>
          {`${current + 1} of ${items.length}`}
          <VisuallyHidden>{`: ${items[current]?.name ?? ''}`}</VisuallyHidden>
        </Text>
        <Button
          variant="default"
          size="sm"
          px="xs"
          style={{ flexShrink: 0 }}
          rightSection={<IconChevronRight size={18} aria-hidden="true" />}
          aria-label="Next obstacle"
          onClick={() => embla?.scrollNext()}
          disabled={current === items.length - 1}
        >
          Next
        </Button>
      </Group>
      <Carousel
        initialSlide={initial}
        onSlideChange={onSlideChange}
        getEmblaApi={setEmbla}
        withControls={false}
        slideGap="md"
        aria-roledescription="carousel"
        aria-label="Obstacles"
      >
        {items.map((item, index) => (
          <Carousel.Slide
            key={item.id}
            role="group"
            aria-roledescription="slide"
            aria-label={`${index + 1} of ${items.length}: ${item.name}`}
          >
            <EquipmentSlide
              equipment={item}
              active={index === current}
              near={Math.abs(index - initial) <= 1}
            />
          </Carousel.Slide>
        ))}
      </Carousel>
    </Card>
  );
}
