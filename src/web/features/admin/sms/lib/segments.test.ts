import { describe, expect, it } from 'vitest';
import {
  confirmQuestion,
  costText,
  counterText,
  messagesEachText,
  messagesInAllText,
  queuedText,
  unicodeNote,
} from '../texts';
import { estimateSms } from './segments';

describe('estimateSms', () => {
  it('counts plain text out of 160, then out of the parts it takes', () => {
    expect(estimateSms('', 10)).toMatchObject({ units: 0, parts: 0, capacity: 160, cost: 0 });
    expect(estimateSms('x'.repeat(160), 1)).toMatchObject({ parts: 1, capacity: 160, cost: 0.06 });
    expect(estimateSms('x'.repeat(161), 100)).toMatchObject({ parts: 2, capacity: 306, cost: 11 });
  });

  it('counts an emoji text as Unicode: 103 characters and an emoji are 2 messages', () => {
    expect(estimateSms(`${'x'.repeat(103)}😀`, 3)).toMatchObject({
      encoding: 'UCS-2',
      units: 105,
      parts: 2,
      capacity: 134,
      cost: 0.33,
    });
  });

  it('counts what is sent (trimmed), and has no cost before the recipients are counted', () => {
    expect(estimateSms('  hi  ', undefined)).toMatchObject({ units: 2, parts: 1, cost: null });
  });
});

describe('texts', () => {
  it('names the counts and the cost', () => {
    expect(counterText(105, 134)).toBe('105 / 134');
    expect(messagesEachText(2)).toBe('2 messages per recipient');
    expect(messagesInAllText(2, 1200)).toBe('2 messages per recipient, 2,400 in all');
    expect(messagesInAllText(1, 1)).toBe('1 message per recipient, 1 in all');
    expect(costText(11)).toBe('Estimated cost $11.00');
    expect(confirmQuestion(1)).toBe('Send to 1 recipient?');
    expect(confirmQuestion(1200)).toBe('Send to 1,200 recipients?');
    expect(queuedText(3)).toBe('Queued for 3 recipients. They are sent in the next moments.');
    expect(unicodeNote).toMatch(/^Unicode: 70 characters per message, 67 per part/);
  });
});
