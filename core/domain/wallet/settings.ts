/**
 * The wallet's numbers in the global settings (storefront-shell.md §3 variables
 * wlt2DiscountDisplayMaxPrice; storefront-routing-wallet.md §5 wlt1DiscountDisplayMaxPrice, the
 * rounder switch, the lower rounding threshold and the multiplicity). The spec names no variables
 * for the threshold and multiplicity: **(demo)** walletDiscountRoundingThreshold and
 * walletDiscountRoundingMultiplicity (major units), documented in demo/API.md.
 */
import type { GlobalSettings } from '../settings';
import type { DisplayMaxPrices } from './order-limit';

export const ROUNDER_SWITCH = 'enableDiscountRounder';
export const ROUNDING_THRESHOLD_VARIABLE = 'walletDiscountRoundingThreshold';
export const ROUNDING_MULTIPLICITY_VARIABLE = 'walletDiscountRoundingMultiplicity';

export class MalformedWalletLimitsError extends Error {
  override name = 'MalformedWalletLimitsError';
}

export interface RounderSettings {
  /** The rounder switch (or the experiment) is on. */
  enabled: boolean;
  /** Prices (major units) from this one up are rounded; null when not set. */
  threshold: number | null;
  multiplicity: number;
}

export interface WalletDiscountSettings {
  caps: DisplayMaxPrices;
  rounder: RounderSettings;
}

function capOf(value: unknown, name: string): number {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) {
    throw new MalformedWalletLimitsError(`${name} must be a non-negative number, got ${JSON.stringify(value) ?? String(value)}`);
  }
  return value;
}

function optionalNumber(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/** Throws MalformedWalletLimitsError when a display cap is missing, negative or not a number. */
export function readWalletDiscountSettings(settings: Pick<GlobalSettings, 'switches' | 'variables'>, rounderExperiment = false): WalletDiscountSettings {
  const { variables, switches } = settings;
  return {
    caps: {
      wlt1: capOf(variables.wlt1DiscountDisplayMaxPrice, 'wlt1DiscountDisplayMaxPrice'),
      wlt2: capOf(variables.wlt2DiscountDisplayMaxPrice, 'wlt2DiscountDisplayMaxPrice'),
    },
    rounder: {
      enabled: switches[ROUNDER_SWITCH] === true || rounderExperiment,
      threshold: optionalNumber(variables[ROUNDING_THRESHOLD_VARIABLE]),
      multiplicity: optionalNumber(variables[ROUNDING_MULTIPLICITY_VARIABLE]) ?? 0,
    },
  };
}
