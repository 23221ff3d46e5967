import { useLingui } from '@lingui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { Component, createContext, useContext, type ComponentType, type ReactNode } from 'react';
import {
  chunkLoaderMachine,
  selectChunkFailure,
  selectChunkModule,
  type ChunkLoaderRef,
} from '../../machines/chunk-loader.machine';
import { canReloadForChunk, classifyFailure, listenToConnection, reloadForChunk } from '../../machines/effects/chunk-loading';
import { secondaryButton } from '../theme/recipes/button-classes.css';
import * as css from '../sections/section-page.css';
import * as own from './lazy-section.css';

/**
 * A lazily loaded section. Its chunk loader machine decides (issue 11 fault 2, N7): offline or on a network error the
 * section shows its error with Retry and loads by itself when the connection returns, never a reload; a replaced
 * chunk (404, an HTML fallback) reloads the page once within the cooldown, then shows the error with Reload.
 */
export function lazySection<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): ComponentType<P> {
  // Once loaded, later mounts (coming back to the section) show it at once.
  let loaded: { default: ComponentType<P> } | null = null;
  const machine = chunkLoaderMachine.provide({
    actors: { classifyFailure, listenToConnection },
    guards: { canReload: () => canReloadForChunk(Date.now()) },
    actions: {
      rememberModule: (_, params) => {
        loaded = params.module as { default: ComponentType<P> };
      },
      reloadPage: () => reloadForChunk(Date.now()),
    },
  });
  function LazySection(props: P) {
    const chunkRef = useActorRef(machine, { input: { load, loaded } });
    const module = useSelector(chunkRef, selectChunkModule) as { default: ComponentType<P> } | null;
    if (module) {
      const Section = module.default;
      return <Section {...props} />;
    }
    return <ChunkState chunkRef={chunkRef} />;
  }
  return LazySection;
}

/** The page's title while its code loads (an area's item names it: "Customers: Loading…"). */
export const LoadingTitle = createContext<string | undefined>(undefined);

/** The loading placeholder, or the section's error with the action its loader offers. */
function ChunkState({ chunkRef }: { chunkRef: ChunkLoaderRef }) {
  const { i18n } = useLingui();
  const failure = useSelector(chunkRef, selectChunkFailure);
  const canRetry = useSelector(chunkRef, (s) => s.can({ type: 'chunk.retry' }));
  const canReload = useSelector(chunkRef, (s) => s.can({ type: 'chunk.reload' }));
  if (failure === null) return <SectionLoading />;
  return (
    <div className={css.later} role="alert">
      <div className={own.failure}>
        {failure === 'offline' ? (
          <>
            <h1 className={own.failureTitle}>
              {i18n._({ id: 'section.offline.title', message: 'This section could not be loaded' })}
            </h1>
            <p>
              {i18n._({ id: 'section.offline.text', message: 'You seem to be offline. It opens by itself when the connection returns.' })}
            </p>
          </>
        ) : (
          <p>
            {i18n._({ id: 'section.failed', message: 'This section could not be displayed.' })}
          </p>
        )}
        {failure === 'offline' && canRetry ? (
          <button type="button" className={secondaryButton} onClick={() => chunkRef.send({ type: 'chunk.retry' })}>
            {i18n._({ id: 'section.retry', message: 'Retry' })}
          </button>
        ) : null}
        {failure === 'replaced' && canReload ? (
          <button type="button" className={secondaryButton} onClick={() => chunkRef.send({ type: 'chunk.reload' })}>
            {i18n._({ id: 'section.reload', message: 'Reload' })}
          </button>
        ) : null}
      </div>
    </div>
  );
}

/** Keeps a failing section from taking the shell down: only the section shows the fallback (N8). */
export class SectionBoundary extends Component<{ children: ReactNode; resetKey: string }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('Section failed to render', error);
  }

  override componentDidUpdate(previous: { resetKey: string }) {
    if (previous.resetKey !== this.props.resetKey && this.state.failed) this.setState({ failed: false });
  }

  override render() {
    return this.state.failed ? <SectionFailed /> : this.props.children;
  }
}

function SectionFailed() {
  const { i18n } = useLingui();
  return (
    <div className={css.later} role="alert">
      <div>
        <p>{i18n._({ id: 'section.failed', message: 'This section could not be displayed.' })}</p>
        <button type="button" className={secondaryButton} onClick={() => window.location.reload()}>
          {i18n._({ id: 'section.reload', message: 'Reload' })}
        </button>
      </div>
    </div>
  );
}

/**
 * Shown while a section's chunk (or a page's record) loads: a named progress bar, and the page's level-one heading
 * (the section's title when known, else "Loading…"), visually hidden, so the page is never without either
 * (issue 13 point 16: axe found an unnamed progressbar and no h1 in the loading state).
 */
export function SectionLoading({ title: given }: { title?: string }) {
  const { i18n } = useLingui();
  const named = useContext(LoadingTitle);
  const title = given ?? named;
  const loading = i18n._({ id: 'section.loading', message: 'Loading…' });
  return (
    <>
      <h1 className="visually-hidden">{title ?? loading}</h1>
      <div className={css.loading} role="progressbar" aria-busy="true" aria-label={title ? `${title}: ${loading}` : loading} />
    </>
  );
}
