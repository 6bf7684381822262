import { Center, Loader, VisuallyHidden } from '@mantine/core';
import { shellTexts } from '../../../shared/messages';

/** Shown while a page's code chunk loads. */
export function PageLoader() {
  return (
    <Center py="xl" role="status">
      <Loader aria-hidden />
      <VisuallyHidden>{shellTexts.loadingPage}</VisuallyHidden>
    </Center>
  );
}
