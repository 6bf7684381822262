import { Typography } from '@mantine/core';

/**
 * Renders rich text that the server has already sanitised (sanitize-html on save), so injecting it
 * is safe; never pass HTML from any other source.
 */
export function HtmlContent({ html, className }: { html: string; className?: string }) {
  return (
    <Typography
      className={className}
      style={{ overflowWrap: 'anywhere' }}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: server-sanitised HTML (see comment above)
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
