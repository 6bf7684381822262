import { Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { messages } from '../../../../../shared/messages';
import type { Equipment } from '../../../../../shared/schemas/equipment';
import { useEquipmentList } from '../../../../api/equipment';
import { ConfirmRemove } from '../../../../components/ConfirmRemove';
import { FilterInput } from '../../../../components/FilterInput';
import { QueryState } from '../../../../components/QueryState';
import { paths } from '../../../../lib/paths';
import { notifyRemoved } from '../../components/notify';
import type { AdminPageProps } from '../../page-props';
import { useDeleteEquipment } from '../api/equipment';
import { EquipmentCard } from '../components/EquipmentCard';
import { filterByName } from '../lib/filter';
import { equipmentTexts as texts } from '../texts';

/**
 * /Admin/Equipment/Manage, and /Admin/Equipment/Remove in remove mode (docs/spec.md §2, §6): every
 * obstacle, filtered by name. The filter lives in this page's state, so it clears on leaving. In
 * remove mode each card offers Remove, enabled in the dialog once the exact name is typed; the server
 * also takes the obstacle off every course, and the list refreshes from the invalidated query.
 */
export default function EquipmentManagePage({ title, mode }: AdminPageProps) {
  const list = useEquipmentList();
  const remove = useDeleteEquipment();
  const [term, setTerm] = useState('');
  // Kept after the dialog closes so its closing frame still shows the name it asked for.
  const [target, setTarget] = useState<Equipment | null>(null);
  const [confirming, setConfirming] = useState(false);
  const removeMode = mode === 'remove';

  function askToRemove(equipment: Equipment) {
    setTarget(equipment);
    setConfirming(true);
  }

  async function confirmRemove() {
    if (!target) return;
    await remove.mutateAsync(target.id);
    notifyRemoved(target.name);
  }

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <Title order={1}>{title}</Title>
        <Group gap="xs">
          <Button component={Link} to={paths.admin.equipment.add} variant="light">
            {texts.addLink}
          </Button>
          {/* The other mode of this screen; switching leaves the page, so the filter starts empty. */}
          <Button
            component={Link}
            to={removeMode ? paths.admin.equipment.manage : paths.admin.equipment.remove}
            variant="default"
          >
            {removeMode ? texts.manageLink : texts.removeLink}
          </Button>
        </Group>
      </Group>
      {removeMode && <Text>{texts.removeHint}</Text>}
      <FilterInput onChange={setTerm} />
      <QueryState query={list} loading={texts.loadingList} empty={messages.noEquipment}>
        {(items) => {
          const shown = filterByName(items, term);
          if (shown.length === 0) return <Text c="dimmed">{texts.noMatch}</Text>;
          return (
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
              {shown.map((item) => (
                <EquipmentCard
                  key={item.id}
                  equipment={item}
                  onRemove={removeMode ? askToRemove : undefined}
                />
              ))}
            </SimpleGrid>
          );
        }}
      </QueryState>
      <ConfirmRemove
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={texts.removeTitle}
        name={target?.name ?? ''}
        description={texts.removeDescription(target?.name ?? '')}
        onConfirm={confirmRemove}
      />
    </Stack>
  );
}
