import { ComingSoon } from '../../../components/layout/ComingSoon';
import { SectionCard } from '../components/SectionCard';
import type { AdminPageProps } from '../routes';
import { sectionByKey } from '../sections';

/** Stands in for every admin screen not built yet, pointing at the rest of its section. */
export default function AdminPlaceholderPage({ title, sectionKey }: AdminPageProps) {
  return (
    <ComingSoon title={title}>
      <SectionCard section={sectionByKey(sectionKey)} />
    </ComingSoon>
  );
}
