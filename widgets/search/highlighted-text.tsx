import { Fragment, useMemo } from 'react';
import { highlightParts } from '../../core/domain/search';

/**
 * The label with what the shopper typed in <mark>: text nodes only, never innerHTML.
 * The unmarked parts are bare text nodes, not elements: fewer nodes to style and lay out when an
 * answer replaces every option's text (keystroke to painted suggestions, §9 budget).
 */
export function HighlightedText({ label, typed }: { label: string; typed: string }) {
  const parts = useMemo(() => highlightParts(label, typed), [label, typed]);
  return <>{parts.map((part, index) => (part.match ? <mark key={index}>{part.text}</mark> : <Fragment key={index}>{part.text}</Fragment>))}</>;
}
