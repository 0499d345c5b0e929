import { useEffect } from 'react';
import { pageKeywords, pageTitle } from './pageTitle';

export interface DocumentMeta {
  title: string;
  description?: string;
  /** page-specific keywords, placed before the school's default keywords */
  keywords?: string;
}

function setMetaTag(name: string, content: string): void {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = name;
    document.head.appendChild(tag);
  }
  tag.content = content;
}

/** Every page calls this once with its own title, description and keywords. */
export function useDocumentMeta({ title, description, keywords }: DocumentMeta): void {
  useEffect(() => {
    document.title = pageTitle(title);
    if (description) setMetaTag('description', description);
    setMetaTag('keywords', pageKeywords(keywords));
  }, [title, description, keywords]);
}
