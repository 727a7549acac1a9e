import { Fragment, memo, useEffect, type ReactNode } from 'react';
import { useAtomValue } from 'jotai/react';
import { loadRichContent, richContentAtom } from '../../core/domain/catalog';
import type { Translate } from '../../core/platform/i18n';
import type { RichInline } from '../../contracts/products';

/** Inline runs as React nodes: text stays text (React escapes it); only bold, italic and breaks become elements. */
function inline(nodes: readonly RichInline[]): ReactNode {
  return nodes.map((node, i) => {
    if (node.kind === 'text') return <Fragment key={i}>{node.text}</Fragment>;
    if (node.kind === 'br') return <br key={i} />;
    const Tag = node.kind;
    return <Tag key={i}>{inline(node.children)}</Tag>;
  });
}

/**
 * The seller's rich content (storefront-shell.md §7 ".../info/ru/rich_v1.json"), asked only when
 * card.json says there is one. The blocks come from contracts/products/rich-content.ts, which
 * never lets the file's markup through: what shows here is headings, paragraphs, lists and
 * pictures built by React. Nothing when there is none or the file is broken (one logged error).
 */
export const RichContent = memo(function RichContent({ nmId, has, level, t }: { nmId: number; has: boolean; level: 2 | 3; t: Translate }) {
  const content = useAtomValue(richContentAtom)[nmId];
  useEffect(() => {
    if (has) void loadRichContent(nmId);
  }, [nmId, has]);
  if (!has || !content || content.blocks.length === 0) return null;
  const Heading = `h${level}` as const;
  const Sub = `h${level + 1}` as 'h3' | 'h4';
  return (
    <section className="rich" part="rich-content" aria-labelledby="rich-title">
      <Heading id="rich-title">{t('productCard.richContent')}</Heading>
      {content.blocks.map((block, i) => {
        switch (block.type) {
          case 'heading':
            return <Sub key={i}>{block.text}</Sub>;
          case 'paragraph':
            return <p key={i}>{inline(block.inline)}</p>;
          case 'list': {
            const List = block.ordered ? 'ol' : 'ul';
            return (
              <List key={i}>
                {block.items.map((item, j) => (
                  <li key={j}>{inline(item)}</li>
                ))}
              </List>
            );
          }
          case 'image':
            return (
              <img
                key={i}
                className="rich-image"
                src={block.src}
                alt={block.alt}
                loading="lazy"
                decoding="async"
                referrerPolicy="no-referrer"
                {...(block.width && block.height ? { width: block.width, height: block.height } : {})}
              />
            );
        }
      })}
    </section>
  );
});
