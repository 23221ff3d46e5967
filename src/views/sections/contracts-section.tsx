import { useLingui } from '@lingui/react';
import { Permission as P } from '../../config/permissions';
import type { SessionRef } from '../../machines/session.machine';
import { lazySection } from '../ui/lazy-section';
import { SectionIndex } from './section-index';
import { SectionItems, type SectionItem } from './section-items';
import { sectionTitles } from './section-titles';

const items: readonly SectionItem[] = [
  { segment: 'services', title: 'nav.services', permission: P.ServiceContracts, Page: lazySection(() => import('./contracts/contracts-page')) },
  { segment: 'plans', title: 'nav.plans', permission: P.ServiceContracts, Page: lazySection(() => import('./contracts/plans-page')) },
];

/** Contracts (/contracts): service contracts at /contracts/services and their catalog of plans at /contracts/plans. */
export default function Section({ sessionRef }: { sessionRef: SessionRef }) {
  const { i18n } = useLingui();
  return (
    <SectionItems
      base="/contracts"
      items={items}
      sessionRef={sessionRef}
      index={<SectionIndex base="/contracts" title={i18n._(sectionTitles.contracts)} items={items} />}
    />
  );
}
