import { InAppLink } from '../../kit/in-app-link';
import { useLingui } from '@lingui/react';
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import type { Unit, UnitInput } from '../../../domain/inventory-config';
import type { CreateFlowRef } from '../../../machines/kit/create-flow.machine';
import type { ListRef } from '../../../machines/kit/list.machine';
import { recordIdFromPath } from '../../../machines/kit/record-address';
import type { RecordRef } from '../../../machines/kit/record.machine';
import { categoryTreeId, categoryTreeLogic } from '../../../machines/sections/inventory-configuration/category-tree';
import type { CategoryTreeRef } from '../../../machines/sections/inventory-configuration/category-tree.machine';
import { inventorySettingsId, inventorySettingsLogic } from '../../../machines/sections/inventory-configuration/inventory-settings';
import type { InventorySettingsRef } from '../../../machines/sections/inventory-configuration/inventory-settings.machine';
import {
  categoriesPath,
  inventoryConfigurationPath,
  settingsPath,
  unitCreateFlow,
  unitsListId,
  unitsListLogic,
  unitsPath,
  unitsSection,
} from '../../../machines/sections/inventory-configuration/units';
import type { SessionRef } from '../../../machines/session.machine';
import { FormatProvider } from '../../kit/format-context';
import type { RecordActorOf } from '../../kit/record-view';
import { useNavRef } from '../../app-actor';
import { ErrorPage } from '../../pages/error-page';
import { SectionLoading } from '../../ui/lazy-section';
import * as page from '../section-page.css';
import { useListPreferences } from '../use-list-preferences';
import { useSectionActor } from '../use-section-actor';
import { useSectionDeps } from '../use-section-deps';
import { CategoryTreeView } from './category-tree-view';
import * as css from './inventory-config.css';
import { configTexts } from './inventory-config-texts';
import { InventorySettingsView } from './inventory-settings-view';
import { UnitCreate, UnitDetail, UnitsListView } from './units-views';

type Part = 'units' | 'categories' | 'settings';
const parts: readonly { part: Part; path: string; title: keyof typeof configTexts }[] = [
  { part: 'units', path: unitsPath, title: 'units' },
  { part: 'categories', path: categoriesPath, title: 'categories' },
  { part: 'settings', path: settingsPath, title: 'settings' },
];

/** Which part an address shows: the base path is the units. */
function partOf(path: string): Part | null {
  if (path === inventoryConfigurationPath || path === `${inventoryConfigurationPath}/`) return 'units';
  const found = parts.find((p) => path === p.path || path.startsWith(`${p.path}/`));
  return found ? found.part : null;
}

/** Inventory configuration (/admin/inventory-configuration): units of measure, the category tree, costing and stock. */
export default function InventoryConfigurationPage({ sessionRef }: { sessionRef: SessionRef }) {
  const { i18n } = useLingui();
  const { path, navigate, deps } = useSectionDeps(sessionRef);
  const { config, currency } = deps;
  const part = partOf(path);
  const navRef = useNavRef();
  const atBase = path === inventoryConfigurationPath || path === `${inventoryConfigurationPath}/`;
  // The base address is the units' list: the address says so (the list's query lives in it).
  useEffect(() => {
    if (atBase) navRef?.send({ type: 'nav.navigate', to: unitsPath, replace: true });
  }, [atBase, navRef]);
  const unitsRest = path.startsWith(unitsPath) ? path.slice(unitsPath.length) : '';
  const unitId = part === 'units' ? recordIdFromPath(path, unitsPath) : null;
  const creating = part === 'units' && unitsRest === '/new';

  const preferences = useListPreferences(sessionRef, 'units');
  const listRef = useSectionActor<ListRef<Unit>>(sessionRef, part === 'units' ? unitsListId : null, () => ({
    logic: unitsListLogic(config, preferences.save),
    input: { preferences: preferences.initial },
  }));
  const section = unitsSection(deps);
  const flowRef = useSectionActor<CreateFlowRef<UnitInput, Unit>>(sessionRef, creating ? section.ids.create : null, () => ({
    logic: unitCreateFlow(deps),
    input: { draft: section.draft(section.ids.newDraft) },
  }));
  const recordRef = useSectionActor<RecordRef<Unit, UnitInput>>(sessionRef, unitId !== null ? section.ids.record : null, () => ({
    logic: section.record(),
    input: { id: unitId },
  }));
  const openId = useSelector(recordRef, (s) => (s ? s.context.id : null));
  const treeRef = useSectionActor<CategoryTreeRef>(sessionRef, part === 'categories' ? categoryTreeId : null, () => ({ logic: categoryTreeLogic(config) }));
  const settingsRef = useSectionActor<InventorySettingsRef>(sessionRef, part === 'settings' ? inventorySettingsId : null, () => ({ logic: inventorySettingsLogic(config) }));

  let content = <SectionLoading />;
  const exact = path === unitsPath;
  if (part === null) return <ErrorPage status={404} />;
  if (part === 'units') {
    if (!atBase && !exact && !creating && unitId === null) return <ErrorPage status={404} />;
    if (exact && listRef) content = <UnitsListView listRef={listRef} onNavigate={navigate} />;
    else if (creating && flowRef) content = <UnitCreate flowRef={flowRef} />;
    else if (unitId !== null && recordRef && openId === unitId) content = <UnitDetail recordRef={recordRef as unknown as RecordActorOf<Unit>} onNavigate={navigate} />;
  } else if (part === 'categories') {
    if (path !== categoriesPath) return <ErrorPage status={404} />;
    if (treeRef) content = <CategoryTreeView treeRef={treeRef} />;
  } else if (part === 'settings') {
    if (path !== settingsPath) return <ErrorPage status={404} />;
    if (settingsRef) content = <InventorySettingsView settingsRef={settingsRef} />;
  }
  return (
    <FormatProvider currency={currency}>
      <header className={page.header}>
        <h1 className={page.title}>{i18n._(configTexts.title)}</h1>
      </header>
      <nav aria-label={i18n._(configTexts.parts)} className={css.tabs}>
        {parts.map((p) => (
          <InAppLink key={p.part} to={p.path} className={css.tab} current={part === p.part} onNavigate={navigate}>
            {i18n._(configTexts[p.title])}
          </InAppLink>
        ))}
      </nav>
      {content}
    </FormatProvider>
  );
}
