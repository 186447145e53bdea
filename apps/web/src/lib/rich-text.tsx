import { Fragment, type ReactNode } from "react";

const MARK = "\u0000";

/**
 * A message with elements inside it (a link, a bold figure): each `{name}` of the message is
 * filled with `parts[name]`, so the translation decides where in the sentence the element goes.
 */
export function richText<K extends string>(message: (inputs: Record<K, string>) => string, parts: Record<K, ReactNode>): ReactNode {
  const marks = Object.fromEntries(Object.keys(parts).map((name) => [name, `${MARK}${name}${MARK}`])) as Record<K, string>;
  // Split on the marks: the odd pieces are the names of the parts.
  return message(marks)
    .split(MARK)
    .map((piece, index) => (index % 2 === 1 ? <Fragment key={index}>{parts[piece as K]}</Fragment> : piece));
}
