import { describe, expect, it } from 'vitest';
import { messages } from '../../../../shared/messages';
import { validateFeedback } from './FeedbackForm';

const filled = { userName: 'Sam', replyTo: 'sam@example.com', comment: 'Great course' };

describe('validateFeedback (docs/spec.md §5)', () => {
  it('asks a guest for name, e-mail and comment', () => {
    expect(validateFeedback({ userName: '', replyTo: '', comment: '' }, true)).toEqual({
      userName: messages.feedbackNameRequired,
      replyTo: messages.emailRequired,
      comment: messages.feedbackCommentRequired,
    });
    expect(validateFeedback(filled, true)).toEqual({});
  });

  it('asks a member for the comment only, and checks a guest e-mail and the 300 limit', () => {
    expect(validateFeedback({ userName: '', replyTo: '', comment: 'Hi' }, false)).toEqual({});
    expect(validateFeedback({ ...filled, replyTo: 'nope' }, true)).toEqual({
      replyTo: messages.accountEmailInvalid,
    });
    expect(validateFeedback({ ...filled, comment: 'x'.repeat(301) }, false)).toEqual({
      comment: messages.feedbackCommentTooLong,
    });
  });
});
