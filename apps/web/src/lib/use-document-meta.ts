import { useEffect } from "react";

function descriptionTag(): HTMLMetaElement {
  let tag = document.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!tag) {
    tag = document.createElement("meta");
    tag.name = "description";
    document.head.append(tag);
  }
  return tag;
}

/** Sets the tab title (and optionally the meta description) while a page is shown. */
export function useDocumentMeta(title: string | undefined, description?: string): void {
  useEffect(() => {
    if (!title) return;
    const tag = descriptionTag();
    const previous = { title: document.title, description: tag.content };
    document.title = title;
    if (description) tag.content = description;
    return () => {
      document.title = previous.title;
      tag.content = previous.description;
    };
  }, [title, description]);
}
