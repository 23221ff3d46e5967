import { useLingui } from '@lingui/react';
import { lazy, Suspense } from 'react';
import { documentTypes, type DocumentType } from '../../domain/document-template';
import type { SessionRef } from '../../machines/session.machine';
import { printRegistration } from '../print/registry';
import { printTexts } from '../print/print-texts';
import { documentTypeLabels } from '../sections/document-templates/template-texts';
import { StatusPage } from './status-page';

// The print layout, its machine and the type's source load with the first printed document (never at start-up).
const PrintView = lazy(() => import('../print/print-view'));

const isDocumentType = (type: string): type is DocumentType => (documentTypes as readonly string[]).includes(type);

/**
 * documents/{type}/{id}/print in the empty layout (SPEC §2). Known types come from the type map in machines/routes.ts
 * (the shell has already sent a user without the type's permission to /unauthorized); a type whose section has not
 * landed in the print registry says so instead of printing.
 */
export function PrintPage({ type, id, sessionRef }: { type: string; id: string; sessionRef: SessionRef }) {
  const { i18n } = useLingui();
  const registration = printRegistration(type);
  if (!registration || !isDocumentType(type)) {
    const label = isDocumentType(type) ? i18n._(documentTypeLabels[type]) : type;
    return (
      <StatusPage icon="print" title={i18n._(printTexts.notYetTitle)}>
        {i18n._({ id: 'print.notYet.text', message: 'Printing of {type} documents comes with their section.', values: { type: label } })}
      </StatusPage>
    );
  }
  return (
    <Suspense fallback={<StatusPage busy title={i18n._(printTexts.loading)} />}>
      <PrintView type={type} id={id} sessionRef={sessionRef} registration={registration} />
    </Suspense>
  );
}
