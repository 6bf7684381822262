import { describe, expect, it } from 'vitest';
import { confirmQuestion, costText, messagesEachText } from '../texts';
import { estimatedCost, messagesPerRecipient } from './segments';

describe('messagesPerRecipient', () => {
  it('counts 160-character messages, rounding up, and none for an empty text', () => {
    expect(messagesPerRecipient(0)).toBe(0);
    expect(messagesPerRecipient(1)).toBe(1);
    expect(messagesPerRecipient(160)).toBe(1);
    expect(messagesPerRecipient(161)).toBe(2);
    expect(messagesPerRecipient(1600)).toBe(10);
  });
});

describe('estimatedCost', () => {
  it('charges $0.055 per message per recipient, to the cent', () => {
    expect(estimatedCost(0, 100)).toBe(0);
    expect(estimatedCost(150, 1)).toBe(0.06);
    expect(estimatedCost(161, 100)).toBe(11);
    expect(costText(11)).toBe('Estimated cost $11.00');
  });
});

describe('texts', () => {
  it('names the count in the confirmation, singular for one', () => {
    expect(confirmQuestion(1)).toBe('Send to 1 recipient?');
    expect(confirmQuestion(1200)).toBe('Send to 1,200 recipients?');
    expect(messagesEachText(2)).toBe('2 messages per recipient');
  });
});
