import { Alert, Anchor, Container, Paper, Text, Title } from '@mantine/core';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { shellTexts } from '../../../../shared/messages';
import type { Session } from '../../../../shared/schemas/auth';
import { LoginForm } from '../../../components/LoginForm';
import { paths } from '../../../lib/paths';
import { destinationAfterLogin } from '../../../lib/return-url';
import { useSessionEnded } from '../../../lib/session';

/** /Account/Login: guards send ?returnUrl=…; the top bar's Login link passes the page it was clicked on as state. */
export default function LoginPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const cameFrom = (location.state as { from?: string } | null)?.from;
  const sessionEnded = useSessionEnded();

  const onSuccess = (session: Session) => {
    void navigate(destinationAfterLogin(session, params.get('returnUrl'), cameFrom), { replace: true });
  };

  return (
    <Container size={440} px={0}>
      <Title order={1} mb="md">
        {shellTexts.loginTitle}
      </Title>
      {sessionEnded && (
        <Alert color="blue" mb="md" role="status">
          {shellTexts.sessionEnded}
        </Alert>
      )}
      <Paper withBorder p="lg" shadow="xs">
        <LoginForm onSuccess={onSuccess} />
      </Paper>
      <Text mt="md" size="sm">
        {shellTexts.noAccountYet}{' '}
        <Anchor component={Link} to={paths.signUp}>
          {shellTexts.signUp}
        </Anchor>
      </Text>
    </Container>
  );
}
