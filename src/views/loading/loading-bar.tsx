import { useLingui } from '@lingui/react';
import { useSelector } from '@xstate/react';
import { selectIsLoadingShown, selectLoadingMode, selectLoadingProgress, type LoadingRef } from '../../machines/loading.machine';
import * as css from './loading-bar.css';

/** The loading bar (SPEC §4, §5): shown while the loading machine says so; indeterminate or at its progress. */
export function LoadingBar({ loadingRef }: { loadingRef: LoadingRef }) {
  const { i18n } = useLingui();
  const shown = useSelector(loadingRef, selectIsLoadingShown);
  const mode = useSelector(loadingRef, selectLoadingMode);
  const progress = useSelector(loadingRef, selectLoadingProgress);
  if (!shown) return null;
  const determinate = mode === 'determinate';
  const step = Math.round(progress);
  const label = i18n._({ id: 'loading.label', message: 'Loading' });
  // A labelled region of its own (present only while loading): page-level status sits in no other landmark.
  return (
    <section aria-label={label}>
      <div
        className={css.track}
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={determinate ? progress : undefined}
        data-mode={mode}
      >
        <div className={determinate ? css.determinate : css.indeterminate} data-step={determinate ? Math.min(100, Math.max(0, step)) : undefined} />
      </div>
    </section>
  );
}
