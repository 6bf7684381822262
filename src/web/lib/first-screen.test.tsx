import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useFirstScreenCount } from './first-screen';

afterEach(cleanup);

function Cards({ names, first }: { names: string[]; first: number }) {
  const shown = useFirstScreenCount(names.length, first);
  return (
    <ul>
      {names.slice(0, shown).map((name) => (
        <li key={name}>{name}</li>
      ))}
    </ul>
  );
}

describe('useFirstScreenCount', () => {
  it('commits the first screen alone, then every item', async () => {
    render(<Cards names={['Bondi', 'Manly', 'Coogee']} first={1} />);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Bondi']);
    expect(await screen.findByText('Coogee')).toBeDefined();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Bondi',
      'Manly',
      'Coogee',
    ]);
  });

  it('shows a list shorter than the first screen whole at once', () => {
    render(<Cards names={['Bondi']} first={2} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
  });
});
