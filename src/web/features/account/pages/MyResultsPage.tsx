import { shellTexts } from '../../../../shared/messages';
import { ComingSoon } from '../../../components/layout/ComingSoon';

export default function MyResultsPage() {
  return <ComingSoon title={shellTexts.navMyResults} />;
}
