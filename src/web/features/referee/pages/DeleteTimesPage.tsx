import { shellTexts } from '../../../../shared/messages';
import { ComingSoon } from '../../../components/layout/ComingSoon';

export default function DeleteTimesPage() {
  return <ComingSoon title={shellTexts.deleteTimes} />;
}
