/**
 * An icon catalogue (/ui/icons/{set}, issue 14): the set's names from the demo API (GET /api/ui/icons/{set}), searchable
 * as you type. The Heroicons sets show their pictures (the library the app draws with, loaded with the page); the
 * Feather and Material sets are listed by name, and the page says so.
 */
import { Trans, useLingui } from '@lingui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { lazy, Suspense, useId, type ComponentType } from 'react';
import { isIconSet, type IconSet } from '../../../machines/demo/icons/get-icon-catalogue';
import {
  iconCatalogueMachine,
  MAX_QUERY,
  selectCatalogue,
  selectFailure,
  selectIsLoading,
  selectQuery,
  selectTotal,
  selectVisibleIcons,
  type IconCatalogueRef,
} from '../../../machines/demo/icons/icon-catalogue.machine';
import { selectPath } from '../../../machines/nav.machine';
import type { SessionRef } from '../../../machines/session.machine';
import { useNavRef } from '../../app-actor';
import { demoNavMessages } from '../demo-nav-titles';
import { ErrorPage } from '../../pages/error-page';
import * as page from '../../sections/section-page.css';
import { button } from '../../theme/recipes/button.css';
import { glyphLoaders, type Glyphs } from './heroicons-glyphs';
import * as css from './icons-page.css';

const titles: Record<IconSet, string> = {
  feather: 'nav.demo.icons.feather',
  'heroicons-outline': 'nav.demo.icons.heroiconsOutline',
  'heroicons-solid': 'nav.demo.icons.heroiconsSolid',
  'heroicons-mini': 'nav.demo.icons.heroiconsMini',
  'material-solid': 'nav.demo.icons.materialSolid',
  'material-outline': 'nav.demo.icons.materialOutline',
  'material-twotone': 'nav.demo.icons.materialTwotone',
};

/** The most names drawn at once; the search narrows the rest. */
const SHOWN = 400;

interface GridProps {
  names: readonly string[];
  mini: boolean;
  glyphs?: Glyphs;
}

function IconGrid({ names, mini, glyphs }: GridProps) {
  return (
    <ul className={css.grid}>
      {names.map((name) => {
        const Glyph = glyphs?.(name);
        return (
          <li key={name} className={css.item}>
            {Glyph ? <Glyph className={mini ? css.glyphMini : css.glyph} aria-hidden="true" focusable="false" /> : null}
            <span className={css.name}>{name}</span>
          </li>
        );
      })}
    </ul>
  );
}

// One lazily loaded grid per Heroicons set: its pictures arrive with the page, and the names show meanwhile.
const pictureGrids: Partial<Record<IconSet, ComponentType<GridProps>>> = Object.fromEntries(
  Object.entries(glyphLoaders).map(([set, load]) => [set, lazy(() => load().then((glyphs) => ({ default: (props: GridProps) => <IconGrid {...props} glyphs={glyphs} /> })))]),
);

export default function IconsPage(_: { sessionRef: SessionRef }) {
  const navRef = useNavRef();
  const path = useSelector(navRef!, selectPath);
  const set = path.split('/')[3] ?? '';
  if (!isIconSet(set)) return <ErrorPage status={404} />;
  return <Catalogue key={set} set={set} />;
}

function Catalogue({ set }: { set: IconSet }) {
  const { i18n } = useLingui();
  const ref = useActorRef(iconCatalogueMachine, { input: { set } });
  const title = i18n._(demoNavMessages[titles[set]]!);
  return (
    <>
      <header className={page.header}>
        <p className={page.eyebrow}>
          <Trans id="demo.icons.eyebrow" message="Icon catalogue" />
        </p>
        <h1 className={page.title}>{title}</h1>
        <p className={css.note}>
          {set in glyphLoaders ? (
            <Trans id="demo.icons.note.pictures" message="The Heroicons set this app draws its own icons with. Type to find an icon by its name." />
          ) : (
            <Trans id="demo.icons.note.names" message="This catalogue lists the names of the set; its pictures are not bundled with this app. Type to find a name." />
          )}
        </p>
      </header>
      <CatalogueBody catalogueRef={ref} set={set} />
    </>
  );
}

function CatalogueBody({ catalogueRef, set }: { catalogueRef: IconCatalogueRef; set: IconSet }) {
  const { i18n } = useLingui();
  const inputId = useId();
  const query = useSelector(catalogueRef, selectQuery);
  const loading = useSelector(catalogueRef, selectIsLoading);
  const failure = useSelector(catalogueRef, selectFailure);
  const catalogue = useSelector(catalogueRef, selectCatalogue);
  const total = useSelector(catalogueRef, selectTotal);
  const visible = useSelector(catalogueRef, selectVisibleIcons, (a, b) => a.length === b.length && a.every((n, i) => n === b[i]));
  const canRetry = useSelector(catalogueRef, (s) => s.can({ type: 'icons.retry' }));
  const shown = visible.slice(0, SHOWN);
  const Pictures = pictureGrids[set];
  const mini = set === 'heroicons-mini';
  return (
    <>
      <div className={css.search}>
        <label className={css.label} htmlFor={inputId}>
          <Trans id="demo.icons.search" message="Search icons" />
        </label>
        <input
          id={inputId}
          className={css.control}
          type="search"
          value={query}
          maxLength={MAX_QUERY}
          autoComplete="off"
          onChange={(event) => catalogueRef.send({ type: 'icons.query.change', value: event.target.value })}
        />
      </div>
      {failure !== null ? (
        <div className={`${page.card} ${css.failure}`} role="alert">
          <p>
            {failure === 'offline' ? (
              <Trans id="demo.icons.failure.offline" message="No Internet Connection: the catalogue could not be loaded." />
            ) : failure === 'malformed' ? (
              <Trans id="demo.icons.failure.malformed" message="The catalogue's answer could not be read." />
            ) : (
              <Trans id="demo.icons.failure" message="The catalogue could not be loaded." />
            )}
          </p>
          {canRetry ? (
            <button type="button" className={button()} onClick={() => catalogueRef.send({ type: 'icons.retry' })}>
              <Trans id="demo.icons.retry" message="Try again" />
            </button>
          ) : null}
        </div>
      ) : loading ? (
        <p className={css.count} role="status">
          <Trans id="demo.icons.loading" message="Loading the catalogue…" />
        </p>
      ) : catalogue ? (
        <>
          <p className={css.count} role="status">
            {visible.length > shown.length
              ? i18n._({ id: 'demo.icons.countFirst', message: 'Showing the first {shown} of {matching} matching icons ({total} in the set)', values: { shown: shown.length, matching: visible.length, total } })
              : i18n._({ id: 'demo.icons.count', message: '{matching, plural, =0 {No icon matches} one {# icon} other {# icons}} of {total}', values: { matching: visible.length, total } })}
          </p>
          {Pictures ? (
            <Suspense fallback={<IconGrid names={shown} mini={mini} />}>
              <Pictures names={shown} mini={mini} />
            </Suspense>
          ) : (
            <IconGrid names={shown} mini={mini} />
          )}
        </>
      ) : null}
    </>
  );
}
