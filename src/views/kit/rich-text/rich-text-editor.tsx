/**
 * The kit's rich text editor: Tiptap (ProseMirror) mounted in a ref, so it is framework-agnostic and works on Preact.
 * Import it lazily (`lazy(() => import(...))`): Tiptap stays out of the start-up bundle. Its schema only has what the
 * `document` HTML profile keeps (paragraphs, headings 1-3, bold, italic, underline, lists, https/mailto links,
 * alignment as `align`), so pasted markup outside it is dropped by the parser; what it reports still goes through the
 * one sanitizer before it is stored (the caller's job). Keyboard: the toolbar is one tab stop (arrow keys move in it,
 * WAI-ARIA toolbar), each toggle says its state with aria-pressed, and Tiptap's shortcuts work in the text
 * (Ctrl+B, Ctrl+I, Ctrl+U, Ctrl+Shift+7 / 8 for lists, Ctrl+Alt+1..3 for headings, Ctrl+Shift+L/E/R/J to align).
 */
import { Editor, Extension } from '@tiptap/core';
import StarterKit from '@tiptap/starter-kit';
import { useLingui } from '@lingui/react';
import type { MessageDescriptor } from '@lingui/core';
import Bars3BottomLeftIcon from '@heroicons/react/24/outline/Bars3BottomLeftIcon';
import Bars3BottomRightIcon from '@heroicons/react/24/outline/Bars3BottomRightIcon';
import Bars3Icon from '@heroicons/react/24/outline/Bars3Icon';
import Bars4Icon from '@heroicons/react/24/outline/Bars4Icon';
import BoldIcon from '@heroicons/react/24/outline/BoldIcon';
import H1Icon from '@heroicons/react/24/outline/H1Icon';
import H2Icon from '@heroicons/react/24/outline/H2Icon';
import H3Icon from '@heroicons/react/24/outline/H3Icon';
import ItalicIcon from '@heroicons/react/24/outline/ItalicIcon';
import LinkIcon from '@heroicons/react/24/outline/LinkIcon';
import ListBulletIcon from '@heroicons/react/24/outline/ListBulletIcon';
import NumberedListIcon from '@heroicons/react/24/outline/NumberedListIcon';
import UnderlineIcon from '@heroicons/react/24/outline/UnderlineIcon';
import { useEffect, useRef, useState, type ComponentType, type KeyboardEvent, type SVGProps } from 'react';
import { alignableTags, alignments, ALLOWED_URI, type Alignment } from '../../../domain/html-policy';
import { sanitizeHtml } from '../../ui/sanitize';
import * as css from './rich-text-editor.css';

export interface RichTextEditorProps {
  /** The HTML shown; when it changes from outside (a reload, a discarded draft) the editor takes it. */
  value: string;
  /** Every change, as the editor's HTML (not sanitized yet). */
  onInput: (html: string) => void;
  /** The editor lost focus: commit now. */
  onBlur: () => void;
  /** Id of the visible label. */
  labelId: string;
  /** The field's label as text: names the toolbar ("Formatting: Header"). */
  label: string;
  /** @default undefined */
  describedBy?: string | undefined;
  /** @default false */
  invalid?: boolean;
  /** @default false */
  readOnly?: boolean;
}

export const richTextTexts = {
  bold: /* i18n */ { id: 'kit.richText.bold', message: 'Bold (Ctrl+B)' },
  italic: /* i18n */ { id: 'kit.richText.italic', message: 'Italic (Ctrl+I)' },
  underline: /* i18n */ { id: 'kit.richText.underline', message: 'Underline (Ctrl+U)' },
  h1: /* i18n */ { id: 'kit.richText.h1', message: 'Heading 1 (Ctrl+Alt+1)' },
  h2: /* i18n */ { id: 'kit.richText.h2', message: 'Heading 2 (Ctrl+Alt+2)' },
  h3: /* i18n */ { id: 'kit.richText.h3', message: 'Heading 3 (Ctrl+Alt+3)' },
  bulletList: /* i18n */ { id: 'kit.richText.bulletList', message: 'Bulleted list (Ctrl+Shift+8)' },
  orderedList: /* i18n */ { id: 'kit.richText.orderedList', message: 'Numbered list (Ctrl+Shift+7)' },
  link: /* i18n */ { id: 'kit.richText.link', message: 'Link' },
  alignLeft: /* i18n */ { id: 'kit.richText.alignLeft', message: 'Align left (Ctrl+Shift+L)' },
  alignCenter: /* i18n */ { id: 'kit.richText.alignCenter', message: 'Center (Ctrl+Shift+E)' },
  alignRight: /* i18n */ { id: 'kit.richText.alignRight', message: 'Align right (Ctrl+Shift+R)' },
  alignJustify: /* i18n */ { id: 'kit.richText.alignJustify', message: 'Justify (Ctrl+Shift+J)' },
  linkAddress: /* i18n */ { id: 'kit.richText.linkAddress', message: 'Link address (https:// or mailto:)' },
  linkApply: /* i18n */ { id: 'kit.richText.linkApply', message: 'Apply link' },
  linkRemove: /* i18n */ { id: 'kit.richText.linkRemove', message: 'Remove link' },
  linkCancel: /* i18n */ { id: 'kit.richText.linkCancel', message: 'Cancel' },
  linkInvalid: /* i18n */ { id: 'kit.richText.linkInvalid', message: 'Use an address that starts with https:// or mailto:' },
} satisfies Record<string, MessageDescriptor>;

