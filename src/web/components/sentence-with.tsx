import { textLang } from '../lib/text-lang';

/** Stands for the value while the sentence is translated; it never occurs in a catalogue text. */
const SLOT = '\u2063';

/**
 * A catalogue sentence around one value shown as stored (a rate package's or a pickup place's
 * name): the value keeps its own language mark (lib/text-lang.ts) inside the page's sentence.
 */
export function SentenceWith({
  value,
  sentence,
}: {
  value: string;
  sentence: (slot: string) => string;
}) {
  const [before = '', after = ''] = sentence(SLOT).split(SLOT);
  return (
    <>
      {before}
      <span lang={textLang(value)}>{value}</span>
      {after}
    </>
  );
}
