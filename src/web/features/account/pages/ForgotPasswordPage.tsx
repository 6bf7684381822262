import { shellTexts } from '../../../../shared/messages';
import { ComingSoon } from '../../../components/layout/ComingSoon';

export default function ForgotPasswordPage() {
  return <ComingSoon title={shellTexts.forgotPasswordTitle} />;
}
