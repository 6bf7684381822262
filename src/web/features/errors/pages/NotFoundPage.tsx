import { messages, shellTexts } from '../../../../shared/messages';
import { ErrorMessage } from './ErrorMessage';

export default function NotFoundPage() {
  return <ErrorMessage title={shellTexts.notFoundTitle} text={messages.notFound} />;
}
