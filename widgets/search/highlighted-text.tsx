import { useMemo } from 'react';
import { highlightParts } from '../../core/suggest/highlight';

/** The label with what the shopper typed in <mark>: text nodes only, never innerHTML (issue 7). */
export function HighlightedText({ label, typed }: { label: string; typed: string }) {
  const parts = useMemo(() => highlightParts(label, typed), [label, typed]);
  return (
    <>
      {parts.map((part, index) => (part.match ? <mark key={index}>{part.text}</mark> : <span key={index}>{part.text}</span>))}
    </>
  );
}
