/** Decorative icons (always aria-hidden by their callers). */
export function SearchIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" focusable="false" aria-hidden="true">
      <path fill="currentColor" d="M10 3a7 7 0 0 1 5.6 11.2l5.1 5.1-1.4 1.4-5.1-5.1A7 7 0 1 1 10 3Zm0 2a5 5 0 1 0 0 10 5 5 0 0 0 0-10Z" />
    </svg>
  );
}

export function HistoryIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" focusable="false" aria-hidden="true">
      <path fill="currentColor" d="M12 3a9 9 0 1 1-8.5 6h2.1A7 7 0 1 0 12 5V3Zm-1 4h2v5l4 2.3-1 1.7-5-3V7ZM3 4l4 4H3V4Z" />
    </svg>
  );
}

export function CameraIcon() {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" focusable="false" aria-hidden="true">
      <path
        fill="currentColor"
        d="M9 4h6l1.5 2H20a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h3.5L9 4Zm3 4a5 5 0 1 0 0 10 5 5 0 0 0 0-10Zm0 2a3 3 0 1 1 0 6 3 3 0 0 1 0-6Z"
      />
    </svg>
  );
}

export function BackIcon() {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" focusable="false" aria-hidden="true">
      <path fill="currentColor" d="M15.4 5.4 14 4l-8 8 8 8 1.4-1.4L8.8 12l6.6-6.6Z" />
    </svg>
  );
}
