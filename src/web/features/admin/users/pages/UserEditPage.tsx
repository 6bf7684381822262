import { Button, Loader, SimpleGrid, Stack, Switch, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useNavigate } from 'react-router';
import { messages } from '../../../../../shared/messages';
import { editUserBody, type UserDetail } from '../../../../../shared/schemas/user-management';
import { FormFailure } from '../../../../components/FormFailure';
import { PhoneInput } from '../../../../components/PhoneInput';
import { QueryState } from '../../../../components/QueryState';
import { EmailInput, NameInput, PasswordInput, UserNameInput } from '../../../../components/UserInputs';
import { errorText, useFormSubmit } from '../../../../lib/form-submit';
import { useCheckedForm } from '../../../../lib/forms';
import { paths } from '../../../../lib/paths';
import { useIdParam } from '../../../../lib/route-id';
import type { AdminPageProps } from '../../page-props';
import { useEditUser, useUser } from '../api/users';
import { RoleRadios } from '../components/RoleRadios';
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
  const form = useCheckedForm<EditUserValues>({
    initialValues: editValuesOf(user),
    validate: validateEditUser(user),
  });

  const submit = useFormSubmit({
    form,
    save: (values) => edit.mutateAsync(editUserBody.parse(toEditBody(user, values))),
    successNotice: (saved) => ({ title: messages.userUpdated, message: saved.userName }),
    onSuccess: (saved) => navigate(paths.admin.users.single(saved.id)),
    onFailure: (error) =>
      notifications.show({ color: 'red', title: userTexts.notSaved, message: errorText(error) }),
  });

  // The admin types someone else's details: the browser offers none of their own.
  const field = (name: 'firstName' | 'lastName' | 'userName' | 'phoneNumber' | 'email') => ({
    autoComplete: 'off',
    ...form.getInputProps(name),
  });

  return (
    <form onSubmit={submit.onSubmit} noValidate aria-label={title}>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <NameInput label={userTexts.firstName} {...field('firstName')} />
          <NameInput label={userTexts.lastName} {...field('lastName')} />
        </SimpleGrid>
        <UserNameInput label={userTexts.userName} required {...field('userName')} />
        <PhoneInput label={userTexts.phoneNumber} required {...field('phoneNumber')} />
        <EmailInput label={userTexts.email} required {...field('email')} />
        <PasswordInput
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
        <FormFailure failure={submit.failure} title={userTexts.notSaved} />
        <Button
          type="submit"
          disabled={submit.pending}
          aria-busy={submit.pending}
          leftSection={submit.pending ? <Loader size="xs" color="currentColor" aria-hidden="true" /> : null}
        >
          {submit.pending ? userTexts.saving : userTexts.save}
        </Button>
      </Stack>
    </form>
  );
}
