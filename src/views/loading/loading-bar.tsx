import type { LoadingRef } from '../../machines/loading.machine';

/** Mount point: the view is being built (shell issue); it renders nothing until then. */
export function LoadingBar(_props: { loadingRef: LoadingRef }) {
  return null;
}
