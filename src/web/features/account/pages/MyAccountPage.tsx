import { SimpleGrid, Stack, Title } from '@mantine/core';
import { QueryState } from '../../../components/QueryState';
import { useMyAccount } from '../api/my-account';
import { AccountDetailsForm } from '../components/AccountDetailsForm';
import { LocationSubscriptions } from '../components/LocationSubscriptions';
import { PhoneConfirmation } from '../components/PhoneConfirmation';
import { ProfilePhoto } from '../components/ProfilePhoto';
import { accountTexts } from '../lib/texts';

/**
 * /Account/MyAccount (docs/spec.md §2, §6, §7): the phone confirmation while the number is unconfirmed, the
 * profile photo, the details and notification choices, and SMS updates by location.
 */
export default function MyAccountPage() {
  const account = useMyAccount();
  return (
    <Stack gap="lg">
      <Title order={1}>{accountTexts.myAccountTitle}</Title>
      <QueryState query={account} loading="Loading your account…">
        {(data) => (
          <Stack gap="lg">
            {data.phoneNumber && !data.phoneNumberConfirmed && (
              <PhoneConfirmation phoneNumber={data.phoneNumber} retryAt={data.phoneCodeRetryAt} />
            )}
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
              <Stack gap="lg">
                <ProfilePhoto url={data.current.url} userName={data.userName} />
                <LocationSubscriptions smsReady={data.smsNotifications && data.phoneNumberConfirmed} />
              </Stack>
              <AccountDetailsForm key={data.id} account={data} />
            </SimpleGrid>
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
