import type { Order } from '../../data/orders';
import type { Db } from './open';

const SCHEMA = `
CREATE TABLE IF NOT EXISTS placed_orders (
  order_id TEXT PRIMARY KEY, user_id INTEGER NOT NULL, created_at INTEGER NOT NULL, data TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS placed_orders_user ON placed_orders (user_id, created_at);
`;

/** Orders placed through the basket api (demo/API.md "Basket API"), kept in SQLite beside the seeded ones. */
export class PlacedOrderStore {
  private readonly s;

  constructor(db: Db) {
    db.exec(SCHEMA);
    this.s = {
      add: db.prepare('INSERT INTO placed_orders (order_id, user_id, created_at, data) VALUES (?, ?, ?, ?)'),
      byUser: db.prepare('SELECT data FROM placed_orders WHERE user_id = ? ORDER BY created_at DESC, order_id DESC'),
      one: db.prepare('SELECT data FROM placed_orders WHERE user_id = ? AND order_id = ?'),
      count: db.prepare('SELECT COUNT(*) AS n FROM placed_orders'),
    };
  }

  add(order: Order): void {
    this.s.add.run(order.orderId, order.userId, order.createdAt, JSON.stringify(order));
  }

  ofUser(userId: number): Order[] {
    return (this.s.byUser.all(userId) as { data: string }[]).map((r) => JSON.parse(r.data) as Order);
  }

  one(userId: number, orderId: string): Order | undefined {
    const row = this.s.one.get(userId, orderId) as { data: string } | undefined;
    return row ? (JSON.parse(row.data) as Order) : undefined;
  }

  /** A new order number: unique across restarts (the table is the counter). */
  nextId(userId: number): string {
    const n = (this.s.count.get() as { n: number }).n + 1;
    return `${userId}${String(9000 + n).padStart(6, '0')}${Date.now() % 1000}`;
  }
}

const stores = new WeakMap<Db, PlacedOrderStore>();

/** The store of this database (created with its table on first use). */
export function placedOrders(db: Db): PlacedOrderStore {
  let store = stores.get(db);
  if (!store) {
    store = new PlacedOrderStore(db);
    stores.set(db, store);
  }
  return store;
}
