import { useEffect, useId, useRef } from 'react';

const TOOLS = [
  { command: 'bold', label: 'Bold' },
  { command: 'italic', label: 'Italic' },
  { command: 'insertUnorderedList', label: 'Bulleted list' },
  { command: 'insertOrderedList', label: 'Numbered list' },
] as const;

/**
 * A small rich-text box (bold, italic, lists) that hands back its HTML; the server sanitises
 * whatever arrives, so this is for comfort, not safety.
 */
export function RichTextEditor({
  label,
  initialHtml,
  onChange,
}: {
  label: string;
  initialHtml: string;
  onChange: (html: string) => void;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const labelId = useId();
  useEffect(() => {
    if (ref.current) ref.current.innerHTML = initialHtml;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- set once; typing owns it after
  }, []);
  const run = (command: string) => {
    ref.current?.focus();
    document.execCommand(command);
    onChange(ref.current?.innerHTML ?? '');
  };
  return (
    <div>
      <p id={labelId} className="text-sm font-semibold text-slate-800">
        {label}
      </p>
      <div role="toolbar" aria-label={`${label} formatting`} className="mt-1 flex gap-1">
        {TOOLS.map((t) => (
          <button
            key={t.command}
            type="button"
            className="btn px-2 py-1 text-xs"
            onClick={() => run(t.command)}
          >
            {t.label}
          </button>
        ))}
      </div>
      <div
        ref={ref}
        role="textbox"
        aria-multiline="true"
        aria-labelledby={labelId}
        contentEditable
        suppressContentEditableWarning
        className="prose mt-1 min-h-48 max-w-none rounded-lg border border-slate-300 bg-white px-3 py-2"
        onInput={() => onChange(ref.current?.innerHTML ?? '')}
      />
    </div>
  );
}
