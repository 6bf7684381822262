import { ContentSection } from '../components/ContentSection';

export default function AboutPage() {
  return <ContentSection slug="about" heading="About" />;
}
