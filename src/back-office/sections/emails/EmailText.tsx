/**
 * An e-mail's plain-text body as its reader sees it: the lines kept, every http(s) address a
 * link (the text is never read as HTML: React escapes it).
 */
import { Fragment } from 'react';

const URL_PATTERN = /(https?:\/\/[^\s<>"]+)/g;

/** The text cut into plain parts and links, in order. */
export function textParts(text: string): { text: string; link: boolean }[] {
  return text
    .split(URL_PATTERN)
    .filter((part) => part !== '')
    .map((part) => ({ text: part, link: /^https?:\/\//.test(part) }));
}

export function EmailText({ text }: { text: string }) {
  return (
    <div className="bo-emails__text">
      {textParts(text).map((part, index) =>
        part.link ? (
          <a key={index} href={part.text}>
            {part.text}
          </a>
        ) : (
          <Fragment key={index}>{part.text}</Fragment>
        ),
      )}
    </div>
  );
}
