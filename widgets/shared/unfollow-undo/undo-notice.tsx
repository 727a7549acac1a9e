import { useEffect } from 'react';

/**
 * A bottom notification (storefront-shell.md §4 "Favourite sellers", §8 "Favourite sellers full ...
 * in a bottom notification"): a text, an optional action, gone after `timeoutMs`.
 * Styles: bottom-notice.css.
 */
export function BottomNotice({
  text,
  part,
  action,
  timeoutMs,
  onExpire,
}: {
  text: string;
  part: string;
  action?: { label: string; onClick: () => void };
  timeoutMs: number;
  onExpire: () => void;
}) {
  useEffect(() => {
    const timer = setTimeout(onExpire, timeoutMs);
    return () => clearTimeout(timer);
  }, [onExpire, timeoutMs]);
  return (
    <div className="bottom-notice" part={part} role="status">
      <span>{text}</span>
      {action && (
        <button type="button" className="vt-button" onClick={action.onClick}>
          {action.label}
        </button>
      )}
    </div>
  );
}

/** The notification offering undo after an unfollow; it expires after `timeoutMs`. */
export function UndoNotice({
  text,
  undoLabel,
  timeoutMs,
  onUndo,
  onExpire,
}: {
  text: string;
  undoLabel: string;
  timeoutMs: number;
  onUndo: () => void;
  onExpire: () => void;
}) {
  return <BottomNotice text={text} part="undo" action={{ label: undoLabel, onClick: onUndo }} timeoutMs={timeoutMs} onExpire={onExpire} />;
}
