import { describe, expect, it } from 'vitest';
import { addUserHref, competitorFromCreated, prefillFromSearch, readAddedCompetitor } from './new-competitor';

describe('the way from a fruitless search to Add User', () => {
  it("links to Add User with what was typed and the lane's id", () => {
    expect(addUserHref(' Jo Newcomer ', 'lane-1')).toBe('/Referee/AddUser?search=Jo+Newcomer&lane=lane-1');
  });

  it('fills in a name, an e-mail address or a phone number from the search', () => {
    expect(prefillFromSearch('Jo  Van Newcomer')).toEqual({ firstName: 'Jo', lastName: 'Van Newcomer' });
    expect(prefillFromSearch('Jo')).toEqual({ firstName: 'Jo' });
    expect(prefillFromSearch('jo@example.com')).toEqual({ email: 'jo@example.com' });
    expect(prefillFromSearch('0491 570 157')).toEqual({ phoneNumber: '0491 570 157' });
    expect(prefillFromSearch('  ')).toEqual({});
  });

  it('comes back as a competitor with the phone masked, and reads only that back from router state', () => {
    const competitor = competitorFromCreated(
      { id: 41, userName: 'jonew', maskedEmail: 'j•••@example.com' },
      { firstName: ' Jo ', lastName: 'Newcomer', phoneNumber: '0491570157' },
    );
    expect(competitor).toEqual({
      id: 41,
      name: 'Jo Newcomer',
      userName: 'jonew',
      maskedEmail: 'j•••@example.com',
      maskedPhone: '04•• ••• 157',
    });
    expect(readAddedCompetitor({ competitor, laneId: 'lane-1' })).toEqual({ competitor, laneId: 'lane-1' });
    expect(readAddedCompetitor({ competitor: { ...competitor, id: '41' }, laneId: 'lane-1' })).toBeNull();
    expect(readAddedCompetitor(null)).toBeNull();
    expect(readAddedCompetitor({ competitor })).toEqual({ competitor, laneId: null });
  });
});
