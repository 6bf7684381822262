import { Avatar } from '@mantine/core';
import { IconUser } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { shellTexts } from '../../../shared/messages';
import { myAccountQueryOptions } from '../../api/my-account';
import { paths } from '../../lib/paths';

/**
 * The signed-in member's photo (or the default icon) in the top bar, linking to My Account. Its own
 * chunk: a guest's first load does not carry it. A new photo refreshes it (myAccountKeys).
 */
export default function MemberAvatar() {
  const account = useQuery(myAccountQueryOptions());
  const url = account.data?.current.url ?? null;
  return (
    <Link
      to={paths.myAccount}
      aria-label={shellTexts.navMyAccount}
      data-testid="top-bar-avatar"
      style={{
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        minWidth: 48,
        minHeight: 48,
      }}
    >
      <Avatar src={url} alt="" size={36} radius="xl" color="course" variant="white">
        <IconUser size={20} aria-hidden="true" />
      </Avatar>
    </Link>
  );
}
