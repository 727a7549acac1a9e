import type { Translate } from '../../core/platform/i18n';

/** A section's loading line: while its server answer, or the part showing it (on-demand.ts), is on the way. */
export function LoadingHint({ t }: { t: Translate }) {
  return (
    <p className="hint" role="status">
      {t('checkout.loading')}
    </p>
  );
}
