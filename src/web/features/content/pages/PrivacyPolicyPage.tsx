import { ContentSection } from '../components/ContentSection';

export default function PrivacyPolicyPage() {
  return <ContentSection slug="privacy-policy" heading="Privacy Policy" />;
}
