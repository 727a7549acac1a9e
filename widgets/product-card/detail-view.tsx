import { useEffect, useMemo, useState } from 'react';
import { useAtomValue } from 'jotai/react';
import type { ProductDetail, ProductSizeView } from '../../contracts/products';
import { languageAtom } from '../../core/platform/locale';
import { emit } from '../../core/platform/dom';
import type { Translate } from '../../core/platform/i18n';
import {
  cardContentAtom,
  cardContentKey,
  loadCardContent,
  productImageSources,
  recordProductView,
  productPath,
  chooseSize,
  isSoldOut,
  needsSizePicker,
  sizeQueryValue,
  cardItemMeta,
  loadPictureMap,
  pictureMapAtom,
  type CardUrlContext,
} from '../../core/domain/catalog';
import { NO_NAME_KEY, productName } from '../../contracts/products';
import { AdMark } from '../shared/ad-mark/ad-mark';
import { CardDocuments } from './card-documents';
import { TrendMark } from './trend-mark';
import { ProductTags } from './product-tags';
import { RichContent } from './rich-content';
import { ColourChoices } from './colour-choices';
import { DeliveryEstimate } from './delivery-estimate';
import { FeedbackMediaStrip } from './feedback-media';
import { FlagList } from './flag-list';
import { Gallery } from './gallery';
import { PriceBlock } from '../shared/product-facts/price-block';
import { PriceHistory } from './price-history';
import { ProductOptions } from './product-options';
import { BrandLink, SellerLink } from './seller-brand';
import { SellerLegalDetails } from './seller-legal';
import { SizePicker } from './size-picker';
import { SizeTableButton } from './size-table';
import '../shared/events/product-select';

export interface DetailViewProps {
  detail: ProductDetail;
  /** When the card was read (ms). */
  at: number;
  variant: 'page' | 'popup';
  /** The `?size=` value asked for. */
  requestedSize?: string;
  /** What the card's address says (targetUrl, erid, isTrend; routing-wallet §2.3). */
  context: CardUrlContext;
  host: Element;
  /** Formats minor units in the card's currency (use-money.ts, kept in the element's own chunk). */
  money: (minor: number) => string;
  t: Translate;
}

/** Keeps `?size=` in the page address without a new history entry (routing-wallet §2.3). */
function keepSizeInUrl(value: string): void {
  const url = new URL(location.href);
  if (url.searchParams.get('size') === value) return;
  url.searchParams.set('size', value);
  history.replaceState(history.state, '', url);
}

