import { Trans } from '@lingui/react';
import { StatusPage } from './status-page';

/**
 * documents/{type}/{id}/print in the empty layout. Known types come from the type map in machines/routes.ts;
 * the printable documents themselves come with their sections.
 */
export function PrintPage({ type, id }: { type: string; id: string }) {
  return (
    <StatusPage icon="print" title={<Trans id="print.title" message="Printable document" />}>
      <Trans id="print.comesLater" message="Printing of {type} {id} comes with its section in a later release." values={{ type, id }} />
    </StatusPage>
  );
}
