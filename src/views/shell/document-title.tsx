import { useLingui } from '@lingui/react';
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { selectSessionRef, type AuthRef } from '../../machines/auth.machine';
import { selectCompany, type SessionRef } from '../../machines/session.machine';
import { composeTitle, selectPageName, selectSection, type TitleRef } from '../../machines/title.machine';
import { sectionTitles } from '../sections/section-titles';

/** Writes the title machine's "Page · Section · Company" into the browser tab, in the user's language. */
export function DocumentTitle({ titleRef, authRef }: { titleRef: TitleRef; authRef: AuthRef | undefined }) {
  const { i18n } = useLingui();
  const page = useSelector(titleRef, selectPageName);
  const section = useSelector(titleRef, selectSection);
  const sessionRef = useSelector(authRef, (s) => (s ? selectSessionRef(s) : undefined)) as SessionRef | undefined;
  const company = useSelector(sessionRef, (s) => (s ? (selectCompany(s)?.tradeName ?? null) : null));
  const title = composeTitle({
    page,
    section: section ? i18n._(sectionTitles[section]) : null,
    company,
    product: i18n._({ id: 'shell.product', message: 'Back office' }),
  });
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}
