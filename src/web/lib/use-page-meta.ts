import { useEffect } from 'react';
import { useServerPageHead } from './page-head';
import { SITE_NAME } from './site';

/** Sets "<title> | SelfDrive Chhattisgarh" and the meta description of the current page. */
export function usePageMeta(title: string, description: string): void {
  useServerPageHead(`${title} | ${SITE_NAME}`, description);
  useEffect(() => {
    document.title = `${title} | ${SITE_NAME}`;
    let tag = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!tag) {
      tag = document.createElement('meta');
      tag.name = 'description';
      document.head.append(tag);
    }
    tag.content = description;
  }, [title, description]);
}
