import { textLang } from '../lib/text-lang';

/**
 * HTML from our server, sanitised when it was stored (no scripts, no event handlers); the
 * CSP (scripts from 'self' only) is the second guard.
 */
export function HtmlContent({ html, className = '' }: { html: string; className?: string }) {
  return (
    <div
      lang={textLang(html)}
      className={`max-w-none text-base leading-relaxed text-slate-700 [&_a]:font-semibold [&_a]:text-brand-800 [&_a]:underline [&_caption]:mb-2 [&_caption]:text-left [&_caption]:text-sm [&_caption]:text-slate-600 [&_h2]:mt-8 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-slate-900 [&_h3]:mt-6 [&_h3]:text-xl [&_h3]:font-bold [&_h3]:text-slate-900 [&_li]:mt-2 [&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:mt-4 [&_strong]:text-slate-900 [&_table]:mt-4 [&_table]:w-full [&_table]:border-collapse [&_td]:border [&_td]:border-slate-200 [&_td]:px-3 [&_td]:py-2 [&_th]:border [&_th]:border-slate-200 [&_th]:bg-slate-50 [&_th]:px-3 [&_th]:py-2 [&_th]:text-left [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:pl-6 ${className}`}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
