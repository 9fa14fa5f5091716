import { Fragment, type ReactNode } from 'react';

/** Fills `{name}` placeholders of a catalog text with elements (links, emphasis), keeping word order per language. */
export function richText(template: string, values: Record<string, ReactNode>): ReactNode {
  const parts = template.split(/\{(\w+)\}/g);
  // split with a capture group alternates text and placeholder names.
  return parts.map((part, index) => <Fragment key={index}>{index % 2 === 1 ? (part in values ? values[part] : `{${part}}`) : part}</Fragment>);
}
