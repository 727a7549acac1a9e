import { randomUUID } from 'node:crypto';
import type { Db } from './open';

/**
 * The shopper's claims, reviews of bought goods, resale ads with their photos and the buyers'
 * questions on them (the account pages of demo/API.md "Account pages" and "Resale"), kept in SQLite.
 */
const SCHEMA = `
CREATE TABLE IF NOT EXISTS claims (
  id TEXT PRIMARY KEY, user_id INTEGER NOT NULL, rid TEXT NOT NULL, reason TEXT NOT NULL, comment TEXT NOT NULL,
  status TEXT NOT NULL, created_at INTEGER NOT NULL, UNIQUE (user_id, rid)
);
CREATE TABLE IF NOT EXISTS my_feedbacks (
  id TEXT PRIMARY KEY, user_id INTEGER NOT NULL, rid TEXT NOT NULL, stars INTEGER NOT NULL, text TEXT NOT NULL,
  created_at INTEGER NOT NULL, UNIQUE (user_id, rid)
);
CREATE TABLE IF NOT EXISTS resale_photos (
  id TEXT PRIMARY KEY, user_id INTEGER NOT NULL, mime TEXT NOT NULL, data BLOB NOT NULL, created_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS resale_ads (
  id TEXT PRIMARY KEY, user_id INTEGER NOT NULL, rid TEXT NOT NULL, price INTEGER NOT NULL, fee INTEGER NOT NULL,
  currency TEXT NOT NULL, description TEXT NOT NULL, photos TEXT NOT NULL, state TEXT NOT NULL, created_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS resale_ads_user ON resale_ads (user_id, created_at);
CREATE TABLE IF NOT EXISTS resale_questions (
  id TEXT PRIMARY KEY, ad_id TEXT NOT NULL, author TEXT NOT NULL, text TEXT NOT NULL, answer TEXT NOT NULL DEFAULT '',
  created_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS account_pages_seeded (user_id INTEGER NOT NULL, kind TEXT NOT NULL, PRIMARY KEY (user_id, kind));
`;

export type ClaimRow = { id: string; rid: string; reason: string; comment: string; status: string; createdAt: number };
export type FeedbackRow = { id: string; rid: string; stars: number; text: string; createdAt: number };
export type AdRow = {
  id: string;
  rid: string;
  price: number;
  fee: number;
  currency: string;
  description: string;
  photos: string[];
  state: string;
  createdAt: number;
};
export type QuestionRow = { id: string; adId: string; author: string; text: string; answer: string; createdAt: number };

type RawAd = Omit<AdRow, 'photos' | 'createdAt'> & { photos: string; created_at: number };

const toAd = (row: RawAd): AdRow => {
  const { created_at: createdAt, photos, ...rest } = row;
  return { ...rest, createdAt, photos: JSON.parse(photos) as string[] };
};

export class AccountPagesStore {
  private readonly s;

  constructor(private readonly db: Db) {
    db.exec(SCHEMA);
    this.s = {
      claims: db.prepare('SELECT id, rid, reason, comment, status, created_at AS createdAt FROM claims WHERE user_id = ? ORDER BY created_at DESC, id'),
      addClaim: db.prepare('INSERT OR IGNORE INTO claims (id, user_id, rid, reason, comment, status, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)'),
      feedbacks: db.prepare('SELECT id, rid, stars, text, created_at AS createdAt FROM my_feedbacks WHERE user_id = ? ORDER BY created_at DESC, id'),
      addFeedback: db.prepare('INSERT OR IGNORE INTO my_feedbacks (id, user_id, rid, stars, text, created_at) VALUES (?, ?, ?, ?, ?, ?)'),
      addPhoto: db.prepare('INSERT INTO resale_photos (id, user_id, mime, data, created_at) VALUES (?, ?, ?, ?, ?)'),
      photo: db.prepare('SELECT mime, data FROM resale_photos WHERE id = ?'),
      photoOwner: db.prepare('SELECT user_id AS userId FROM resale_photos WHERE id = ?'),
      ads: db.prepare(
        'SELECT id, rid, price, fee, currency, description, photos, state, created_at FROM resale_ads WHERE user_id = ? ORDER BY created_at DESC, id',
      ),
      ad: db.prepare('SELECT id, rid, price, fee, currency, description, photos, state, created_at FROM resale_ads WHERE user_id = ? AND id = ?'),
      addAd: db.prepare(
        'INSERT INTO resale_ads (id, user_id, rid, price, fee, currency, description, photos, state, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
      ),
      setAdState: db.prepare('UPDATE resale_ads SET state = ? WHERE user_id = ? AND id = ?'),
      questions: db.prepare(
        `SELECT q.id, q.ad_id AS adId, q.author, q.text, q.answer, q.created_at AS createdAt FROM resale_questions q
         JOIN resale_ads a ON a.id = q.ad_id WHERE a.user_id = ? ORDER BY q.answer <> '', q.created_at DESC, q.id`,
      ),
      question: db.prepare(
        `SELECT q.id, q.ad_id AS adId, q.author, q.text, q.answer, q.created_at AS createdAt FROM resale_questions q
         JOIN resale_ads a ON a.id = q.ad_id WHERE a.user_id = ? AND q.id = ?`,
      ),
      addQuestion: db.prepare('INSERT OR IGNORE INTO resale_questions (id, ad_id, author, text, created_at) VALUES (?, ?, ?, ?, ?)'),
      answer: db.prepare('UPDATE resale_questions SET answer = ? WHERE id = ?'),
      seeded: db.prepare('INSERT OR IGNORE INTO account_pages_seeded (user_id, kind) VALUES (?, ?)'),
    };
  }

