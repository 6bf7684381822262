import { describe, expect, it } from 'vitest';
import { htmlToText } from './html-text';

describe('htmlToText', () => {
  it('turns paragraphs, breaks and list items into lines and drops the tags', () => {
    const html =
      '<h2>Race day</h2><p>Bring <strong>water</strong>,<br>and a hat.</p><ul><li>Heats at 9</li><li>Finals at 2</li></ul><p></p>';
    expect(htmlToText(html)).toBe('Race day\nBring water,\nand a hat.\n\n• Heats at 9\n• Finals at 2');
  });

  it('decodes entities, named and numeric', () => {
    expect(
      htmlToText('<p>Fish &amp; chips &lt;3 &quot;yes&quot; &#39;ok&#39; &#x1F3C3; caf&eacute;&nbsp;x</p>'),
    ).toBe('Fish & chips <3 "yes" \'ok\' 🏃 caf&eacute; x');
  });

  it('is plain text for text', () => {
    expect(htmlToText('just words')).toBe('just words');
    expect(htmlToText('')).toBe('');
  });
});
