import { ActionIcon, TextInput, type TextInputProps, Tooltip } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { messages } from '../../shared/messages';

/** Mobile number input with SPEC's '*Phone:' placeholder and the SMS tooltip. */
export function PhoneInput({
  label = 'Phone',
  autoComplete = 'tel',
  ...props
}: Omit<TextInputProps, 'type' | 'placeholder'>) {
  return (
    <TextInput
      {...props}
      label={label}
      type="tel"
      inputMode="tel"
      autoComplete={autoComplete}
      placeholder={messages.phonePlaceholder}
      // The tooltip's button is 48 px wide (theme.ts): the section makes room for it.
      rightSectionWidth={48}
      rightSection={
        <Tooltip
          label={messages.phoneTooltip}
          multiline
          w={240}
          withArrow
          events={{ hover: true, focus: true, touch: true }}
        >
          <ActionIcon variant="subtle" color="gray" aria-label={messages.phoneTooltip}>
            <IconInfoCircle size={18} aria-hidden="true" />
          </ActionIcon>
        </Tooltip>
      }
    />
  );
}
