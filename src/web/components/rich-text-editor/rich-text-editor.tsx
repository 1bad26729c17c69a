import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Picture } from './image-node';
import { InsertPicture } from './insert-picture';

export interface RichTextEditorProps {
  label: string;
  labelId: string;
  value: string;
  onChange: (html: string) => void;
  invalid?: boolean;
  /** Where "Insert picture" uploads to; without it the editor takes text only. */
  uploadUrl?: string;
}

const BUTTONS = [
  { key: 'bold', run: 'toggleBold', active: 'bold' },
  { key: 'italic', run: 'toggleItalic', active: 'italic' },
  { key: 'heading', run: 'toggleHeading', active: 'heading' },
  { key: 'bulletList', run: 'toggleBulletList', active: 'bulletList' },
  { key: 'orderedList', run: 'toggleOrderedList', active: 'orderedList' },
  { key: 'quote', run: 'toggleBlockquote', active: 'blockquote' },
] as const;

const BUTTON_CLASS =
  'rounded px-2 py-1 text-sm font-semibold text-slate-800 hover:bg-slate-200 aria-pressed:bg-brand-100';

/**
 * TipTap (ProseMirror) with the marks and pictures the server's sanitiser keeps. Loaded only
 * through RichTextField (React.lazy), so no page's first load carries it.
 */
export default function RichTextEditor({
  label,
  labelId,
  value,
  onChange,
  invalid,
  uploadUrl,
}: RichTextEditorProps) {
  const { t } = useTranslation();
  const [picking, setPicking] = useState(false);
  const editor = useEditor({
    extensions: [
      StarterKit.configure({ heading: { levels: [2, 3] }, codeBlock: false, code: false }),
      Picture,
    ],
    content: value,
    // The toolbar's aria-pressed follows the marks at the cursor.
    shouldRerenderOnTransaction: true,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        'aria-invalid': invalid ? 'true' : 'false',
        class:
          'prose min-h-48 max-w-none rounded-b-lg border border-slate-300 bg-white px-3 py-2 [&_img]:max-w-full',
      },
    },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
  });
  // A form reset (another post loaded) replaces the text.
  useEffect(() => {
    // A destroyed editor (React remounts) has no schema left to serialise with.
    if (!editor || editor.isDestroyed) return;
    if (value !== editor.getHTML() && !(value === '' && editor.isEmpty)) {
      editor.commands.setContent(value, { emitUpdate: false });
    }
  }, [editor, value]);
  if (!editor) return null;
  return (
    <div>
      <div
        role="toolbar"
        aria-label={t('common.editor.formatting', { label })}
        className="flex flex-wrap gap-1 rounded-t-lg border border-b-0 border-slate-300 bg-slate-50 p-1"
      >
        {BUTTONS.map((b) => (
          <button
            key={b.key}
            type="button"
            aria-pressed={editor.isActive(b.active)}
            className={BUTTON_CLASS}
            // The text keeps the focus when a button is clicked: TipTap's focus() waits for
            // the next frame, and what was typed before it went to the button and was lost.
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => {
              const chain = editor.chain().focus();
              if (b.run === 'toggleHeading') chain.toggleHeading({ level: 2 }).run();
              else chain[b.run]().run();
            }}
          >
            {t(`common.editor.${b.key}`)}
          </button>
        ))}
        {uploadUrl && (
          <button
            type="button"
            aria-expanded={picking}
            className={BUTTON_CLASS}
            onClick={() => setPicking((p) => !p)}
          >
            {t('common.editor.insertPicture')}
          </button>
        )}
      </div>
      {picking && uploadUrl && (
        <InsertPicture editor={editor} uploadUrl={uploadUrl} onClose={() => setPicking(false)} />
      )}
      <EditorContent editor={editor} />
    </div>
  );
}