/** The full product card: gallery, colours, sizes, price, delivery, buttons, flags, seller, options, price history. */
export function DetailView({ detail, at, variant, requestedSize, context, host, money, t }: DetailViewProps) {
  const language = useAtomValue(languageAtom);
  const initial = useMemo(() => chooseSize(detail.sizes, requestedSize, detail.selectedSize), [detail, requestedSize]);
  // The shopper's pick holds for this product and requested size: a refreshed detail (a new
  // object with the same product) keeps it while the size is still there, instead of resetting it.
  const pickKey = `${detail.nmId}|${requestedSize ?? ''}`;
  const [picked, setPicked] = useState<{ key: string; characteristicId: number } | null>(null);
  const chosen = (picked?.key === pickKey ? detail.sizes.find((s) => s.characteristicId === picked.characteristicId) : undefined) ?? initial;
  useEffect(() => recordProductView(detail.nmId, productPath(detail.nmId)), [detail.nmId]);
  // The card's text in the shopper's language (storefront-shell.md §7 .../info/{lang}/card.json), over the detail answer's.
  const content = useAtomValue(cardContentAtom)[cardContentKey(detail.nmId, language)];
  useEffect(() => void loadCardContent(detail.nmId, language), [detail.nmId, language]);
  const described = useMemo(
    () =>
      content
        ? {
            ...detail,
            description: content.description || detail.description,
            options: content.options.length > 0 ? content.options : detail.options,
            groupedOptions: content.groupedOptions.length > 0 ? content.groupedOptions : detail.groupedOptions,
          }
        : detail,
    [content, detail],
  );

  // §7 "picMap.json": what each picture shows names it in the gallery.
  const hasPictureMap = content?.hasPictureMap === true;
  const captions = useAtomValue(pictureMapAtom)[detail.nmId] ?? undefined;
  useEffect(() => {
    if (hasPictureMap) void loadPictureMap(detail.nmId);
  }, [detail.nmId, hasPictureMap]);

  const pictures = useMemo(() => productImageSources(detail.nmId, detail.pics), [detail.nmId, detail.pics]);
  const name = productName(detail.name);
  const soldOut = isSoldOut(detail.sizes);
  const Title = variant === 'page' ? 'h1' : 'h2';
  const meta = cardItemMeta(context) || undefined;
  const sectionLevel = variant === 'page' ? 2 : 3;

  const choose = (size: ProductSizeView) => {
    setPicked({ key: pickKey, characteristicId: size.characteristicId });
    const value = sizeQueryValue(size);
    if (variant === 'page') keepSizeInUrl(value);
    emit(host, 'vt-product-size-change', { nmId: detail.nmId, characteristicId: size.characteristicId, size: value });
  };

  return (
    <article className={`card card--${variant}`} part="card" aria-labelledby="product-title" data-nm-id={detail.nmId}>
      <Gallery
        pictures={pictures}
        captions={captions}
        name={name ?? t(NO_NAME_KEY)}
        adult={detail.adult || detail.flags.adult}
        eager={variant === 'page'}
        t={t}
      />
      <div className="info" part="info">
        {context.erid && <AdMark label={t('productCard.ad')} mark={t('productCard.adToken', { erid: context.erid })} />}
        {context.isTrend && <TrendMark t={t} />}
        <BrandLink product={detail} />
        <Title id="product-title" className="title" part="title">
          {name ?? t(NO_NAME_KEY)}
        </Title>
        {detail.feedbacks > 0 && (
          <p className="rating" part="rating">
            ★ {t('productCard.rating', { rating: detail.reviewRating, count: detail.feedbacks })}
          </p>
        )}
        <PriceBlock size={chosen ?? detail.sizes.find((s) => s.price !== undefined)} money={money} t={t} />
        <FlagList detail={detail} size={chosen} t={t} />
        {content && content.tags.length > 0 && <ProductTags nmId={detail.nmId} tags={content.tags} t={t} />}
        <ColourChoices
          group={detail.nomenclatures}
          nmId={detail.nmId}
          variant={variant}
          sizeName={needsSizePicker(detail.sizes) ? chosen?.name : undefined}
          host={host}
          t={t}
        />
        {needsSizePicker(detail.sizes) && (
          <div className="size-row">
            <SizePicker sizes={detail.sizes} chosen={chosen?.characteristicId} onChoose={choose} t={t} />
            {detail.sizeTable && <SizeTableButton table={detail.sizeTable} t={t} />}
          </div>
        )}
        {soldOut ? (
          <p className="sold-out" part="sold-out" role="status">
            {t('productCard.soldOut')}
          </p>
        ) : (
          <>
            {chosen && <DeliveryEstimate stocks={chosen.stocks} since={at} now={Date.now()} t={t} />}
            <div className="buy-actions" part="actions">
              {chosen ? (
                <vt-add-to-cart product={String(detail.nmId)} size={String(chosen.characteristicId)} target-url={context.targetUrl} meta={meta} />
              ) : (
                <p className="hint" role="status">
                  {t('productCard.chooseSize')}
                </p>
              )}
              <vt-favorite-toggle
                product={String(detail.nmId)}
                size={chosen ? String(chosen.characteristicId) : undefined}
                target-url={context.targetUrl}
                meta={meta}
              />
            </div>
          </>
        )}
        <SellerLink product={detail} t={t} />
        {detail.supplierId > 0 && <SellerLegalDetails nmId={detail.nmId} t={t} />}
        <ProductOptions detail={described} level={sectionLevel} t={t} />
        <FeedbackMediaStrip media={detail.feedbackMedia} level={sectionLevel} t={t} />
        <RichContent nmId={detail.nmId} has={content?.hasRichContent === true} level={sectionLevel} t={t} />
        <CardDocuments nmId={detail.nmId} content={content} language={language} level={sectionLevel} t={t} />
        <PriceHistory nmId={detail.nmId} currency={detail.currency || 'RUB'} language={language} money={money} level={sectionLevel} t={t} />
      </div>
    </article>
  );
}
