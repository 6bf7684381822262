import { Typography } from '@mantine/core';

/**
 * Renders rich text that the server has already sanitised (sanitize-html on save), so injecting it
 * is safe; never pass HTML from any other source. Marked as the club's own words (`data-club-content`,
 * as are its text messages), which the app's word check (e2e/one-word.spec.ts) leaves alone.
 */
export function HtmlContent({ html, className }: { html: string; className?: string }) {
  return (
    <Typography
      className={className}
      data-club-content
      style={{ overflowWrap: 'anywhere' }}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: server-sanitised HTML (see comment above)
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