/** Links the product keeps (the one policy's rule), never relative paths in a template. */
export const isTemplateLink = (href: string): boolean => ALLOWED_URI.test(href) && /^(?:https:\/\/[^/\s@]+|mailto:[^\s]+@)/i.test(href);

const alignShortcuts: Record<string, Alignment> = { l: 'left', e: 'center', r: 'right', j: 'justify' };

/** Paragraph and heading alignment stored as the `align` attribute the policy keeps (never `style`). */
const Alignment = Extension.create({
  name: 'alignment',
  addGlobalAttributes() {
    return [
      {
        types: ['paragraph', 'heading'],
        attributes: {
          textAlign: {
            default: null,
            parseHTML: (element: HTMLElement) => {
              const value = element.getAttribute('align');
              return value !== null && (alignments as readonly string[]).includes(value) ? value : null;
            },
            renderHTML: (attributes: Record<string, unknown>) => (attributes.textAlign ? { align: attributes.textAlign } : {}),
          },
        },
      },
    ];
  },
  addKeyboardShortcuts() {
    return Object.fromEntries(
      Object.entries(alignShortcuts).map(([key, value]) => [`Mod-Shift-${key}`, () => setAlignment(this.editor, value)]),
    );
  },
});

function setAlignment(editor: Editor, value: Alignment): boolean {
  return editor.chain().focus().updateAttributes('paragraph', { textAlign: value }).updateAttributes('heading', { textAlign: value }).run();
}

type ToolId = 'bold' | 'italic' | 'underline' | 'h1' | 'h2' | 'h3' | 'bulletList' | 'orderedList' | 'link' | `align-${Alignment}`;

interface Tool {
  id: ToolId;
  label: MessageDescriptor;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  isActive: (editor: Editor) => boolean;
  run: (editor: Editor) => void;
}

const headingIcons = { 1: H1Icon, 2: H2Icon, 3: H3Icon } as const;

const heading = (level: 1 | 2 | 3): Tool => ({
  id: `h${level}`,
  label: richTextTexts[`h${level}`],
  icon: headingIcons[level],
  isActive: (e) => e.isActive('heading', { level }),
  run: (e) => void e.chain().focus().toggleHeading({ level }).run(),
});

const align = (value: Alignment, label: MessageDescriptor, icon: Tool['icon']): Tool => ({
  id: `align-${value}`,
  label,
  icon,
  isActive: (e) => alignableTags.some((tag) => e.isActive(tag === 'p' ? 'paragraph' : 'heading', { textAlign: value })),
  run: (e) => void setAlignment(e, value),
});

