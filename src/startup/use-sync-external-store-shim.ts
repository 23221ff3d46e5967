/**
 * `use-sync-external-store/shim` for the builds (build.mjs aliases it here): React 18+ and preact/compat have
 * useSyncExternalStore themselves, so the shim's own fallback (and its CommonJS wrapper) is start-up code nothing runs.
 * wouter and @xstate/react import the shim; its `with-selector` is aliased to the package's plain one, which uses
 * React's.
 */
export { useSyncExternalStore } from 'react';
