import { Button, Fieldset, Group, Paper, Stack, Switch, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { messages } from '../../../../shared/messages';
import {
  type MyAccount,
  type UpdateAccountBody,
  updateAccountBody,
} from '../../../../shared/schemas/my-account';
import { FormFailure } from '../../../components/FormFailure';
import { PhoneInput } from '../../../components/PhoneInput';
import { EmailInput, NameInput, PasswordInput, UserNameInput } from '../../../components/UserInputs';
import { useFormSubmit } from '../../../lib/form-submit';
import { schemaCheck, useCheckedForm } from '../../../lib/forms';
import { useUpdateAccount } from '../api/my-account';
import { type AccountFormValues, asksNewEmail, bodyOf, formValuesOf, hasChanges } from '../lib/changes';
import { accountTexts } from '../lib/texts';
import { PendingEmail } from './PendingEmail';

const checkAccount = schemaCheck<UpdateAccountBody>(updateAccountBody);

/** The shared updateAccountBody as the check, on the form's values as they would be sent. */
const validateAccount = (values: AccountFormValues) => checkAccount(bodyOf(values));

const today = () => new Date().toISOString().slice(0, 10);

/** Under the e-mail: waiting for its link, or the account's own address not confirmed yet. */
function emailNote(account: MyAccount): string | undefined {
  if (account.pendingEmail !== null) return accountTexts.emailWaiting;
  return account.emailConfirmed ? undefined : accountTexts.emailNotConfirmed;
}

/**
 * The member's details and notification choices, prefilled. docs/spec.md §2: the update is sent only if
 * something changed ('Account Updated!'); a taken user name or e-mail comes back on its input. A new
 * e-mail asks for the current password and then waits for its link (PendingEmail).
 */
export function AccountDetailsForm({ account }: { account: MyAccount }) {
  const update = useUpdateAccount();
  const form = useCheckedForm<AccountFormValues>({
    initialValues: formValuesOf(account),
    validate: validateAccount,
  });

  const showSaved = (saved: MyAccount) => {
    const next = formValuesOf(saved);
    form.setInitialValues(next);
    form.setValues(next);
  };

  const submit = useFormSubmit({
    form,
    save: (values) => {
      const body = updateAccountBody.parse(bodyOf(values));
      if (!hasChanges(body, account)) {
        notifications.show({ color: 'gray', message: accountTexts.nothingChanged });
        return null;
      }
      return update.mutateAsync(body);
    },
    successNotice: () => messages.accountUpdated,
    onSuccess: showSaved,
  });

  const text = (name: keyof AccountFormValues & string) => form.getInputProps(name);
  const required = { required: true, withAsterisk: true };

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="account-details-title">
      <form onSubmit={submit.onSubmit} noValidate aria-labelledby="account-details-title">
        <Stack gap="sm">
          <Title order={2} size="h3" id="account-details-title">
            {accountTexts.detailsTitle}
          </Title>
          <Group grow align="flex-start" wrap="wrap" gap="sm">
            <NameInput label="First name" autoComplete="given-name" miw={200} {...text('firstName')} />
            <NameInput label="Last name" autoComplete="family-name" miw={200} {...text('lastName')} />
          </Group>
          <UserNameInput description="Shown on the leaderboards" {...required} {...text('userName')} />
          <EmailInput description={emailNote(account)} {...required} {...text('email')} />
          {account.pendingEmail !== null && (
            <PendingEmail
              pendingEmail={account.pendingEmail}
              email={account.email}
              retryAt={account.emailCodeRetryAt}
              onCancelled={(saved) => form.setFieldValue('email', saved.email)}
            />
          )}
          {asksNewEmail(form.values.email, account) && (
            <PasswordInput
              label={accountTexts.currentPassword}
              description={accountTexts.currentPasswordHelp}
              autoComplete="current-password"
              {...required}
              {...text('currentPassword')}
            />
          )}
          <PhoneInput label="Mobile number" {...required} {...text('phoneNumber')} />
          <TextInput
            label={accountTexts.dateOfBirth}
            description="Optional"
            type="date"
            min="1900-01-01"
            max={today()}
            autoComplete="bday"
            {...text('dateOfBirth')}
          />
          <Fieldset legend={accountTexts.notificationsTitle} variant="unstyled">
            <Stack gap={0}>
              <Switch
                label={accountTexts.emailNotifications}
                {...form.getInputProps('emailNotifications', { type: 'checkbox' })}
              />
              <Switch
                label={accountTexts.smsNotifications}
                {...form.getInputProps('smsNotifications', { type: 'checkbox' })}
              />
            </Stack>
          </Fieldset>
          <FormFailure failure={submit.failure} />
          <Group>
            <Button type="submit" loading={submit.pending}>
              {accountTexts.saveDetails}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
