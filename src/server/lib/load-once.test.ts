import { describe, expect, it } from 'vitest';
import { loadOnce } from './load-once';

describe('loadOnce', () => {
  it('loads at the first call and answers every later call from that load', async () => {
    let loads = 0;
    const load = loadOnce(async () => {
      loads += 1;
      return { loaded: loads };
    });
    expect(loads).toBe(0);
    const [first, second] = await Promise.all([load(), load()]);
    expect(await load()).toBe(first);
    expect(second).toBe(first);
    expect(loads).toBe(1);
  });

  it('loads again after a failure', async () => {
    let loads = 0;
    const load = loadOnce(async () => {
      loads += 1;
      if (loads === 1) throw new Error('not there yet');
      return 'there';
    });
    await expect(load()).rejects.toThrow('not there yet');
    expect(await load()).toBe('there');
    expect(await load()).toBe('there');
    expect(loads).toBe(2);
  });
});
