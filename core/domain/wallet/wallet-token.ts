/**
 * The wallet token of a 2FA user (storefront-routing-wallet.md §6 "Users with 2FA need a valid wallet
 * token, else /lk#check2fa") and the entered security code of the redesigned wallet (§6 "may require
 * a security code"). How they are issued is not shown in the spec: **(demo)** the cabinet's
 * #check2fa / #securityCode sections confirm and store one for this tab's session with its expiry.
 */
export const WALLET_TOKEN_KEY = 'vitrina:wallet-token';
export const SECURITY_CODE_KEY = 'vitrina:wallet-security-code';

/**
 * storefront-shell.md §9 "Session token time to live 300 s": a wallet token or security code is
 * trusted for 300 s at most, however long the server would keep it; then the shopper confirms again.
 */
export const SESSION_TOKEN_TTL_S = 300;
const MS_PER_SECOND = 1000;

/** When a proof given now stops counting: the server's expiry, capped at 300 s from now. */
export function proofExpiry(serverExpiresAtMs: number, nowMs: number): number {
  const cap = nowMs + SESSION_TOKEN_TTL_S * MS_PER_SECOND;
  return Number.isFinite(serverExpiresAtMs) ? Math.min(serverExpiresAtMs, cap) : cap;
}

export type WalletProof = typeof WALLET_TOKEN_KEY | typeof SECURITY_CODE_KEY;

interface Stored {
  value: string;
  expiresAt: number;
}

function storage(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null; // storage blocked by the browser
  }
}

/** Valid when stored, well formed and not expired; a malformed entry is removed. */
export function hasValidProof(key: WalletProof, now = Date.now()): boolean {
  const store = storage();
  const raw = store?.getItem(key);
  if (!raw) return false;
  try {
    const parsed = JSON.parse(raw) as Partial<Stored>;
    if (typeof parsed.value === 'string' && parsed.value !== '' && typeof parsed.expiresAt === 'number' && parsed.expiresAt > now) return true;
  } catch {
    /* malformed: dropped below */
  }
  store?.removeItem(key);
  return false;
}

/** Stores a proof until its expiry (capped at the session token's 300 s); false when the storage refused it (the user is asked again next time). */
export function storeProof(key: WalletProof, value: string, serverExpiresAt: number, now = Date.now()): boolean {
  try {
    storage()?.setItem(key, JSON.stringify({ value, expiresAt: proofExpiry(serverExpiresAt, now) } satisfies Stored));
    return true;
  } catch {
    return false;
  }
}

export function clearProofs(): void {
  storage()?.removeItem(WALLET_TOKEN_KEY);
  storage()?.removeItem(SECURITY_CODE_KEY);
}
