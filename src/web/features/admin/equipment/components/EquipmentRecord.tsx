import { Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Equipment } from '../../../../../shared/schemas/equipment';
import { QueryState } from '../../../../components/QueryState';
import { useIdParam } from '../../../../lib/route-id';
import { useAdminEquipment } from '../api/equipment';
import { equipmentTexts as texts } from '../texts';

/**
 * The frame of the screens keyed by equipId (Single, Edit): the title, then the obstacle of the
 * route's id through QueryState (loading card, "not found" for an unknown id, Try again otherwise).
 */
export function EquipmentRecord({
  title,
  children,
}: {
  title: string;
  children: (equipment: Equipment) => ReactNode;
}) {
  const equipment = useAdminEquipment(useIdParam('equipId').id);
  return (
    <Stack gap="lg" maw={720}>
      <Title order={1}>{title}</Title>
      <QueryState
        query={equipment}
        loading={texts.loadingOne}
        record={{ noun: texts.notFoundNoun, missing: texts.notFound }}
      >
        {children}
      </QueryState>
    </Stack>
  );
}
