import { Card, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { messages } from '../../../../shared/messages';
import { useContentBySlug } from '../../../api/content';
import { HtmlContent } from '../../../components/HtmlContent';
import { useSession } from '../../../lib/session';
import { FeedbackForm } from '../components/FeedbackForm';

export default function FeedbackPage() {
  const { isLoggedIn } = useSession();
  const intro = useContentBySlug('feedback');
  const [sent, setSent] = useState(false);

  return (
    <Stack gap="md" maw={640}>
      <Title order={1}>Feedback</Title>
      {intro.data?.map((item) => (
        <HtmlContent key={item.id} html={item.copy} />
      ))}
      <Card withBorder radius="md" padding="lg">
        {sent ? (
          <Text c="course.8" fw={500} role="status">
            {messages.feedbackThanks}
          </Text>
        ) : (
          <FeedbackForm
            isGuest={!isLoggedIn}
            onSent={() => {
              notifications.show({ color: 'green', message: messages.feedbackSubmitted });
              setSent(true);
            }}
          />
        )}
      </Card>
    </Stack>
  );
}
