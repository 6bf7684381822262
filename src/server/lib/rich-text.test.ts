import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './rich-text';

describe('sanitizeRichText', () => {
  it('keeps what the editor makes', () => {
    const html =
      '<h2>Rules</h2><p style="text-align:center">Keep <strong>both</strong> hands on</p><ul><li>one</li></ul>';
    expect(sanitizeRichText(html)).toBe(html);
    expect(sanitizeRichText('<span style="font-size:24px">big</span>')).toBe(
      '<span style="font-size:24px">big</span>',
    );
  });

  it('removes scripts, handlers and javascript: links', () => {
    expect(sanitizeRichText('<p onclick="steal()">hi</p><script>steal()</script>')).toBe('<p>hi</p>');
    expect(sanitizeRichText('<img src=x onerror=alert(1)>')).toBe('');
    expect(sanitizeRichText('<a href="javascript:alert(1)">x</a>')).toBe(
      '<a rel="noopener noreferrer" target="_blank">x</a>',
    );
    expect(sanitizeRichText('<iframe src="https://evil.example"></iframe>')).toBe('');
  });

  it('keeps safe links, opening in a new tab without an opener', () => {
    expect(sanitizeRichText('<a href="https://example.com">site</a>')).toBe(
      '<a href="https://example.com" rel="noopener noreferrer" target="_blank">site</a>',
    );
  });

  it('drops styles outside the editor range', () => {
    expect(sanitizeRichText('<span style="font-size:72px;color:red">x</span>')).toBe('<span>x</span>');
  });
});
