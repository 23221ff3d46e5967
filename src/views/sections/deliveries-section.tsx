import { SectionPlaceholder } from './section-page';

export default function Section() {
  return <SectionPlaceholder section="deliveries" />;
}
