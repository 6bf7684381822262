import { Button, Group, NumberInput } from '@mantine/core';
import { type AdminSiteEquipment, SEGMENT_FLOOR_MESSAGE } from '../../../../../shared/schemas/location';
import { SEGMENT_FLOOR_MAX_SECONDS, SEGMENT_MIN_SECONDS } from '../../../../../shared/splits';
import { FormFailure } from '../../../../components/FormFailure';
import { useFormSubmit } from '../../../../lib/form-submit';
import { useCheckedForm } from '../../../../lib/forms';
import { useSetSegmentFloor } from '../api/site-equipment';
import { courseTexts } from '../lib/site-equipment-order';

type FloorValues = { minSegmentSeconds: number | string };

/** Blank clears the floor; else a whole number of seconds within the limits. */
function checkFloor({ minSegmentSeconds }: FloorValues): Partial<Record<keyof FloorValues, string>> {
  if (minSegmentSeconds === '') return {};
  const seconds = Number(minSegmentSeconds);
  const fits =
    Number.isInteger(seconds) && seconds >= SEGMENT_MIN_SECONDS && seconds <= SEGMENT_FLOOR_MAX_SECONDS;
  return fits ? {} : { minSegmentSeconds: SEGMENT_FLOOR_MESSAGE };
}

/**
 * The least time a split may give this obstacle on this course (blank: 1 second), saved on its own
 * with its Save button or Enter; the server's refusal shows on the field.
 */
export function SegmentFloorField({
  locationId,
  item,
  label,
}: {
  locationId: number;
  item: AdminSiteEquipment;
  /** The obstacle as the course's buttons name it. */
  label: string;
}) {
  const setFloor = useSetSegmentFloor(locationId);
  const form = useCheckedForm<FloorValues>({
    initialValues: { minSegmentSeconds: item.minSegmentSeconds ?? '' },
    validate: checkFloor,
  });
  const submit = useFormSubmit({
    form,
    save: ({ minSegmentSeconds }) =>
      setFloor.mutateAsync({
        id: item.id,
        minSegmentSeconds: minSegmentSeconds === '' ? null : Number(minSegmentSeconds),
      }),
    successNotice: (_course, { minSegmentSeconds }) => courseTexts.floorSaved(label, minSegmentSeconds),
    onSuccess: (_course, values) => form.resetDirty(values),
  });
  return (
    <form onSubmit={submit.onSubmit} noValidate>
      <Group align="flex-end" gap="xs" wrap="wrap">
        <NumberInput
          label={courseTexts.floorLabel}
          description={courseTexts.floorHelp(label)}
          min={SEGMENT_MIN_SECONDS}
          max={SEGMENT_FLOOR_MAX_SECONDS}
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="none"
          style={{ flex: '1 1 10rem', minWidth: 0 }}
          {...form.getInputProps('minSegmentSeconds')}
        />
        <Button
          type="submit"
          variant="default"
          h={48}
          loading={submit.pending}
          aria-label={courseTexts.floorSave(label)}
        >
          {courseTexts.save}
        </Button>
      </Group>
      <FormFailure failure={submit.failure} />
    </form>
  );
}
