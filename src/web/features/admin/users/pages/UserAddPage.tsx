import { Button, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type FocusEvent, useRef } from 'react';
import { messages } from '../../../../../shared/messages';
import { createUserBody } from '../../../../../shared/schemas/user-management';
import { FormFailure } from '../../../../components/FormFailure';
import { PhoneInput } from '../../../../components/PhoneInput';
import { EmailInput, NameInput, PasswordInput, UserNameInput } from '../../../../components/UserInputs';
import { errorText, useFormSubmit } from '../../../../lib/form-submit';
import { useCheckedForm } from '../../../../lib/forms';
import type { AdminPageProps } from '../../page-props';
import { useCreateUser } from '../api/users';
import { RoleRadios } from '../components/RoleRadios';
import { type AddUserValues, EMPTY_ADD_USER, toCreateBody, validateAddUser } from '../lib/form-values';
import { suggestUserName } from '../lib/user-name';
import { userTexts } from '../texts';

/**
 * /Admin/UserManagement/Add (docs/spec.md §2 "Add User"). The user name is filled in from the first
 * and last name when either loses focus, until the admin types a user name of their own. 'User Added'
 * on success; the server's field messages (a taken user name or e-mail: 409) go on the inputs.
 */
export default function UserAddPage({ title }: AdminPageProps) {
  const create = useCreateUser();
  const form = useCheckedForm<AddUserValues>({ initialValues: EMPTY_ADD_USER, validate: validateAddUser });
  // True once the admin has typed a user name themselves (and not cleared it again).
  const ownUserName = useRef(false);

  const nameProps = (field: 'firstName' | 'lastName') => {
    const props = form.getInputProps(field);
    return {
      ...props,
      onBlur: (event: FocusEvent<HTMLInputElement>) => {
        props.onBlur?.(event);
        if (ownUserName.current) return;
        const { firstName, lastName } = form.getValues();
        const suggested = suggestUserName(firstName, lastName);
        if (!suggested || suggested === form.getValues().userName) return;
        form.setFieldValue('userName', suggested);
        form.clearFieldError('userName');
      },
    };
  };

  const userNameProps = form.getInputProps('userName');

  const submit = useFormSubmit({
    form,
    save: (values) => create.mutateAsync(createUserBody.parse(toCreateBody(values))),
    successNotice: (user) => ({ title: messages.userAdded, message: user.userName }),
    onSuccess: () => {
      form.reset();
      ownUserName.current = false;
    },
    onFailure: (error) =>
      notifications.show({ color: 'red', title: messages.unableToAddUser, message: errorText(error) }),
  });

  return (
    <Stack gap="lg" maw={640}>
      <Title order={1}>{title}</Title>
      <form onSubmit={submit.onSubmit} noValidate aria-label={title}>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <NameInput label={userTexts.firstName} autoComplete="off" required {...nameProps('firstName')} />
            <NameInput label={userTexts.lastName} autoComplete="off" required {...nameProps('lastName')} />
          </SimpleGrid>
          <TextInput
            label={userTexts.organisation}
            autoComplete="off"
            {...form.getInputProps('organisation')}
          />
          <PhoneInput
            label={userTexts.phoneNumber}
            required
            autoComplete="off"
            {...form.getInputProps('phoneNumber')}
          />
          <UserNameInput
            label={userTexts.userName}
            autoComplete="off"
            required
            description={userTexts.userNameAuto}
            {...userNameProps}
            onChange={(event) => {
              ownUserName.current = event.currentTarget.value !== '';
              userNameProps.onChange(event);
            }}
          />
          <EmailInput label={userTexts.email} autoComplete="off" required {...form.getInputProps('email')} />
          <PasswordInput required description={userTexts.passwordRule} {...form.getInputProps('password')} />
          <RoleRadios {...form.getInputProps('roleId')} />
          <FormFailure failure={submit.failure} title={userTexts.notSaved} />
          <Button type="submit" loading={submit.pending} loaderProps={{ 'aria-label': userTexts.creating }}>
            {userTexts.create}
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