const toolGroups: Tool[][] = [
  [
    { id: 'bold', label: richTextTexts.bold, icon: BoldIcon, isActive: (e) => e.isActive('bold'), run: (e) => void e.chain().focus().toggleBold().run() },
    { id: 'italic', label: richTextTexts.italic, icon: ItalicIcon, isActive: (e) => e.isActive('italic'), run: (e) => void e.chain().focus().toggleItalic().run() },
    { id: 'underline', label: richTextTexts.underline, icon: UnderlineIcon, isActive: (e) => e.isActive('underline'), run: (e) => void e.chain().focus().toggleUnderline().run() },
  ],
  [heading(1), heading(2), heading(3)],
  [
    { id: 'bulletList', label: richTextTexts.bulletList, icon: ListBulletIcon, isActive: (e) => e.isActive('bulletList'), run: (e) => void e.chain().focus().toggleBulletList().run() },
    { id: 'orderedList', label: richTextTexts.orderedList, icon: NumberedListIcon, isActive: (e) => e.isActive('orderedList'), run: (e) => void e.chain().focus().toggleOrderedList().run() },
    // Opens the address form (handled by the component).
    { id: 'link', label: richTextTexts.link, icon: LinkIcon, isActive: (e) => e.isActive('link'), run: () => undefined },
  ],
  [
    align('left', richTextTexts.alignLeft, Bars3BottomLeftIcon),
    align('center', richTextTexts.alignCenter, Bars3Icon),
    align('right', richTextTexts.alignRight, Bars3BottomRightIcon),
    align('justify', richTextTexts.alignJustify, Bars4Icon),
  ],
];

