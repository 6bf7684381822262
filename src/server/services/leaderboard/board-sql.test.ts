import { describe, expect, it } from 'vitest';
import { entriesOf } from './board-sql';

describe('entriesOf', () => {
  it('reads the ranked triples in order, ties sharing a place (1, 2, 2, 4)', () => {
    expect(entriesOf('11,1,30000,12,2,31000,13,3,31000,14,4,45000')).toEqual([
      { id: 11, userId: 1, measure: 30_000, standing: 1 },
      { id: 12, userId: 2, measure: 31_000, standing: 2 },
      { id: 13, userId: 3, measure: 31_000, standing: 2 },
      { id: 14, userId: 4, measure: 45_000, standing: 4 },
    ]);
  });

  it('gives no entries for an empty board', () => {
    expect(entriesOf(null)).toEqual([]);
    expect(entriesOf('')).toEqual([]);
  });
});
