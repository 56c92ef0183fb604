import { SaxesParser } from 'saxes';
import { FetchRefusal } from '../../../../../shared/fetching/source-fetcher.ts';
import { FeedUnreadable, type FeedText } from './feed-reading.ts';
import { ItemSizeGuard } from './item-size-guard.ts';

/** An XML element as a small tree: enough to read one feed item. */
export interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  text: string;
}

/**
 * Feeds the XML text to saxes chunk by chunk as it arrives and hands over each element named `itemName` as a tree,
 * in document order, as soon as it closes; nothing else is kept, and no item may exceed ITEM_MAX_CHARS. A DOCTYPE
 * is refused before its declarations are read, so no entity is ever expanded (a "billion laughs" document fails at
 * once); an undeclared entity reference is a parse error.
 */
export async function* xmlItems(text: FeedText, itemName: string): AsyncGenerator<XmlElement> {
  const parser = new SaxesParser({ position: true });
  const open: XmlElement[] = [];
  const closed: XmlElement[] = [];
  parser.on('doctype', () => {
    throw new FeedUnreadable('the XML declares a DOCTYPE; documents with entity declarations are not accepted');
  });
  parser.on('opentag', (tag) => {
    if (open.length === 0 && tag.name !== itemName) return;
    const element: XmlElement = {
      name: tag.name,
      attributes: { ...(tag.attributes as Record<string, string>) },
      children: [],
      text: '',
    };
    open.at(-1)?.children.push(element);
    open.push(element);
  });
  const addText = (chunk: string) => {
    const current = open.at(-1);
    if (current) current.text += chunk;
  };
  parser.on('text', addText);
  parser.on('cdata', addText);
  parser.on('closetag', () => {
    const element = open.pop();
    if (element && open.length === 0) closed.push(element);
  });
  const guard = new ItemSizeGuard();
  try {
    for await (const chunk of guard.watch(text)) {
      parser.write(chunk);
      if (closed.length > 0) guard.itemRead();
      yield* closed.splice(0);
    }
    parser.close();
  } catch (error) {
    if (error instanceof FeedUnreadable || error instanceof FetchRefusal) throw error;
    throw new FeedUnreadable(`the XML is malformed: ${(error as Error).message}`);
  }
  yield* closed.splice(0);
}

export function child(element: XmlElement | undefined, ...path: string[]): XmlElement | undefined {
  let current = element;
  for (const name of path) current = current?.children.find((candidate) => candidate.name.toLowerCase() === name);
  return current;
}

export function textAt(element: XmlElement | undefined, ...path: string[]): string | undefined {
  const text = child(element, ...path)?.text.trim();
  return text ? text : undefined;
}

export function isTrue(value: string | undefined): boolean {
  return value !== undefined && /^(true|1)$/i.test(value.trim());
}
