/** Pieces both academy pages use: the navigation callback's type and the failed-load note with its retry. */
import { Trans } from '@lingui/react';
import type { AcademyFailure } from '../../../machines/demo/academy/academy.machine';
import { button } from '../../theme/recipes/button.css';
import * as css from './academy.css';

/** Sends the navigation machine to an address (replacing the current entry when `replace`). */
export type Navigate = (to: string, replace?: boolean) => void;

export function AcademyFailureNote({ failure, onRetry }: { failure: AcademyFailure; onRetry?: (() => void) | undefined }) {
  return (
    <div className={css.state} role="alert">
      <p>
        {failure === 'offline' ? (
          <Trans id="demo.academy.failure.offline" message="No Internet Connection: the academy could not be loaded." />
        ) : failure === 'malformed' ? (
          <Trans id="demo.academy.failure.malformed" message="The academy's answer could not be read." />
        ) : (
          <Trans id="demo.academy.failure" message="The academy could not be loaded." />
        )}
      </p>
      {onRetry ? (
        <button type="button" className={button()} onClick={onRetry}>
          <Trans id="demo.academy.retry" message="Try again" />
        </button>
      ) : null}
    </div>
  );
}
