import { shellTexts } from '../../../../shared/messages';
import { ComingSoon } from '../../../components/layout/ComingSoon';

export default function MyAccountPage() {
  return <ComingSoon title={shellTexts.navMyAccount} />;
}
