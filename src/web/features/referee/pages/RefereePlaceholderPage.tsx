import { ComingSoon } from '../../../components/layout/ComingSoon';
import type { RefereePageProps } from '../routes';

/** Stands in for every referee screen not built yet. */
export default function RefereePlaceholderPage({ title }: RefereePageProps) {
  return <ComingSoon title={title} />;
}
