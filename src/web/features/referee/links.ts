import { shellTexts } from '../../../shared/messages';
import { paths } from '../../lib/paths';

export const refereeLinks = [
  {
    to: paths.referee.recordTimes,
    label: shellTexts.recordTimes,
    description: 'Time competitors at your events.',
  },
  {
    to: paths.referee.deleteTimes,
    label: shellTexts.deleteTimes,
    description: 'Remove a time recorded by mistake.',
  },
  { to: paths.referee.addUser, label: shellTexts.addUser, description: 'Sign up a competitor on the spot.' },
] as const;
