/** A load that failed: why (offline, an answer that could not be read, or another failure) and Try again. */
import { Trans } from '@lingui/react';
import * as page from '../../sections/section-page.css';
import { button } from '../../theme/recipes/button.css';
import * as css from './notes.css';

export function LoadFailure({ failure, onRetry }: { failure: 'offline' | 'malformed' | 'failed'; onRetry: () => void }) {
  return (
    <div className={`${page.card} ${css.form}`} role="alert">
      <p>
        {failure === 'offline' ? (
          <Trans id="demo.notes.failure.offline" message="No Internet Connection: it could not be loaded." />
        ) : failure === 'malformed' ? (
          <Trans id="demo.notes.failure.malformed" message="The answer could not be read." />
        ) : (
          <Trans id="demo.notes.failure" message="It could not be loaded." />
        )}
      </p>
      <div>
        <button type="button" className={button()} onClick={onRetry}>
          <Trans id="demo.notes.retry" message="Try again" />
        </button>
      </div>
    </div>
  );
}
