import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { SavedListPreferences } from '../../config/list-preferences';
import { saveListPreferences } from '../../machines/effects/get-user';
import type { SavePreferencesParams } from '../../machines/kit/list.setup';
import { selectProfile, type SessionRef } from '../../machines/session.machine';

/**
 * A list's saved column choice and page size (the user's, in this tenant), and the save the list machine's
 * `savePreferences` action calls. A failed save is logged: the choice still applies for this session.
 */
export function useListPreferences(sessionRef: SessionRef, listId: string): { initial: SavedListPreferences; save: (params: SavePreferencesParams) => void } {
  const initial = useSelector(sessionRef, (s) => selectProfile(s)?.listPreferences[listId]) ?? {};
  const config = useSelector(sessionRef, (s) => s.context.config);
  return useMemo(
    () => ({
      initial,
      save: ({ listId: id, columns, pageSize }: SavePreferencesParams) => {
        saveListPreferences(config, id, { columns, pageSize }).catch((error: unknown) => console.error('List preferences not saved', error));
      },
    }),
    [initial, config],
  );
}