  /** True the first time a user's `kind` is asked for (then the caller seeds it). */
  firstSeed(userId: number, kind: string): boolean {
    return this.s.seeded.run(userId, kind).changes > 0;
  }

  claims(userId: number): ClaimRow[] {
    return this.s.claims.all(userId) as ClaimRow[];
  }

  /** The new claim, or undefined when the item already has one. */
  addClaim(userId: number, claim: Omit<ClaimRow, 'id'> & { id?: string }): ClaimRow | undefined {
    const row = { ...claim, id: claim.id ?? randomUUID() };
    const added = this.s.addClaim.run(row.id, userId, row.rid, row.reason, row.comment, row.status, row.createdAt).changes > 0;
    return added ? row : undefined;
  }

  feedbacks(userId: number): FeedbackRow[] {
    return this.s.feedbacks.all(userId) as FeedbackRow[];
  }

  addFeedback(userId: number, feedback: Omit<FeedbackRow, 'id'> & { id?: string }): FeedbackRow | undefined {
    const row = { ...feedback, id: feedback.id ?? randomUUID() };
    return this.s.addFeedback.run(row.id, userId, row.rid, row.stars, row.text, row.createdAt).changes > 0 ? row : undefined;
  }

  addPhoto(userId: number, mime: string, data: Buffer): string {
    const id = randomUUID();
    this.s.addPhoto.run(id, userId, mime, data, Math.floor(Date.now() / 1000));
    return id;
  }

  photo(id: string): { mime: string; data: Buffer } | undefined {
    return this.s.photo.get(id) as { mime: string; data: Buffer } | undefined;
  }

  photoOwner(id: string): number | undefined {
    return (this.s.photoOwner.get(id) as { userId: number } | undefined)?.userId;
  }

  ads(userId: number): AdRow[] {
    return (this.s.ads.all(userId) as RawAd[]).map(toAd);
  }

  ad(userId: number, id: string): AdRow | undefined {
    const row = this.s.ad.get(userId, id) as RawAd | undefined;
    return row ? toAd(row) : undefined;
  }

  addAd(userId: number, ad: Omit<AdRow, 'id'> & { id?: string }): AdRow {
    const row = { ...ad, id: ad.id ?? randomUUID() };
    this.s.addAd.run(row.id, userId, row.rid, row.price, row.fee, row.currency, row.description, JSON.stringify(row.photos), row.state, row.createdAt);
    return row;
  }

  setAdState(userId: number, id: string, state: string): void {
    this.s.setAdState.run(state, userId, id);
  }

  questions(userId: number): QuestionRow[] {
    return this.s.questions.all(userId) as QuestionRow[];
  }

  question(userId: number, id: string): QuestionRow | undefined {
    return this.s.question.get(userId, id) as QuestionRow | undefined;
  }

  addQuestion(question: QuestionRow): void {
    this.s.addQuestion.run(question.id, question.adId, question.author, question.text, question.createdAt);
    if (question.answer) this.s.answer.run(question.answer, question.id);
  }

  answer(id: string, text: string): void {
    this.s.answer.run(text, id);
  }
}

const stores = new WeakMap<Db, AccountPagesStore>();

/** The store of this database (created with its tables on first use). */
export function accountPages(db: Db): AccountPagesStore {
  let store = stores.get(db);
  if (!store) {
    store = new AccountPagesStore(db);
    stores.set(db, store);
  }
  return store;
}
