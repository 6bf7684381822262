import { messages, shellTexts } from '../../../../shared/messages';
import { ErrorMessage } from './ErrorMessage';

export default function UnauthorizedPage() {
  return <ErrorMessage title={shellTexts.unauthorizedTitle} text={messages.unauthorized} />;
}
