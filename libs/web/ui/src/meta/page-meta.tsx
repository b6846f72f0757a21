import { createContext, useContext, useEffect, type ReactNode } from 'react';
import { renderHeadTags, toHeadData, type HeadData, type PageMetaProps } from './head-data';

/** On the server the prerenderer passes a collector; in the browser the tags are updated in place. */
const HeadCollector = createContext<((head: HeadData) => void) | null>(null);

export function HeadCollectorProvider({ collect, children }: { collect: (head: HeadData) => void; children: ReactNode }) {
  return <HeadCollector.Provider value={collect}>{children}</HeadCollector.Provider>;
}

export function PageMeta(props: PageMetaProps) {
  const collect = useContext(HeadCollector);
  const head = toHeadData(props);
  if (collect) collect(head);
  const key = JSON.stringify(head);
  useEffect(() => applyHead(head), [key]); // eslint-disable-line react-hooks/exhaustive-deps
  return null;
}

function applyHead(head: HeadData): void {
  document.title = head.title;
  document.head.querySelectorAll('[data-head]').forEach((el) => el.remove());
  const template = document.createElement('template');
  template.innerHTML = renderHeadTags(head);
  template.content.querySelector('title')?.remove();
  document.head.append(template.content);
}
