import { shellTexts } from '../../../../shared/messages';
import { ComingSoon } from '../../../components/layout/ComingSoon';

export default function AddUserPage() {
  return <ComingSoon title={shellTexts.addUser} />;
}
