import type { Hono } from 'hono';
import type { AppEnv, Deps } from '../deps';
import { badRequest } from '../errors';
import { isRecord, readJson, toPositiveInt } from '../input';
import { SERVICE_MAP } from '../service-map';
import { intField, registerSync, type SyncService } from './sync-route';
import {
  SELLER_INFO_SERVICE,
  SELLER_OP,
  SELLERS_LIST_FIELD,
  SELLERS_SERVICE,
  type SellerInfoWire,
  type SellerWireItem,
  type SellerWireOp,
} from '../../../contracts/sellers';

/** storefront-shell.md §9: favourite sellers 1000. */
export const FAVORITE_SELLERS_LIMIT = 1000;
const MAX_ENRICH_IDS = 1000;

export const sellersService: SyncService = {
  kind: 'sellers',
  listField: SELLERS_LIST_FIELD,
  normalise(raw) {
    const opType = raw.op_type;
    if (opType !== SELLER_OP.add && opType !== SELLER_OP.delete) return { reject: { reason: 'unknown_op_type' } };
    const payload = isRecord(raw.payload) ? raw.payload : {};
    const sellerId = intField(payload, 'seller_id');
    const subscribedAt = intField(payload, 'subscribed_at');
    if (!sellerId || subscribedAt === undefined) return { reject: { reason: 'invalid' } };
    return {
      op: {
        key: String(sellerId),
        clientTs: subscribedAt,
        opType,
        action: opType === SELLER_OP.add ? 'upsert' : 'delete',
        data: { seller_id: sellerId, subscribed_at: subscribedAt } satisfies SellerWireOp['payload'],
      },
    };
  },
  limit: () => FAVORITE_SELLERS_LIMIT,
  present: (item): SellerWireItem => ({ ...(item.data as SellerWireOp['payload']), is_deleted: item.isDeleted }),
};

export function registerSellers(app: Hono<AppEnv>, deps: Deps): void {
  registerSync(app, SERVICE_MAP[SELLERS_SERVICE], sellersService, deps);

  // POST {sellersEnrich} body {seller_ids} -> [{seller_id, seller_name, news, logo_url}]; unknown ids are left out.
  app.post(SERVICE_MAP[SELLER_INFO_SERVICE], async (c) => {
    const body = await readJson(c);
    const ids = isRecord(body) ? body.seller_ids : undefined;
    if (!Array.isArray(ids)) throw badRequest('seller_ids must be an array');
    if (ids.length > MAX_ENRICH_IDS) throw badRequest(`at most ${MAX_ENRICH_IDS} seller_ids`);
    const origin = new URL(c.req.url).origin;
    return c.json(
      ids.map(toPositiveInt).flatMap((id) => {
        const seller = id === undefined ? undefined : deps.data.sellerById.get(id);
        const info: SellerInfoWire | undefined = seller && {
          seller_id: seller.id,
          seller_name: seller.trademark,
          news: seller.news,
          logo_url: origin + seller.logoUrl,
        };
        return info ? [info] : [];
      }),
    );
  });
}
