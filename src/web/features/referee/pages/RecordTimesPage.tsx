import { shellTexts } from '../../../../shared/messages';
import { ComingSoon } from '../../../components/layout/ComingSoon';

export default function RecordTimesPage() {
  return <ComingSoon title={shellTexts.recordTimes} />;
}
