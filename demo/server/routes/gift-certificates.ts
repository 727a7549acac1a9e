import { randomInt } from 'node:crypto';
import type { Hono } from 'hono';
import { GIFT_BALANCE_PATH, GIFT_DESIGNS, GIFT_MESSAGE_MAX, GIFT_NUMBER_PATTERN, GIFT_ORDER_PATH, isEmailAddress } from '../../../contracts/gift-certificates';
import { isCurrency } from '../../../contracts/locales';
import type { AppEnv, Deps } from '../deps';
import type { Db } from '../db/open';
import { badRequest } from '../errors';
import { readOptionalObject } from '../input';
import { convertMinor } from '../views/money';

const NOMINALS_RUB = new Set([100000, 300000, 500000, 1000000]);
const VALIDITY_S = 365 * 24 * 3600;
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

type Row = { number: string; balance: number; nominal: number; currency: string; valid_until: number };

/** **(demo)** Two certificates anyone can check (demo/API.md): one half spent, one expired. */
export const DEMO_GIFT_CERTIFICATES: readonly Row[] = [
  { number: 'VT-DEMO-5000', balance: 320000, nominal: 500000, currency: 'RUB', valid_until: 4102444800 },
  { number: 'VT-OLD1-1000', balance: 100000, nominal: 100000, currency: 'RUB', valid_until: 1700000000 },
];

const SCHEMA = `CREATE TABLE IF NOT EXISTS gift_certificates (
  number TEXT PRIMARY KEY, user_id INTEGER NOT NULL, nominal INTEGER NOT NULL, balance INTEGER NOT NULL, currency TEXT NOT NULL,
  design TEXT NOT NULL, email TEXT NOT NULL, message TEXT NOT NULL, created_at INTEGER NOT NULL, valid_until INTEGER NOT NULL
)`;

function store(db: Db) {
  db.exec(SCHEMA);
  return {
    add: db.prepare(
      'INSERT INTO gift_certificates (number, user_id, nominal, balance, currency, design, email, message, created_at, valid_until) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
    ),
    one: db.prepare('SELECT number, balance, nominal, currency, valid_until FROM gift_certificates WHERE number = ?'),
  };
}

const part = () => Array.from({ length: 4 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
const answer = (row: Row) => ({ number: row.number, balance: row.balance, nominal: row.nominal, currency: row.currency, validUntil: row.valid_until });

/**
 * **(demo)** Gift certificates (contracts/gift-certificates.ts): POST order {nominalRub, currency,
 * design, email, message} (signed in) issues one, in SQLite, and answers it; POST balance {number}
 * answers its balance, {state:-1} with a message when unknown or expired.
 */
export function registerGiftCertificates(app: Hono<AppEnv>, deps: Deps): void {
  const certificates = store(deps.db);

  app.post(GIFT_ORDER_PATH, async (c) => {
    const { account } = deps.auth.identify(c);
    const body = await readOptionalObject(c);
    const nominalRub = typeof body.nominalRub === 'number' ? body.nominalRub : 0;
    const currency = typeof body.currency === 'string' ? body.currency.toUpperCase() : '';
    const design = typeof body.design === 'string' ? body.design : '';
    const email = typeof body.email === 'string' ? body.email.trim() : '';
    const message = typeof body.message === 'string' ? body.message : '';
    if (!NOMINALS_RUB.has(nominalRub)) throw badRequest('nominalRub must be one of the page’s nominals');
    if (!isCurrency(currency)) throw badRequest('currency must be a shop currency');
    if (!(GIFT_DESIGNS as readonly string[]).includes(design)) throw badRequest(`design must be one of ${GIFT_DESIGNS.join(', ')}`);
    if (!isEmailAddress(email)) throw badRequest('email must be an e-mail address');
    if (message.length > GIFT_MESSAGE_MAX) throw badRequest(`message must be at most ${GIFT_MESSAGE_MAX} characters`);
    const nominal = convertMinor(nominalRub, currency);
    const now = Math.floor(Date.now() / 1000);
    const row: Row = { number: `VT-${part()}-${part()}`, balance: nominal, nominal, currency, valid_until: now + VALIDITY_S };
    certificates.add.run(row.number, account.userId, nominal, nominal, currency, design, email, message, now, row.valid_until);
    return c.json({ state: 0, value: answer(row) });
  });

  app.post(GIFT_BALANCE_PATH, async (c) => {
    const body = await readOptionalObject(c);
    const number = typeof body.number === 'string' ? body.number.trim().toUpperCase() : '';
    if (!GIFT_NUMBER_PATTERN.test(number)) return c.json({ state: -1, error: 'Номер сертификата выглядит так: VT-XXXX-XXXX' });
    const row = DEMO_GIFT_CERTIFICATES.find((r) => r.number === number) ?? (certificates.one.get(number) as Row | undefined);
    if (!row) return c.json({ state: -1, error: 'Сертификат с таким номером не найден' });
    return c.json({ state: 0, value: answer(row) });
  });
}
