export { SYNC_PATH } from './path';

export {
  SYNC_REJECT_REASONS,
  type Change,
  type ChangeKind,
  type KnownRejectReason,
  type RejectReason,
  type ServerItem,
  type SyncAnswer,
  type SyncListField,
} from './types';
export { MalformedSyncAnswerError, parseSyncAnswer } from './answer';
export { readSyncedGoods, type SyncedGoodsFields } from './synced-goods';
