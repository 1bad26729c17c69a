import { createContext, useContext } from 'react';
import type { PageHead } from '../../shared/server-render';

/** Receives what a page says about itself in <head>; later calls overwrite earlier ones. */
export type PageHeadRecorder = (head: PageHead) => void;

/**
 * Where the server render collects the page's title and description for the HTML it sends
 * (entry-server.tsx provides it; the browser has none and sets `document` in an effect).
 */
export const PageHeadContext = createContext<PageHeadRecorder | null>(null);

/** During a server render, records the page's head; the page's own call comes last and wins. */
export function useServerPageHead(title: string, description?: string): void {
  const record = useContext(PageHeadContext);
  record?.(description === undefined ? { title } : { title, description });
}
