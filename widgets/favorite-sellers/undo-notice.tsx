import { useEffect } from 'react';

/** The bottom notification offering undo (storefront-shell.md §4 "Favourite sellers"); it expires after `timeoutMs`. */
export function UndoNotice({ text, undoLabel, timeoutMs, onUndo, onExpire }: {
  text: string;
  undoLabel: string;
  timeoutMs: number;
  onUndo: () => void;
  onExpire: () => void;
}) {
  useEffect(() => {
    const timer = setTimeout(onExpire, timeoutMs);
    return () => clearTimeout(timer);
  }, [onExpire, timeoutMs]);
  return (
    <div className="undo" part="undo" role="status">
      <span>{text}</span>
      <button type="button" className="vt-button" onClick={onUndo}>{undoLabel}</button>
    </div>
  );
}
