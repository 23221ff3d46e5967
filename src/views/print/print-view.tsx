/**
 * The print page's content (a lazy chunk): the print machine reads the document and its template; the toolbar (Print,
 * Back) shows on screen only; the sheet is formatted in the company currency and the user's locale. The words of the
 * page footer ("Page x of y") are the translated messages, handed to the @page margin boxes as custom properties of
 * the root element (print-page.css).
 */
import { useLingui } from '@lingui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { useLayoutEffect } from 'react';
import { fromPromise } from 'xstate';
import type { DocumentType } from '../../domain/document-template';
import { selectCompany, type SessionRef } from '../../machines/session.machine';
import { printMachine, selectIsRefused, selectPrintDocument, selectPrintError, selectPrintStatus, selectPrintTemplate } from '../../machines/print/print.machine';
import { useNavRef } from '../app-actor';
import { FormatProvider } from '../kit/format-context';
import { InAppLink } from '../kit/in-app-link';
import { StatusPage } from '../pages/status-page';
import { documentTypeLabels } from '../sections/document-templates/template-texts';
import { button } from '../theme/recipes/button.css';
import { Icon } from '../ui/icon';
import { PrintDocument } from './print-document';
import * as css from './print-document.css';
import { failureTexts, printTexts } from './print-texts';
import type { PrintRegistration } from './registry';
import './print-page.css';

export interface PrintViewProps {
  type: DocumentType;
  id: string;
  sessionRef: SessionRef;
  registration: PrintRegistration;
}

/** Sets the page footer's words and the document's label on the root element while the page is shown. */
function usePageMarginTexts(values: Record<string, string>): void {
  const key = JSON.stringify(values);
  useLayoutEffect(() => {
    const root = document.documentElement;
    const entries = Object.entries(JSON.parse(key) as Record<string, string>);
    // JSON.stringify gives a valid CSS string (quotes and backslashes escaped).
    for (const [name, value] of entries) root.style.setProperty(name, JSON.stringify(value));
    return () => {
      for (const [name] of entries) root.style.removeProperty(name);
    };
  }, [key]);
}

export default function PrintView({ type, id, sessionRef, registration }: PrintViewProps) {
  const { i18n } = useLingui();
  const navRef = useNavRef();
  const config = useSelector(sessionRef, (s) => s.context.config);
  const company = useSelector(sessionRef, selectCompany);
  const printRef = useActorRef(
    printMachine.provide({
      actors: {
        loadDocument: fromPromise(async ({ input, signal }) => (await registration.source()).load(input.config, input.id, signal)),
      },
      actions: { openPrintDialog: () => window.print() },
    }),
    { input: { config, type, id } },
  );
  const status = useSelector(printRef, selectPrintStatus);
  const model = useSelector(printRef, selectPrintDocument);
  const template = useSelector(printRef, selectPrintTemplate);
  const error = useSelector(printRef, selectPrintError);
  const refused = useSelector(printRef, selectIsRefused);
  const canPrint = useSelector(printRef, (s) => s.can({ type: 'print.print' }));
  const canRetry = useSelector(printRef, (s) => s.can({ type: 'print.retry' }));
  const typeLabel = i18n._(documentTypeLabels[type]);
  usePageMarginTexts({
    '--print-page-word': i18n._(printTexts.pageWord),
    '--print-of-word': i18n._(printTexts.ofWord),
    '--print-doc-label': model ? `${typeLabel} ${model.number}` : '',
  });
  const navigate = (to: string) => navRef?.send({ type: 'nav.navigate', to });
  const back = (
    <InAppLink to={registration.detailPath(id)} onNavigate={navigate} className={css.backLink}>
      {i18n._(printTexts.back)}
    </InAppLink>
  );
  // A refused or unknown document: the request layer has opened the 404 page (SPEC §8); nothing of it shows here.
  if (refused) return null;
  if (status === 'loading') return <StatusPage busy title={i18n._(printTexts.loading)} />;
  if (status === 'failed' || !model || !template) {
    const text = failureTexts[error ?? 'other'] ?? failureTexts.other!;
    return (
      <StatusPage
        icon="alert"
        tone="danger"
        title={i18n._(printTexts.failedTitle)}
        actions={
          <>
            {canRetry ? (
              <button type="button" className={button()} onClick={() => printRef.send({ type: 'print.retry' })}>
                {i18n._(printTexts.retry)}
              </button>
            ) : null}
            {back}
          </>
        }
      >
        {i18n._(text)}
      </StatusPage>
    );
  }
  return (
    <FormatProvider currency={company?.currency}>
      <main className={css.page}>
        <div className={css.toolbar} role="toolbar" aria-label={i18n._(printTexts.toolbar)}>
          {back}
          <div className={css.toolbarActions}>
            <span className={css.paperNote}>{i18n._({ id: 'print.toolbar.paper', message: 'Paper: {paper}', values: { paper: template.paper } })}</span>
            {canPrint ? (
              <button type="button" className={button()} onClick={() => printRef.send({ type: 'print.print' })}>
                <Icon name="print" size={18} />
                {i18n._(printTexts.print)}
              </button>
            ) : null}
          </div>
        </div>
        <PrintDocument model={model} template={template} company={company} />
      </main>
    </FormatProvider>
  );
}
