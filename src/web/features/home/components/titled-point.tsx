/** One point of a home-page list: a bold title over a line of text. */
export function TitledPoint({ title, text }: { title: string; text: string }) {
  return (
    <div>
      <h3 className="font-bold text-slate-900">{title}</h3>
      <p className="mt-1 text-sm leading-relaxed text-slate-600">{text}</p>
    </div>
  );
}
