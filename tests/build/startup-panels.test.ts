// @vitest-environment node
// Issue 12 point 3, the top bar's panels: their machines, effects and views are not in the start-up closure of either
// build; each arrives in its own chunk right after the first paint (or on intent) and hands its machine to the session.
import { beforeAll, describe, expect, it } from 'vitest';
import { bundleReport, metaPathFor } from '../../scripts/bundle-report.mjs';
import { sharedBuild } from './shared-build';

/** What the first screen does not draw: the panels' machines, their effects and their views. */
const panelModules = [
  'src/machines/inbox.machine.ts',
  'src/machines/inbox.setup.ts',
  'src/machines/inbox-operations.ts',
  'src/machines/shortcuts.machine.ts',
  'src/machines/shortcuts.setup.ts',
  'src/machines/shortcut-form.ts',
  'src/machines/search.machine.ts',
  'src/machines/search.setup.ts',
  'src/machines/search.highlight.ts',
  'src/machines/quick-chat.machine.ts',
  'src/machines/quick-chat.setup.ts',
  'src/machines/user-status.machine.ts',
  'src/machines/effects/get-inbox.ts',
  'src/machines/effects/mark-all-inbox-read.ts',
  'src/machines/effects/remove-inbox-item.ts',
  'src/machines/effects/toggle-inbox-item.ts',
  'src/machines/effects/get-shortcuts.ts',
  'src/machines/effects/create-shortcut.ts',
  'src/machines/effects/update-shortcut.ts',
  'src/machines/effects/delete-shortcut.ts',
  'src/machines/effects/search-request.ts',
  'src/machines/effects/get-chats.ts',
  'src/machines/effects/get-chat.ts',
  'src/machines/effects/send-chat-message.ts',
  'src/machines/effects/update-user-status.ts',
  'src/views/search/search-bar.tsx',
  'src/views/search/search-kinds.tsx',
  'src/views/top-bar/inbox-panel.tsx',
  'src/views/shortcuts/shortcuts-popover.tsx',
  'src/views/quick-chat/quick-chat-trigger.tsx',
  'src/views/quick-chat/quick-chat.tsx',
  'src/views/shell/top-bar.tsx',
];
/** The static triggers that stand in for them are in the start-up. */
const staticModules = ['src/views/shell/top-bar-panels.tsx', 'src/views/search/search-static.tsx', 'src/views/shell/top-bar-menus.tsx'];

describe('the top bar panels are not in the start-up (esbuild metafile)', () => {
  let reports: ReturnType<typeof bundleReport>[];
  beforeAll(() => {
    reports = [bundleReport(metaPathFor(sharedBuild('demo'))), bundleReport(metaPathFor(sharedBuild('preact')))];
  }, 180_000); // may wait for the other files' shared builds (tests/build/shared-build.ts)

  it('no panel machine, effect or view is in the React or preact/compat start-up; their static triggers are', () => {
    for (const report of reports) {
      const startup = new Set(report.dashboardFiles.flatMap((f) => Object.keys(report.outputs[f]!.inputs)));
      expect(panelModules.filter((m) => startup.has(m))).toEqual([]);
      expect(staticModules.filter((m) => !startup.has(m))).toEqual([]);
    }
  });

  it('each of them is in a chunk of the build (the names above are real modules, fetched after the first paint)', () => {
    for (const report of reports) {
      const built = new Set(Object.values(report.outputs).flatMap((output) => Object.keys(output.inputs)));
      expect(panelModules.filter((m) => !built.has(m))).toEqual([]);
    }
  });
});
