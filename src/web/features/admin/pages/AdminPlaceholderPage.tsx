import { ComingSoon } from '../../../components/layout/ComingSoon';
import { SectionCard } from '../components/SectionCard';
import { type AdminSection, sectionByKey } from '../sections';

/** Stands in for an admin screen until it is built, pointing at the rest of its section. */
export default function AdminPlaceholderPage({
  title,
  sectionKey,
}: {
  title: string;
  sectionKey: AdminSection['key'];
}) {
  return (
    <ComingSoon title={title}>
      <SectionCard section={sectionByKey(sectionKey)} />
    </ComingSoon>
  );
}
