import sanitizeHtml from 'sanitize-html';

/**
 * The only HTML we store: what the rich-text editor produces (docs/spec.md §9: font sizes 8–24), with
 * links forced to open safely. Scripts, event handlers, styles other than font-size and
 * javascript: URLs are removed, so stored XSS is impossible whoever wrote the text.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'h1',
    'h2',
    'h3',
    'h4',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'mark',
    'sub',
    'sup',
    'ul',
    'ol',
    'li',
    'blockquote',
    'code',
    'pre',
    'a',
    'span',
  ],
  allowedAttributes: { a: ['href', 'target', 'rel'], span: ['style'], p: ['style'], '*': [] },
  allowedStyles: {
    '*': {
      'font-size': [/^(?:[89]|1\d|2[0-4])px$/],
      'text-align': [/^(?:left|right|center|justify)$/],
    },
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer', target: '_blank' }),
  },
};

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
