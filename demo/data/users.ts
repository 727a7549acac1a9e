import { isPremiumGranted } from '../../contracts/premium';

/**
 * Demo accounts. Guests have no account. The roles follow storefront-shell.md §6;
 * balances follow §3 Balance (minor units).
 */
export type DemoAccount = {
  account: string;
  userId: number;
  title: string;
  phone: string;
  locale: string;
  currency: string;
  language: string;
  wbClub: boolean;
  /** The club subscription's features (storefront-shell.md §6: extra_discount makes premium with a 79/375 phone). */
  subscriptionFeatures: readonly string[];
  premiumIsAvailable: boolean;
  employee: boolean;
  b2b: boolean;
  seller: boolean;
  priceAdjustmentPercent: number;
  returnFee: number;
  walletTypeCode: number;
  walletRidLimit: number;
  totalBalance: number;
  cashbackBalance: number;
  moneyBalanceGEL: number;
  moneyBalanceTJS: number;
  has2fa: boolean;
  /** routing-wallet §6 the redesigned wallet asks for a security code (demo's flag); §4 verification level bit mask. */
  walletSecurityCodeRequired: boolean;
  verificationLevel: number;
  identityLevel: 'anonymous' | 'verified' | 'account';
  /** An account-type wallet's turnover left, minor units (demo/data/wallet-limits.ts). */
  walletVolumeRemaining?: number;
  contacts: { contact_type: string; phone?: string }[];
};

const BASE: Omit<DemoAccount, 'account' | 'userId' | 'title' | 'phone'> = {
  locale: 'ru',
  currency: 'RUB',
  language: 'ru',
  wbClub: false,
  subscriptionFeatures: [],
  premiumIsAvailable: true,
  employee: false,
  b2b: false,
  seller: false,
  priceAdjustmentPercent: 0,
  returnFee: 0,
  walletTypeCode: 1,
  walletRidLimit: -1,
  totalBalance: 125000,
  cashbackBalance: 3400,
  moneyBalanceGEL: 0,
  moneyBalanceTJS: 0,
  has2fa: false,
  identityLevel: 'verified',
  contacts: [],
  walletSecurityCodeRequired: false,
  verificationLevel: 1,
};

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    ...BASE,
    account: 'regular',
    userId: 1000001,
    title: 'Regular shopper (ru)',
    phone: '79161234567',
    contacts: [{ contact_type: 'phone', phone: '79161234567' }],
  },
  {
    ...BASE,
    account: 'club',
    userId: 1000002,
    title: 'Club subscriber (ru)',
    phone: '79162345678',
    wbClub: true,
    subscriptionFeatures: ['extra_discount', 'free_courier'],
    priceAdjustmentPercent: 3,
    walletTypeCode: 2,
    identityLevel: 'account',
    // 30 000 ₽ of turnover left: a bigger wallet payment is refused with walletVolumeLimit.
    walletVolumeRemaining: 3_000_000,
    contacts: [{ contact_type: 'esiaID' }],
  },
  {
    ...BASE,
    account: 'club-kz',
    userId: 1000011,
    title: 'Club subscriber with a Kazakh phone (no premium)',
    // storefront-shell.md §6: extra_discount, but the phone starts with neither 79 nor 375.
    phone: '77011234567',
    wbClub: true,
    subscriptionFeatures: ['extra_discount', 'free_courier'],
  },
  {
    ...BASE,
    account: 'employee',
    userId: 1000003,
    title: 'Employee (ru)',
    phone: '79163456789',
    employee: true,
    has2fa: true,
    contacts: [{ contact_type: 'sberID' }],
  },
  {
    ...BASE,
    account: 'business',
    userId: 1000004,
    title: 'Business buyer (b2b, ru)',
    phone: '79164567890',
    b2b: true,
    walletTypeCode: 0,
    totalBalance: 0,
    cashbackBalance: 0,
    premiumIsAvailable: false,
  },
  { ...BASE, account: 'seller', userId: 1000005, title: 'Seller with resale (ru)', phone: '79165678901', seller: true, returnFee: 10000 },
  {
    ...BASE,
    account: 'ge',
    userId: 1000006,
    title: 'Georgia shopper (GEL balance)',
    phone: '995555123456',
    locale: 'ge',
    currency: 'GEL',
    language: 'ka',
    totalBalance: 4550,
    cashbackBalance: 0,
    moneyBalanceGEL: 4550,
    identityLevel: 'anonymous',
  },
  {
    ...BASE,
    account: 'ge-empty',
    userId: 1000009,
    title: 'Georgia shopper (zero GEL balance)',
    phone: '995555654321',
    locale: 'ge',
    currency: 'GEL',
    language: 'ka',
    totalBalance: 0,
    cashbackBalance: 0,
    identityLevel: 'anonymous',
  },
  {
    ...BASE,
    account: 'tj',
    userId: 1000007,
    title: 'Tajikistan shopper (TJS balance)',
    phone: '992900123456',
    locale: 'tj',
    currency: 'TJS',
    totalBalance: 38000,
    cashbackBalance: 0,
    moneyBalanceTJS: 38000,
  },
  {
    ...BASE,
    account: 'wallet-redesign',
    userId: 1000010,
    title: 'Redesigned wallet with security code (ru)',
    phone: '79167890123',
    walletTypeCode: 2,
    identityLevel: 'account',
    walletSecurityCodeRequired: true,
  },
  {
    ...BASE,
    account: 'global',
    userId: 1000008,
    title: 'Global shopper (USD)',
    phone: '14155550123',
    locale: 'global',
    currency: 'USD',
    language: 'ru',
    totalBalance: 2500,
    cashbackBalance: 0,
    walletTypeCode: 0,
  },
];

/** storefront-shell.md §6 the premium rule, the one the storefront applies too. */
export function isPremiumAccount(account: DemoAccount): boolean {
  return isPremiumGranted(account.subscriptionFeatures, account.phone);
}

export function findAccount(account: unknown): DemoAccount | undefined {
  return DEMO_ACCOUNTS.find((a) => a.account === account);
}

export function findAccountById(userId: number): DemoAccount | undefined {
  return DEMO_ACCOUNTS.find((a) => a.userId === userId);
}

/** storefront-shell.md §3 Session: the shard a user's storage lives on (demo: 1..4). */
export function shardKeyOf(userId: number): string {
  return String((userId % 4) + 1);
}
