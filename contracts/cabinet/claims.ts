/**
 * SpaMyClaimsData and filing a claim (storefront-shell.md §2 "/lk/claims and /lk/refund are
 * claims"; the payloads are not shown: **(demo)** shapes in demo/API.md "Account pages").
 * A malformed entry is dropped, never thrown: the rest of the list still shows.
 */
import { isRecord, readId, readNumber, readString } from '../wire';
import { listOf, present, readBoughtItem, readDateMs, type BoughtItem } from './bought';

/** POST {orderId, rid, reason, comment} -> {state: 0, value: {claim}}. */
export const CLAIMS_PATH = '/webapi/lk/claims';

export const CLAIM_REASONS = ['defect', 'wrongItem', 'notAsDescribed', 'incomplete', 'other'] as const;
export type ClaimReason = (typeof CLAIM_REASONS)[number];
export const CLAIM_STATUSES = ['new', 'review', 'approved', 'rejected', 'refunded'] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];

export interface Claim {
  id: string;
  item: BoughtItem;
  reason: ClaimReason;
  comment: string;
  status: ClaimStatus;
  /** When it was filed, ms since the epoch. */
  dateMs: number;
  /** The refund asked for or paid, in the shopper's currency (minor units). */
  refundMinor: number;
  refundCurrency: string;
}

export interface ClaimsPage {
  claims: Claim[];
  /** Delivered items a claim can still be filed for. */
  claimable: BoughtItem[];
}

export const isClaimReason = (value: unknown): value is ClaimReason => (CLAIM_REASONS as readonly unknown[]).includes(value);
const isClaimStatus = (value: unknown): value is ClaimStatus => (CLAIM_STATUSES as readonly unknown[]).includes(value);

/** {id, item, reason, comment, status, date, refund, refundCurrency}; null when id, item or refund is missing. */
export function reshapeClaim(raw: unknown): Claim | null {
  if (!isRecord(raw) || !isRecord(raw.item)) return null;
  const id = readId(raw, 'id');
  const item = readBoughtItem(raw.item);
  const refund = readNumber(raw, 'refund');
  const status = raw.status;
  if (id === undefined || item === null || refund === undefined || refund < 0) return null;
  return {
    id,
    item,
    reason: isClaimReason(raw.reason) ? raw.reason : 'other',
    comment: readString(raw, 'comment') ?? '',
    status: isClaimStatus(status) ? status : 'review',
    dateMs: readDateMs(raw, 'date'),
    refundMinor: refund,
    refundCurrency: readString(raw, 'refundCurrency') ?? item.currency,
  };
}

/** SpaMyClaimsData {claims, claimable}. */
export function reshapeClaimsPage(payload: unknown): ClaimsPage {
  return {
    claims: listOf(payload, 'claims').map(reshapeClaim).filter(present),
    claimable: listOf(payload, 'claimable').map(readBoughtItem).filter(present),
  };
}

/** The POST answer {state: 0, value: {claim}}; throws when it holds no claim (the request types it). */
export function reshapeFiledClaim(payload: unknown): Claim {
  const value = isRecord(payload) && isRecord(payload.value) ? payload.value : payload;
  const claim = isRecord(value) ? reshapeClaim(value.claim) : null;
  if (!claim) throw new TypeError('claim answer has no claim');
  return claim;
}
