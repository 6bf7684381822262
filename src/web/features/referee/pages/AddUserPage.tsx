import { Anchor, Button, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { messages } from '../../../../shared/messages';
import { type RefereeCreateUserBody, refereeCreateUserBody } from '../../../../shared/schemas/referee';
import { schemaCheck, showServerFieldErrors, useCheckedForm } from '../../../lib/forms';
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

  const submit = form.onSubmit((values) => {
    if (create.isPending) return;
    create.mutate(refereeCreateUserBody.parse(values), {
      onSuccess: (user) => {
        notifications.show({
          color: 'green',
          message: <ToastLines lines={[messages.userAdded, user.userName]} />,
        });
        if (laneId !== null) {
          const state: AddedCompetitor = { competitor: competitorFromCreated(user, values), laneId };
          navigate(paths.referee.recordTimes, { state });
          return;
        }
        form.reset();
      },
      onError: (error) => {
        showServerFieldErrors(form, error);
        notifications.show({
          color: 'red',
          message: <ToastLines lines={[messages.unableToAddUser, error.message]} />,
        });
      },
    });
  });

  const field = (name: keyof RefereeCreateUserBody) => ({
    ...form.getInputProps(name),
    required: true,
    withAsterisk: true,
    size: 'lg' as const,
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
      <form onSubmit={submit} noValidate aria-label={title}>
        <Stack gap="sm">
          <TextInput label="First name" autoComplete="off" autoCapitalize="words" {...field('firstName')} />
          <TextInput label="Last name" autoComplete="off" autoCapitalize="words" {...field('lastName')} />
          <TextInput
            label="User name"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            {...field('userName')}
          />
          <TextInput
            label="E-mail"
            type="email"
            inputMode="email"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            {...field('email')}
          />
          <TextInput
            label="Mobile Number"
            type="tel"
            inputMode="tel"
            autoComplete="off"
            {...field('phoneNumber')}
          />
          <PasswordInput
            label="Password"
            autoComplete="new-password"
            description="8 or more characters with lower and uppercase text, symbols and numbers"
            {...field('password')}
          />
          <Button type="submit" size="lg" disabled={create.isPending} aria-busy={create.isPending}>
            {create.isPending ? 'Creating' : 'Submit'}
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
