import { Stack, Title } from '@mantine/core';
import { messages } from '../../../../shared/messages';
import { useContentBySlug } from '../../../api/content';
import { HtmlContent } from '../../../components/HtmlContent';
import { QueryState } from '../../../components/QueryState';

/** A static page: its heading, then each content item of the section, or SPEC's empty text. */
export function ContentSection({ slug, heading }: { slug: string; heading: string }) {
  const content = useContentBySlug(slug);
  return (
    <Stack gap="md">
      <Title order={1}>{heading}</Title>
      <QueryState query={content} empty={messages.noContent}>
        {(items) =>
          items.map((item) => (
            <section key={item.id}>
              {item.title && item.title !== heading && (
                <Title order={2} size="h3" mb="xs">
                  {item.title}
                </Title>
              )}
              <HtmlContent html={item.copy} />
            </section>
          ))
        }
      </QueryState>
    </Stack>
  );
}
