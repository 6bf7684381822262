// Imported here, not in main.tsx, so the editor's styles load with the staff screens that use it.
import '@mantine/tiptap/styles.css';
import { Input, NativeSelect } from '@mantine/core';
import { RichTextEditor as Editor, Link, useRichTextEditorContext } from '@mantine/tiptap';
import { Mark, type Editor as TiptapEditor, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import classes from './RichTextEditor.module.css';

/** docs/spec.md §9: the editor offers font sizes 8 to 24 (px; the server keeps no other size). */
const fontSizes = [8, 9, 10, 11, 12, 14, 16, 18, 20, 22, 24] as const;

function readFontSize(css: string): number | null {
  const match = /^(\d+)px$/.exec(css.trim());
  const size = match ? Number(match[1]) : Number.NaN;
  return size >= 8 && size <= 24 ? size : null;
}

// tiptap's own font size needs @tiptap/extension-text-style, which is not installed; this mark is
// the part we need: <span style="font-size: Npx">, the only style on a span the server keeps.
const FontSize = Mark.create({
  name: 'fontSize',
  addAttributes() {
    return {
      size: {
        default: null,
        parseHTML: (element: HTMLElement) => readFontSize(element.style.fontSize),
        renderHTML: (attributes: { size?: number | null }) =>
          attributes.size ? { style: `font-size: ${attributes.size}px` } : {},
      },
    };
  },
  parseHTML() {
    return [{ tag: 'span', getAttrs: (element) => (readFontSize(element.style.fontSize) ? null : false) }];
  },
  renderHTML({ HTMLAttributes }) {
    return ['span', HTMLAttributes, 0];
  },
});

const extensions = [
  // StarterKit 3 brings its own link; Mantine's keeps links from opening while editing and adds Ctrl+K.
  StarterKit.configure({ link: false, heading: { levels: [2, 3, 4] } }),
  Link,
  FontSize,
];

function FontSizeControl() {
  const { editor } = useRichTextEditorContext();
  const size = useEditorState({
    editor,
    selector: ({ editor: current }: { editor: TiptapEditor | null }) =>
      String(current?.getAttributes('fontSize').size ?? ''),
  });
  return (
    <NativeSelect
      aria-label="Font size"
      size="xs"
      value={size ?? ''}
      data={[{ value: '', label: 'Size' }, ...fontSizes.map((px) => ({ value: String(px), label: `${px}` }))]}
      onChange={(event) => {
        const chain = editor?.chain().focus();
        const picked = event.currentTarget.value;
        if (picked) chain?.setMark('fontSize', { size: Number(picked) }).run();
        else chain?.unsetMark('fontSize').run();
      }}
    />
  );
}

interface RichTextEditorProps {
  label: ReactNode;
  /** HTML; '' when empty. */
  value: string;
  /** Called with the new HTML on every edit, or '' once the text is emptied (so "required" can be checked). */
  onChange: (html: string) => void;
  error?: ReactNode;
  description?: ReactNode;
  required?: boolean;
}

/** Rich text (SPEC: equipment instructions, event and content copy). The server sanitises what it stores. */
export function RichTextEditor({
  label,
  value,
  onChange,
  error,
  description,
  required,
}: RichTextEditorProps) {
  const id = useId();
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  const editor = useEditor({
    extensions,
    content: value,
    onUpdate: ({ editor: current }) => onChangeRef.current(current.isEmpty ? '' : current.getHTML()),
  });

  // The editable area is a div, which a <label> cannot name: name and describe it through ARIA.
  useEffect(() => {
    const describedBy = [error && `${id}-error`, description && `${id}-description`].filter(Boolean);
    editor?.setOptions({
      editorProps: {
        attributes: {
          id,
          role: 'textbox',
          'aria-multiline': 'true',
          'aria-labelledby': `${id}-label`,
          ...(describedBy.length > 0 ? { 'aria-describedby': describedBy.join(' ') } : {}),
          ...(error ? { 'aria-invalid': 'true' } : {}),
          ...(required ? { 'aria-required': 'true' } : {}),
        },
      },
    });
  }, [editor, id, error, description, required]);

  // Controlled: a new value from outside (a loaded record, a reset form) replaces the text.
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    if (value === (editor.isEmpty ? '' : editor.getHTML())) return;
    editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  return (
    <Input.Wrapper
      id={id}
      label={label}
      error={error}
      description={description}
      required={required}
      labelProps={{ onClick: () => editor?.commands.focus() }}
    >
      <Editor editor={editor} classNames={{ control: classes.control }}>
        <Editor.Toolbar>
          <Editor.ControlsGroup>
            <Editor.Bold />
            <Editor.Italic />
            <Editor.Underline />
            <Editor.Strikethrough />
            <Editor.ClearFormatting />
          </Editor.ControlsGroup>
          <Editor.ControlsGroup>
            <Editor.H2 />
            <Editor.H3 />
            <Editor.H4 />
          </Editor.ControlsGroup>
          <Editor.ControlsGroup>
            <Editor.BulletList />
            <Editor.OrderedList />
            <Editor.Blockquote />
          </Editor.ControlsGroup>
          <Editor.ControlsGroup>
            <Editor.Link />
            <Editor.Unlink />
          </Editor.ControlsGroup>
          <FontSizeControl />
          <Editor.ControlsGroup>
            <Editor.Undo />
            <Editor.Redo />
          </Editor.ControlsGroup>
        </Editor.Toolbar>
        <Editor.Content />
      </Editor>
    </Input.Wrapper>
  );
}
