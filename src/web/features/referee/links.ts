import { shellTexts } from '../../../shared/messages';

export const refereeLinks = [
  {
    to: '/Referee/RecordTimes',
    label: shellTexts.recordTimes,
    description: 'Time competitors at your events.',
  },
  {
    to: '/Referee/DeleteTimes',
    label: shellTexts.deleteTimes,
    description: 'Remove a time recorded by mistake.',
  },
  { to: '/Referee/AddUser', label: shellTexts.addUser, description: 'Sign up a competitor on the spot.' },
] as const;
