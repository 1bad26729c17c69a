import { useEffect } from 'react';
import { useServerPageHead } from './page-head';
import { SITE_NAME } from './site';

/** Sets the document title to "<title> | SelfDrive Chhattisgarh". */
export function usePageTitle(title: string): void {
  useServerPageHead(`${title} | ${SITE_NAME}`);
  useEffect(() => {
    document.title = `${title} | ${SITE_NAME}`;
  }, [title]);
}
