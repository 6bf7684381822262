import { describe, expect, it } from 'vitest';
import { offsetText, runText } from './texts';

describe('two-phone gate texts', () => {
  it('signs the offset and rounds it and its uncertainty to a tenth of a ms', () => {
    expect(offsetText(12.34, 1.55)).toBe('Clock offset +12.3 ms ± 1.6 ms');
    expect(offsetText(-93_712.46, 0.5)).toBe('Clock offset −93712.5 ms ± 0.5 ms');
  });

  it('shows the run as the stopwatch does, its uncertainty rounded up', () => {
    expect(runText(65_430, 6.2)).toBe('Run 1:05.43 ± 7 ms');
  });
});
