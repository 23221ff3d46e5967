/** The list's connect as a hook: one narrow selection (shallowEqual over context references), then connectList. */
import { shallowEqual, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { connectList, selectListView, type ConnectListOptions, type ListApi } from '../../machines/kit/list.connect';
import type { ListRef, ListSnapshot } from '../../machines/kit/list.machine';

export function useListApi<Row extends { id: string }>(listRef: ListRef<Row>, options: ConnectListOptions<Row> = {}): ListApi<Row> {
  const view = useSelector(listRef, (s: ListSnapshot<Row>) => selectListView(s), shallowEqual);
  const { onOpen, pageStep, selectable } = options;
  return useMemo(
    () => connectList(view, (event) => listRef.send(event), view.spec, { onOpen, pageStep, selectable }),
    [view, listRef, onOpen, pageStep, selectable],
  );
}
