/**
 * What the language switch says (issue 13 point 14): while a catalog loads and once it is in use, a polite status for
 * screen readers; when it cannot be loaded, an alert in the language still in use, with Retry and a close button.
 * Only selects from the language machine and sends to it.
 */
import { Trans, useLingui } from '@lingui/react';
import { shallowEqual, useSelector } from '@xstate/react';
import { selectLanguageRef } from '../../machines/app.machine';
import type { AppLocale } from '../../machines/effects/locale';
import { selectLanguageFailure, selectLanguageLocale, selectPendingLocale, type LanguageRef } from '../../machines/language.machine';
import { useAppSelector } from '../app-actor';
import { useRef } from 'react';
import { visibleOrUserMenu } from '../ui/focus-target';
import { languages, languageTriggerId } from './top-bar-data';
import { Icon } from '../ui/icon';
import * as css from './language-notice.css';

/** A language's own name (Español, English), the way the language menu lists it. */
export const languageLabel = (locale: AppLocale) => languages.find((l) => l.locale === locale)?.label ?? locale;

export function LanguageNotice() {
  const languageRef = useAppSelector(selectLanguageRef);
  return languageRef ? <LanguageFeedback languageRef={languageRef} /> : null;
}

function LanguageFeedback({ languageRef }: { languageRef: LanguageRef }) {
  const { i18n } = useLingui();
  const current = useSelector(languageRef, selectLanguageLocale);
  const pending = useSelector(languageRef, selectPendingLocale);
  const failure = useSelector(languageRef, selectLanguageFailure, shallowEqual);
  const currentLabel = languageLabel(current);
  const noticeRef = useRef<HTMLDivElement>(null);
  // The notice closes under the keyboard user's focus: it goes back to the language menu it came from.
  const send = (event: { type: 'language.retry' } | { type: 'language.dismiss' }) => {
    const focusInside = noticeRef.current?.contains(document.activeElement) ?? false;
    languageRef.send(event);
    if (!focusInside) return;
    // The flag menu, or below 600 px the user menu that holds the languages.
    visibleOrUserMenu(document.getElementById(languageTriggerId))?.focus();
  };
  return (
    <>
      <div className="visually-hidden" role="status">
        {pending ? (
          <span lang={pending}>
            <Trans id="language.loading" message="Loading {language}…" values={{ language: languageLabel(pending) }} />
          </span>
        ) : (
          <Trans id="language.inUse" message="The page is in {language}." values={{ language: currentLabel }} />
        )}
      </div>
      {failure ? (
        <div className={css.region}>
          <div className={css.notice} role="alert" ref={noticeRef}>
            <Icon name="alert" size={20} className={css.icon} />
            <p className={css.text}>
              <span className={css.title}>
                <Trans
                  id="language.failed.title"
                  message="{language} could not be loaded"
                  values={{ language: languageLabel(failure.locale) }}
                  comment="{language} is the language's own name: Español, English"
                />
              </span>
              {failure.reason === 'network' ? (
                <Trans
                  id="language.failed.network"
                  message="The page stays in {current} and keeps everything you typed. Check your connection and try again."
                  values={{ current: currentLabel }}
                />
              ) : (
                <Trans
                  id="language.failed.refused"
                  message="The page stays in {current} and keeps everything you typed. Try again in a moment."
                  values={{ current: currentLabel }}
                />
              )}
            </p>
            <div className={css.actions}>
              <button type="button" className={css.retry} onClick={() => send({ type: 'language.retry' })}>
                <Trans id="language.retry" message="Retry" />
              </button>
              <button
                type="button"
                className={css.close}
                aria-label={i18n._({ id: 'language.dismiss', message: 'Dismiss' })}
                title={i18n._({ id: 'language.dismiss', message: 'Dismiss' })}
                onClick={() => send({ type: 'language.dismiss' })}
              >
                <Icon name="close" size={18} />
              </button>
            </div>
          </div>
        </div>
      ) : null}
    </>
  );
}
