/**
 * The ad mark: the advertising label and the ad registry mark (the erid token), always as text
 * (both come from the server or the address). Banners (storefront-shell.md §3 "promo marking":
 * promoText, ordBannerMark) and the product card opened from an ad (routing-wallet §2.3 `erid`)
 * show the same mark; each widget places it with its own `.ad-mark` rules.
 */
export function AdMark({ label, mark }: { label?: string | undefined; mark?: string | undefined }) {
  if (!label && !mark) return null;
  return (
    <p className="ad-mark" part="ad-mark">
      {label ? <span className="ad-mark__label">{label}</span> : null}
      {mark ? <span className="ad-mark__erid">{mark}</span> : null}
    </p>
  );
}
