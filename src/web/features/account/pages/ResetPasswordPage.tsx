import { shellTexts } from '../../../../shared/messages';
import { ComingSoon } from '../../../components/layout/ComingSoon';

export default function ResetPasswordPage() {
  return <ComingSoon title={shellTexts.resetPasswordTitle} />;
}
