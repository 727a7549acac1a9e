export { canCancel, cancelMinutesLeft, ORDER_CANCEL_WINDOW_MINUTES } from './cancel-window';
export { remainingSeconds, visibleFailedPayments, formatCountdown, FAILED_PAYMENTS_DISPLAY_MINUTES, FAILED_PAYMENTS_SPECIAL_MINUTES } from './failed-payments';
export { archiveQuery, ARCHIVE_POSITIONS_LIMIT, ARCHIVE_FALLBACK_FILTERS } from './archive';
export { formatRecordAmount, formatRecordDate } from './money';
export { refusedStillShown, shownDeliveries, REFUSED_STATUS_SHOWN_DAYS } from './refused';
