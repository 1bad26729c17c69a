import { useEffect } from 'react';
import { SITE_NAME } from './site';

/** Sets the document title to "<title> | SelfDrive Chhattisgarh". */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} | ${SITE_NAME}`;
  }, [title]);
}
