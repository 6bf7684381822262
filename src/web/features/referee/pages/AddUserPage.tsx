import { Anchor, Button, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { messages } from '../../../../shared/messages';
import { type RefereeCreateUserBody, refereeCreateUserBody } from '../../../../shared/schemas/referee';
import { FormFailure } from '../../../components/FormFailure';
import { PhoneInput } from '../../../components/PhoneInput';
import { EmailInput, NameInput, PasswordInput, UserNameInput } from '../../../components/UserInputs';
import { errorText, useFormSubmit } from '../../../lib/form-submit';
import { schemaCheck, useCheckedForm } from '../../../lib/forms';
import { paths } from '../../../lib/paths';
import { ToastLines } from '../../../lib/timing/announce';
import { useCreateUser } from '../api/referee';
import { type AddedCompetitor, competitorFromCreated, prefillFromSearch } from '../lib/new-competitor';
import { recordTexts } from '../lib/texts';
import type { RefereePageProps } from '../page-props';

const EMPTY: RefereeCreateUserBody = {
  firstName: '',
  lastName: '',
  userName: '',
  email: '',
  phoneNumber: '',
  password: '',
};

/** The server's schema is the form's check: the same first message per field as a 400 would carry. */
export const validateAddUser = schemaCheck<RefereeCreateUserBody>(refereeCreateUserBody);

/**
 * /Referee/AddUser (docs/spec.md §2, §6, §8): a competitor signed up on the spot. 'Submit', 'Creating' while
 * in flight; 'User Added', or 'Unable to Add User' with the server's error (its field messages also
 * go on the inputs). Reached from a lane's search that found nobody (`?search=…&lane=…`), it fills in
 * what was typed and, once the member is added, goes back to Record Times with them in that lane.
 */
export default function AddUserPage({ title }: RefereePageProps) {
  const create = useCreateUser();
  const [params] = useSearchParams();
  const laneId = params.get('lane');
  const navigate = useNavigate();
  const form = useCheckedForm<RefereeCreateUserBody>({
    initialValues: { ...EMPTY, ...prefillFromSearch(params.get('search') ?? '') },
    validate: validateAddUser,
  });

  const submit = useFormSubmit({
    form,
    save: (values) => create.mutateAsync(refereeCreateUserBody.parse(values)),
    successNotice: (user) => ({ message: <ToastLines lines={[messages.userAdded, user.userName]} /> }),
    onSuccess: (user, values) => {
      if (laneId === null) {
        form.reset();
        return;
      }
      const state: AddedCompetitor = { competitor: competitorFromCreated(user, values), laneId };
      navigate(paths.referee.recordTimes, { state });
    },
    onFailure: (error) =>
      notifications.show({
        color: 'red',
        message: <ToastLines lines={[messages.unableToAddUser, errorText(error)]} />,
      }),
  });

  const field = (name: keyof RefereeCreateUserBody) => ({
    ...form.getInputProps(name),
    required: true,
    withAsterisk: true,
    size: 'lg' as const,
    // The referee types someone else's details: the browser offers none of their own.
    autoComplete: 'off',
  });

  return (
    <Stack gap="lg" maw={520}>
      {laneId !== null && (
        <Anchor
          component={Link}
          to={paths.referee.recordTimes}
          size="sm"
          mih={48}
          style={{ display: 'inline-flex', alignItems: 'center', gap: 4, alignSelf: 'flex-start' }}
        >
          <IconArrowLeft size={14} aria-hidden="true" /> {recordTexts.backToRecordTimes}
        </Anchor>
      )}
      <Title order={1}>{title}</Title>
      {laneId !== null && <Text>{recordTexts.addUserForLane}</Text>}
      <form onSubmit={submit.onSubmit} noValidate aria-label={title}>
        <Stack gap="sm">
          <NameInput label="First name" {...field('firstName')} />
          <NameInput label="Last name" {...field('lastName')} />
          <UserNameInput {...field('userName')} />
          <EmailInput label="E-mail" {...field('email')} />
          <PhoneInput label="Mobile Number" {...field('phoneNumber')} />
          <PasswordInput
            description="8 or more characters with lower and uppercase text, symbols and numbers"
            {...field('password')}
            autoComplete="new-password"
          />
          <FormFailure failure={submit.failure} />
          <Button type="submit" size="lg" disabled={submit.pending} aria-busy={submit.pending}>
            {submit.pending ? 'Creating' : 'Submit'}
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
