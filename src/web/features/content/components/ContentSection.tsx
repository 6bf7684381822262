import { Stack, Text, Title } from '@mantine/core';
import { messages } from '../../../../shared/messages';
import { useContentBySlug } from '../../../api/content';
import { HtmlContent } from '../../../components/HtmlContent';
import { ErrorCard, LoadingCard } from '../../../components/LoadingCard';

/** A static page: its heading, then each content item of the section, or SPEC's empty text. */
export function ContentSection({ slug, heading }: { slug: string; heading: string }) {
  const content = useContentBySlug(slug);
  let body: React.ReactNode;
  if (content.isPending) body = <LoadingCard />;
  else if (content.isError) body = <ErrorCard error={content.error} onRetry={() => content.refetch()} />;
  else if (content.data.length === 0) body = <Text c="dimmed">{messages.noContent}</Text>;
  else {
    body = content.data.map((item) => (
      <section key={item.id}>
        {item.title && item.title !== heading && (
          <Title order={2} size="h3" mb="xs">
            {item.title}
          </Title>
        )}
        <HtmlContent html={item.copy} />
      </section>
    ));
  }
  return (
    <Stack gap="md">
      <Title order={1}>{heading}</Title>
      {body}
    </Stack>
  );
}
