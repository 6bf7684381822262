import { Button } from '@mantine/core';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { messages, shellTexts } from '../../../../shared/messages';
import { ErrorMessage } from './ErrorMessage';

/**
 * Catches a page that throws while rendering, or a code chunk that no longer exists after a deploy;
 * reloading fetches the new index.html and its chunks.
 */
export default function RouteErrorPage() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <ErrorMessage title={shellTexts.notFoundTitle} text={messages.notFound} />;
  }
  return (
    <ErrorMessage
      title={shellTexts.pageFailedTitle}
      text={shellTexts.pageFailed}
      action={<Button onClick={() => window.location.reload()}>{shellTexts.reloadPage}</Button>}
    />
  );
}
