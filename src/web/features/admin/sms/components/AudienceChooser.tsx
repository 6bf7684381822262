import { Group, Radio, Stack } from '@mantine/core';
import type { Location } from '../../../../../shared/schemas/location';
import { LocationSelect } from '../../../../components/LocationSelect';
import type { SmsAudience } from '../api/sms';
import { smsScreenTexts } from '../texts';

/** All members, or one location's subscribers (then the location, 'Select a Location' first). */
export function AudienceChooser({
  locations,
  value,
  onChange,
  locationError,
  disabled,
}: {
  locations: Location[];
  value: SmsAudience;
  onChange: (audience: SmsAudience) => void;
  locationError?: string;
  disabled?: boolean;
}) {
  return (
    <Stack gap="sm">
      <Radio.Group
        label={smsScreenTexts.recipientsLabel}
        value={value.kind}
        onChange={(kind) => onChange(kind === 'all' ? { kind: 'all' } : { kind: 'location', locationId: 0 })}
      >
        <Group gap="lg" mt="xs">
          <Radio value="all" label={smsScreenTexts.allMembers} disabled={disabled} />
          <Radio value="location" label={smsScreenTexts.oneLocation} disabled={disabled} />
        </Group>
      </Radio.Group>
      {value.kind === 'location' && (
        <LocationSelect
          label={smsScreenTexts.locationLabel}
          locations={locations}
          value={value.locationId}
          onChange={(locationId) => onChange({ kind: 'location', locationId })}
          error={locationError}
          disabled={disabled}
        />
      )}
    </Stack>
  );
}
