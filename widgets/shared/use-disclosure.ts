import { useEffect, useRef, useState, type KeyboardEvent } from 'react';

/**
 * A button that shows a panel (APG disclosure): an outside pointer down closes it, Escape closes
 * it and gives focus back to the button (storefront-shell.md §9 "Escape closes popups").
 */
export function useDisclosure<B extends HTMLElement = HTMLButtonElement>() {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<B>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      const path = event.composedPath();
      if (!path.includes(panelRef.current!) && !path.includes(buttonRef.current!)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  return {
    open,
    setOpen,
    close,
    buttonRef,
    panelRef,
    toggle: () => setOpen((value) => !value),
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key === 'Escape' && open) {
        event.stopPropagation();
        close(true);
      }
    },
  };
}
