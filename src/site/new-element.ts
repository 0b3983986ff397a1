/** A new element of the page: `tag`, with its text (set as text, never parsed as HTML) and its attributes. */
export function newElement(tag: string, text?: string, attrs: Record<string, string> = {}): HTMLElement {
  const node = document.createElement(tag);
  if (text !== undefined) node.textContent = text;
  for (const [name, value] of Object.entries(attrs)) node.setAttribute(name, value);
  return node;
}
