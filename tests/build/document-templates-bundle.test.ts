// @vitest-environment node
/**
 * The rich text editor (Tiptap, ProseMirror) is a lazy chunk of its own: nothing of it in the start-up chunks, nor in
 * the templates page's chunk (it loads when a template form opens), and the start-up chunks do not grow by it.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { bundleReport, chunkFor, inputsOf, metaPathFor, staticClosure } from '../../scripts/bundle-report.mjs';
import { sharedBuild } from './shared-build';

let report: ReturnType<typeof bundleReport>;

beforeAll(() => {
  report = bundleReport(metaPathFor(sharedBuild('demo')));
}, 180_000); // may wait for the other files' shared builds (tests/build/shared-build.ts)

const isEditorLibrary = (input: string) => /node_modules\/(?:@tiptap|prosemirror-|linkifyjs|orderedmap|rope-sequence|w3c-keyname)/.test(input);

describe('document templates bundle', () => {
  it('Tiptap and ProseMirror are only in the editor chunk, loaded lazily', () => {
    const startup = inputsOf(report.outputs, report.initial);
    expect(startup.filter(isEditorLibrary)).toEqual([]);
    const page = chunkFor(report.outputs, 'src/views/sections/document-templates/templates-page.tsx');
    expect(page).toBeDefined();
    expect(inputsOf(report.outputs, staticClosure(report.outputs, page!)).filter(isEditorLibrary)).toEqual([]);
    const editor = chunkFor(report.outputs, 'src/views/kit/rich-text/rich-text-editor.tsx');
    expect(editor).toBeDefined();
    expect(report.initial).not.toContain(editor);
    expect(inputsOf(report.outputs, staticClosure(report.outputs, editor!)).some((i) => i.includes('node_modules/@tiptap/core'))).toBe(true);
  });
});
