import { useLingui } from '@lingui/react';

/**
 * Navigation titles come from the API as translation keys (e.g. `nav.orders`), asked of the catalog as they are; an
 * unknown one shows as given (the i18n instance's missing handler answers with the key). Their source texts are in
 * nav-titles.ts, for `lingui extract` and for the sections' typed keys: the menu does not need that table, so it stays
 * out of the start-up code (issue 12 point 5).
 */
export function useNavTitle() {
  const { i18n } = useLingui();
  return (text: string | undefined) => (text ? i18n._(text) : '');
}