export default function RichTextEditor({ value, onInput, onBlur, labelId, label, describedBy, invalid = false, readOnly = false }: RichTextEditorProps) {
  const { i18n } = useLingui();
  const host = useRef<HTMLDivElement>(null);
  const editorRef = useRef<Editor | null>(null);
  const emitted = useRef(value);
  // What this editor sent recently: the form's value comes back as one of them, sometimes late (a debounced commit that
  // lands after newer edits). Such an echo must not be set back into the editor, or it would undo those edits.
  const echoes = useRef<string[]>([]);
  const callbacks = useRef({ onInput, onBlur });
  callbacks.current = { onInput, onBlur };
  // React needs these to render: which toggles are on (re-read on every editor transaction), the roving tab stop, and
  // the open link form with its text.
  const [active, setActive] = useState<ReadonlySet<ToolId>>(new Set());
  const [focusIndex, setFocusIndex] = useState(0);
  const [link, setLink] = useState<{ href: string; invalid: boolean } | null>(null);
  const tools = toolGroups.flat();

  useEffect(() => {
    if (!host.current) return;
    const editor = new Editor({
      element: host.current,
      // No <style> element of its own (the CSP allows none): the editor's few rules are in rich-text-editor.css.ts.
      injectCSS: false,
      content: value,
      editable: !readOnly,
      extensions: [
        StarterKit.configure({
          heading: { levels: [1, 2, 3] },
          blockquote: false,
          code: false,
          codeBlock: false,
          horizontalRule: false,
          strike: false,
          dropcursor: false,
          link: {
            openOnClick: false,
            autolink: true,
            linkOnPaste: true,
            defaultProtocol: 'https',
            isAllowedUri: (url) => isTemplateLink(url),
            HTMLAttributes: { rel: 'noopener noreferrer', target: null },
          },
        }),
        Alignment,
      ],
      editorProps: {
        // Pasted markup goes through the one sanitizer before ProseMirror parses it, so nothing hostile is ever set on
        // an element (not even in ProseMirror's detached parsing document, where the CSP would still report it).
        transformPastedHTML: (html) => sanitizeHtml(html, 'document'),
        attributes: {
          class: css.content,
          role: 'textbox',
          'aria-multiline': 'true',
          'aria-labelledby': labelId,
          ...(describedBy ? { 'aria-describedby': describedBy } : {}),
          ...(invalid ? { 'aria-invalid': 'true' } : {}),
        },
      },
      onUpdate: ({ editor: e }) => {
        // The empty paragraph Tiptap keeps after a final list (so one can click below it) is not content.
        const html = e.isEmpty ? '' : e.getHTML().replace(/(?:<p><\/p>)+$/, '');
        emitted.current = html;
        echoes.current = [...echoes.current.slice(-49), html];
        callbacks.current.onInput(html);
      },
      onTransaction: ({ editor: e }) => setActive(new Set(tools.filter((tool) => tool.isActive(e)).map((tool) => tool.id))),
      onBlur: () => callbacks.current.onBlur(),
    });
    editorRef.current = editor;
    return () => {
      editor.destroy();
      editorRef.current = null;
    };
    // The editor is made once per mount; the props below are applied to it by the next effects.
  }, []);

  useEffect(() => {
    const editor = editorRef.current;
    if (editor && value !== emitted.current && !echoes.current.includes(value)) {
      // A value from elsewhere (a draft, a reload, a conflict's version): the editor shows it.
      echoes.current = [];
      emitted.current = value;
      editor.commands.setContent(value, { emitUpdate: false });
    }
  }, [value]);

  useEffect(() => {
    editorRef.current?.setEditable(!readOnly);
  }, [readOnly]);

  useEffect(() => {
    const editor = editorRef.current;
    if (!editor) return;
    editor.setOptions({
      editorProps: {
        attributes: {
          class: css.content,
          role: 'textbox',
          'aria-multiline': 'true',
          'aria-labelledby': labelId,
          ...(describedBy ? { 'aria-describedby': describedBy } : {}),
          ...(invalid ? { 'aria-invalid': 'true' } : {}),
        },
      },
    });
  }, [labelId, describedBy, invalid]);

  const onToolbarKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, number> = { ArrowRight: 1, ArrowLeft: -1 };
    let next: number | null = null;
    if (event.key in moves) next = (focusIndex + moves[event.key]! + tools.length) % tools.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = tools.length - 1;
    if (next === null) return;
    event.preventDefault();
    setFocusIndex(next);
    event.currentTarget.querySelectorAll<HTMLButtonElement>('button[data-tool]')[next]?.focus();
  };

  const press = (tool: Tool, index: number) => {
    const editor = editorRef.current;
    setFocusIndex(index);
    if (!editor) return;
    if (tool.id === 'link') {
      setLink({ href: (editor.getAttributes('link').href as string | undefined) ?? 'https://', invalid: false });
      return;
    }
    tool.run(editor);
  };

  const applyLink = () => {
    const editor = editorRef.current;
    if (!editor || !link) return;
    const href = link.href.trim();
    if (!isTemplateLink(href)) {
      setLink({ href: link.href, invalid: true });
      return;
    }
    editor.chain().focus().extendMarkRange('link').setLink({ href }).run();
    setLink(null);
  };

  const removeLink = () => {
    editorRef.current?.chain().focus().extendMarkRange('link').unsetLink().run();
    setLink(null);
  };

  let index = -1;
  return (
    <div className={css.frame} data-invalid={invalid || undefined}>
      <div role="toolbar" aria-label={i18n._({ id: 'kit.richText.toolbarOf', message: 'Formatting: {field}', values: { field: label } })} className={css.toolbar} onKeyDown={onToolbarKey}>
        {toolGroups.map((group, g) => (
          <span key={g} className={css.group}>
            {g > 0 ? <span className={css.separator} aria-hidden="true" /> : null}
            {group.map((tool) => {
              index += 1;
              const at = index;
              const toolLabel = i18n._(tool.label);
              return (
                <button
                  key={tool.id}
                  type="button"
                  data-tool={tool.id}
                  className={css.tool}
                  aria-label={toolLabel}
                  title={toolLabel}
                  aria-pressed={active.has(tool.id)}
                  tabIndex={at === focusIndex ? 0 : -1}
                  disabled={readOnly}
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => press(tool, at)}
                >
                  <tool.icon aria-hidden="true" width={18} height={18} />
                </button>
              );
            })}
          </span>
        ))}
      </div>
      {link ? (
        // Not a <form>: the editor sits inside the record's form, and forms do not nest.
        <div className={css.linkForm} role="group" aria-label={i18n._(richTextTexts.link)}>
          <label className={css.linkLabel}>
            {i18n._(richTextTexts.linkAddress)}
            <input
              className={css.linkInput}
              type="url"
              value={link.href}
              autoFocus
              aria-invalid={link.invalid || undefined}
              onChange={(event) => setLink({ href: event.currentTarget.value, invalid: false })}
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault();
                  applyLink();
                } else if (event.key === 'Escape') {
                  event.preventDefault();
                  setLink(null);
                  editorRef.current?.commands.focus();
                }
              }}
            />
          </label>
          <button type="button" className={css.tool} onClick={applyLink}>
            {i18n._(richTextTexts.linkApply)}
          </button>
          {active.has('link') ? (
            <button type="button" className={css.tool} onClick={removeLink}>
              {i18n._(richTextTexts.linkRemove)}
            </button>
          ) : null}
          <button type="button" className={css.tool} onClick={() => setLink(null)}>
            {i18n._(richTextTexts.linkCancel)}
          </button>
          {link.invalid ? (
            <p className={css.linkError} role="alert">
              {i18n._(richTextTexts.linkInvalid)}
            </p>
          ) : null}
        </div>
      ) : null}
      <div ref={host} />
    </div>
  );
}
