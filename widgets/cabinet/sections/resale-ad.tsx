import { useId, useMemo, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import {
  c2cFee,
  c2cPriceProblem,
  C2C_DESCRIPTION_MAX_LENGTH,
  C2C_FEE_PERCENT,
  C2C_MAX_PHOTOS,
  C2C_MIN_PHOTOS,
  C2C_PHOTO_MAX_BYTES,
  C2C_PRICE_MAX,
  C2C_PRICE_MIN,
  parsePriceMinor,
  reshapeResaleAdPage,
  type BoughtItem,
  type ResaleAd,
} from '../../../contracts/cabinet';
import { fiscalStepMinor, MINOR_PER_MAJOR } from '../../../contracts/money';
import { isCurrency, type Language } from '../../../contracts/locales';
import { formatRecordAmount, callerProblem, postResaleAd, uploadResalePhoto } from '../../../core/domain/account';
import { formatNumber } from '../../../core/platform/format';
import { usePagesT } from '../../shared/account-pages/use-pages-t';
import { useRecordsOfItems } from './use-records-of-items';
import type { AccountPageProps } from './page-props';
import { ItemSelect, LimitedText, ResaleTabs, usePageStyles } from './page-kit';
import { PhotoRefused, preparePhoto } from './photo-file';
import { AdEntry } from './resale-ad-list';

/** The photo size limit is told in megabytes (the texts name the unit). */
const BYTES_PER_MB = 1024 * 1024;

interface Photo {
  key: number;
  name: string;
  /** The scaled JPEG (its preview and what is sent). */
  url: string;
  /** The server's id once sent: a retry after a failure does not send it again. */
  uploadedId?: string;
}

type Field = 'item' | 'price' | 'photos';

/**
 * The C2C ad form (storefront-routing-wallet.md §6 SpaC2CAdEntrypoint): an item of the shopper's
 * delivered orders, the price (storefront-shell.md §9 "C2C ad price range 50 to 25000", the shop
 * currency) with the 5 % fee and the payout shown as it is typed (§9 "C2C fee 5", minor units,
 * rounded once), at least 3 photos (§9 "minimum C2C photos 3") and a description; then "My ads".
 * A refused or failed send keeps every field.
 */
export function Page({ data, language, root }: AccountPageProps) {
  usePageStyles(root);
  const t = usePagesT();
  const page = useMemo(() => reshapeResaleAdPage(data), [data]);
  const [ads, items, posted] = useRecordsOfItems(page.ads, page.items);

  return (
    <>
      <ResaleTabs current="ad" t={t} />
      <AdForm items={items} currency={page.currency} language={language} posted={posted} />
      <section className="card" part="my-ads" aria-labelledby="my-ads-title">
        <h2 id="my-ads-title">{t('accountPages.resale.myAds')}</h2>
        {ads.length === 0 ? (
          <p>{t('accountPages.resale.noAds')}</p>
        ) : (
          <ul className="page-list">
            {ads.map((ad) => (
              <AdEntry key={ad.id} ad={ad} language={language} t={t} />
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

function AdForm({ items, currency, language, posted }: { items: BoughtItem[]; currency: string; language: Language; posted(ad: ResaleAd): void }) {
  const t = usePagesT();
  const id = useId();
  const nextKey = useRef(0);
  const [rid, setRid] = useState('');
  const [priceText, setPriceText] = useState('');
  const [description, setDescription] = useState('');
  const [photos, setPhotos] = useState<Photo[]>([]);
  const [photoNotes, setPhotoNotes] = useState<string[]>([]);
  const [reading, setReading] = useState(0);
  const [state, setState] = useState<'idle' | 'sending' | 'done' | 'error'>('idle');
  const [message, setMessage] = useState('');
  const [invalid, setInvalid] = useState<Field | null>(null);

  const money = (minor: number) => formatRecordAmount(minor, currency, language);
  const priceMinor = parsePriceMinor(priceText);
  // Shown for any price in whole steps of the currency, inside the range or not (the check is on send).
  const fee = priceMinor !== undefined && priceMinor > 0 && c2cPriceProblem(priceMinor, currency) !== 'priceStep' ? c2cFee(priceMinor, currency) : null;
  const range = { min: money(C2C_PRICE_MIN * MINOR_PER_MAJOR), max: money(C2C_PRICE_MAX * MINOR_PER_MAJOR) };
  const step = isCurrency(currency) ? money(fiscalStepMinor(currency)) : '';

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    if (files.length === 0) return;
    const room = C2C_MAX_PHOTOS - photos.length;
    const notes: string[] = [];
    if (files.length > room) notes.push(t('accountPages.resale.photosTooMany', { count: C2C_MAX_PHOTOS }));
    const taken = files.slice(0, Math.max(0, room));
    setReading((n) => n + taken.length);
    void Promise.all(
      taken.map((file) =>
        preparePhoto(file).then(
          (url): Photo => ({ key: nextKey.current++, name: file.name, url }),
          (error: unknown) => {
            const problem = error instanceof PhotoRefused ? error.problem : 'photoType';
            notes.push(
              problem === 'photoSize'
                ? t('accountPages.resale.photoSize', { name: file.name, size: formatNumber(C2C_PHOTO_MAX_BYTES / BYTES_PER_MB, language) })
                : t('accountPages.resale.photoType', { name: file.name }),
            );
            return null;
          },
        ),
      ),
    ).then((ready) => {
      setReading((n) => n - taken.length);
      setPhotos((list) => [...list, ...ready.filter((p): p is Photo => p !== null)].slice(0, C2C_MAX_PHOTOS));
      setPhotoNotes(notes);
      if (invalid === 'photos') setInvalid(null);
    });
  };

  const fail = (field: Field | null, text: string) => {
    setInvalid(field);
    setState('error');
    setMessage(text);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const item = items.find((i) => i.rid === rid);
    if (!item) return fail('item', t('accountPages.resale.pickItem'));
    const problem = c2cPriceProblem(priceMinor, currency);
    if (problem) return fail('price', t(`accountPages.resale.${problem}`, { ...range, step }));
    if (photos.length < C2C_MIN_PHOTOS) return fail('photos', t('accountPages.resale.photosTooFew', { count: C2C_MIN_PHOTOS }));
    setInvalid(null);
    setState('sending');
    try {
      const ids: string[] = [];
      for (const photo of photos) {
        const uploaded = photo.uploadedId ?? (await uploadResalePhoto(photo.url)).id;
        if (!photo.uploadedId) setPhotos((list) => list.map((p) => (p.key === photo.key ? { ...p, uploadedId: uploaded } : p)));
        ids.push(uploaded);
      }
      const ad = await postResaleAd({ rid: item.rid, price: priceMinor!, description: description.trim(), photos: ids });
      posted(ad);
      setRid('');
      setPriceText('');
      setDescription('');
      setPhotos([]);
      setPhotoNotes([]);
      setState('done');
    } catch (error) {
      const code = callerProblem(error);
      if (code === 'priceBelow' || code === 'priceAbove' || code === 'priceStep') return fail('price', t(`accountPages.resale.${code}`, { ...range, step }));
      if (code === 'photosTooFew') return fail('photos', t('accountPages.resale.photosTooFew', { count: C2C_MIN_PHOTOS }));
      fail(null, code === 'conflict' ? t('accountPages.resale.conflict') : t('accountPages.sendFailed'));
    }
  };

  const errorId = `${id}-error`;
  const describedBy = (field: Field, hint: string) => (invalid === field ? `${hint} ${errorId}` : hint);

  return (
    <section className="card" part="ad-form" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('accountPages.resale.adTitle')}</h2>
      {items.length === 0 ? (
        <p>{t('accountPages.resale.noItems')}</p>
      ) : (
        <form className="page-form" onSubmit={(event) => void submit(event)} noValidate>
          <ItemSelect id={`${id}-item`} items={items} rid={rid} invalid={invalid === 'item'} onChange={setRid} t={t} />
          <div>
            <label htmlFor={`${id}-price`}>{t('accountPages.resale.price')}</label>
            <input
              id={`${id}-price`}
              name="price"
              type="text"
              inputMode="decimal"
              autoComplete="off"
              value={priceText}
              aria-invalid={invalid === 'price'}
              aria-describedby={describedBy('price', `${id}-price-hint`)}
              onChange={(event) => setPriceText(event.target.value)}
            />
            <p id={`${id}-price-hint`} className="hint">
              {t('accountPages.resale.priceHint', range)}
            </p>
          </div>
          <dl className="money-facts" part="ad-fee" aria-live="polite">
            <div>
              <dt>{t('accountPages.resale.fee', { percent: C2C_FEE_PERCENT })}</dt>
              <dd data-figure="fee">{fee ? money(fee.feeMinor) : '—'}</dd>
            </div>
            <div>
              <dt>{t('accountPages.resale.payout')}</dt>
              <dd data-figure="payout">{fee ? money(fee.payoutMinor) : '—'}</dd>
            </div>
          </dl>
          <div>
            <label htmlFor={`${id}-photos`}>{t('accountPages.resale.photos')}</label>
            <input
              id={`${id}-photos`}
              name="photos"
              type="file"
              accept="image/jpeg,image/png,image/webp,image/*"
              multiple
              aria-invalid={invalid === 'photos'}
              aria-describedby={describedBy('photos', `${id}-photos-hint`)}
              onChange={choose}
            />
            <p id={`${id}-photos-hint`} className="hint">
              {t('accountPages.resale.photosHint', { count: C2C_MIN_PHOTOS, size: formatNumber(C2C_PHOTO_MAX_BYTES / BYTES_PER_MB, language) })}{' '}
              <span data-figure="photo-count">{t('accountPages.resale.photosChosen', { count: photos.length })}</span>
            </p>
            {reading > 0 && <p className="hint">{t('accountPages.resale.photosReading')}</p>}
            {photoNotes.length > 0 && (
              <ul className="page-list" role="alert">
                {photoNotes.map((note) => (
                  <li key={note} className="error">
                    {note}
                  </li>
                ))}
              </ul>
            )}
            {photos.length > 0 && (
              <ul className="photos" part="photo-previews">
                {photos.map((photo, i) => (
                  <li key={photo.key}>
                    <img src={photo.url} alt={t('accountPages.resale.photoN', { n: i + 1 })} />
                    <button
                      type="button"
                      className="photo-remove"
                      aria-label={t('accountPages.resale.removePhoto', { n: i + 1 })}
                      onClick={() => setPhotos((list) => list.filter((p) => p.key !== photo.key))}
                    >
                      ×
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </div>
          <LimitedText
            id={`${id}-description`}
            name="description"
            label={t('accountPages.resale.description')}
            value={description}
            max={C2C_DESCRIPTION_MAX_LENGTH}
            onChange={setDescription}
            t={t}
          />
          <div>
            <button type="submit" className="vt-button vt-button--primary" disabled={state === 'sending' || reading > 0}>
              {state === 'sending' ? t('accountPages.sending') : t('accountPages.resale.submit')}
            </button>
          </div>
          {state === 'error' && (
            <p id={errorId} role="alert" className="error">
              {message}
            </p>
          )}
          {state === 'done' && (
            <p role="status" className="page-done">
              {t('accountPages.resale.posted')}
            </p>
          )}
        </form>
      )}
      {items.length === 0 && state === 'done' && (
        <p role="status" className="page-done">
          {t('accountPages.resale.posted')}
        </p>
      )}
    </section>
  );
}
