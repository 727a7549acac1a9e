import { useEffect, useRef, type ReactNode } from 'react';

/** storefront-shell.md §9 "popup close animation 400 ms". */
export const POPUP_CLOSE_ANIMATION_MS = 400;

export interface ModalDialogProps {
  open: boolean;
  /** Escape, the close button or a click on the backdrop: the owner decides (usually sets open false). */
  onDismiss: () => void;
  /** Accessible name (aria-labelledby wins when given). */
  label?: string;
  labelledBy?: string;
  className?: string;
  part?: string;
  children: ReactNode;
}

/**
 * A modal popup on the native <dialog> with showModal(): the browser traps focus and turns
 * Escape into `cancel` (§9 "Escape closes popups"). Closing plays the 400 ms animation (the
 * `data-closing` attribute) before the dialog really closes; focus then returns where it was.
 */
export function ModalDialog({ open, onDismiss, label, labelledBy, className, part, children }: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const dismiss = useRef(onDismiss);
  dismiss.current = onDismiss;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open) {
      dialog.removeAttribute('data-closing');
      if (!dialog.open) dialog.showModal();
      return;
    }
    if (!dialog.open) return;
    dialog.setAttribute('data-closing', '');
    const timer = setTimeout(() => {
      dialog.removeAttribute('data-closing');
      dialog.close();
    }, POPUP_CLOSE_ANIMATION_MS);
    return () => clearTimeout(timer);
  }, [open]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const onCancel = (event: Event) => {
      event.preventDefault(); // closing is ours, with the animation
      dismiss.current();
    };
    const onClick = (event: MouseEvent) => {
      if (event.target === dialog) dismiss.current(); // the backdrop
    };
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('click', onClick);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('click', onClick);
    };
  }, []);

  return (
    <dialog
      ref={ref}
      className={className ? `vt-dialog ${className}` : 'vt-dialog'}
      part={part}
      aria-label={labelledBy ? undefined : label}
      aria-labelledby={labelledBy}
    >
      {children}
    </dialog>
  );
}
