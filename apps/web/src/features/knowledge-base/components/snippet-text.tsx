import { splitSnippet } from '../utils/split-snippet.ts';

type Props = { snippet: string };

/** A search passage with the words found in <mark>; everything is text, nothing is read as HTML. */
export const SnippetText = ({ snippet }: Props) => (
  <>
    {splitSnippet(snippet).map((part, index) =>
      part.isMark ? (
        <mark key={index} className="rounded-sm bg-amber-100 px-0.5 text-gray-900">
          {part.text}
        </mark>
      ) : (
        <span key={index}>{part.text}</span>
      ),
    )}
  </>
);
