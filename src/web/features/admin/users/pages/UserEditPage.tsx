import { Button, Loader, SimpleGrid, Stack, Switch, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { messages } from '../../../../../shared/messages';
import { editUserBody, type UserDetail } from '../../../../../shared/schemas/user-management';
import { PhoneInput } from '../../../../components/PhoneInput';
import { QueryState } from '../../../../components/QueryState';
import { showServerFieldErrors, useCheckedForm } from '../../../../lib/forms';
import { paths } from '../../../../lib/paths';
import { useIdParam } from '../../../../lib/route-id';
import type { AdminPageProps } from '../../page-props';
import { useEditUser, useUser } from '../api/users';
import { RoleRadios } from '../components/RoleRadios';
import {
  EmailInput,
  NameInput,
  NewPasswordInput,
  UnmatchedErrors,
  UserNameInput,
} from '../components/UserInputs';
import { type EditUserValues, editValuesOf, toEditBody, validateEditUser } from '../lib/form-values';
import { userTexts } from '../texts';

/** /Admin/UserManagement/Edit/{userId} (docs/spec.md §2 "Edit User"). */
export default function UserEditPage({ title }: AdminPageProps) {
  const { id, raw } = useIdParam('userId');
  const user = useUser(id);
  return (
    <Stack gap="lg" maw={640}>
      <Title order={1}>{title}</Title>
      <QueryState
        query={user}
        loading={userTexts.loadingUser}
        record={{ noun: 'user', missing: userTexts.userMissing(raw) }}
      >
        {(detail) => <EditUserForm key={detail.id} user={detail} title={title} />}
      </QueryState>
    </Stack>
  );
}

/**
 * Prefilled from GetSingle with the current role chosen; a blank password keeps the old one. The
 * button reads 'Saving' with a spinner while the change is sent; 'User Updated', then the user's page.
 * The server's refusals (a taken name, the admin's own Admin role, the last admin) show on the input
 * they name, or above the button, and in a toast.
 */
function EditUserForm({ user, title }: { user: UserDetail; title: string }) {
  const edit = useEditUser();
  const navigate = useNavigate();
  const [unmatched, setUnmatched] = useState<string[]>([]);
  const form = useCheckedForm<EditUserValues>({
    initialValues: editValuesOf(user),
    validate: validateEditUser(user),
  });

  const submit = form.onSubmit((values) => {
    if (edit.isPending) return;
    setUnmatched([]);
    edit.mutate(editUserBody.parse(toEditBody(user, values)), {
      onSuccess: (saved) => {
        notifications.show({ color: 'green', title: messages.userUpdated, message: saved.userName });
        navigate(paths.admin.users.single(saved.id));
      },
      onError: (error) => {
        setUnmatched(showServerFieldErrors(form, error));
        notifications.show({ color: 'red', title: userTexts.notSaved, message: error.message });
      },
    });
  });

  return (
    <form onSubmit={submit} noValidate aria-label={title}>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <NameInput label={userTexts.firstName} {...form.getInputProps('firstName')} />
          <NameInput label={userTexts.lastName} {...form.getInputProps('lastName')} />
        </SimpleGrid>
        <UserNameInput required {...form.getInputProps('userName')} />
        <PhoneInput label={userTexts.phoneNumber} required {...form.getInputProps('phoneNumber')} />
        <EmailInput required {...form.getInputProps('email')} />
        <NewPasswordInput
          description={`${userTexts.passwordKeep}. ${userTexts.passwordRule}.`}
          {...form.getInputProps('password')}
        />
        <RoleRadios {...form.getInputProps('roleId')} />
        {user.disabled && (
          <Switch
            label={userTexts.active}
            description={userTexts.activeDescription}
            {...form.getInputProps('active', { type: 'checkbox' })}
          />
        )}
        <UnmatchedErrors messages={unmatched} />
        <Button
          type="submit"
          disabled={edit.isPending}
          aria-busy={edit.isPending}
          leftSection={edit.isPending ? <Loader size="xs" color="currentColor" aria-hidden="true" /> : null}
        >
          {edit.isPending ? userTexts.saving : userTexts.save}
        </Button>
      </Stack>
    </form>
  );
}
