/** Decorative header icons (aria-hidden; every control has its own text label). */
const svg = (d: string) => (
  <svg viewBox="0 0 24 24" width="24" height="24" focusable="false" aria-hidden="true">
    <path fill="currentColor" d={d} />
  </svg>
);
export const PinIcon = () => svg('M12 2a7 7 0 0 1 7 7c0 5-7 13-7 13S5 14 5 9a7 7 0 0 1 7-7Zm0 4a3 3 0 1 0 0 6 3 3 0 0 0 0-6Z');
export const BasketIcon = () =>
  svg(
    'M7 18a2 2 0 1 1 0 4 2 2 0 0 1 0-4Zm10 0a2 2 0 1 1 0 4 2 2 0 0 1 0-4ZM1 2h3.3l1 2H21l-3.4 8.2a2 2 0 0 1-1.8 1.3H8.1l-1 1.8V16h12v2H5v-2.4L6.6 12 3 4H1V2Z',
  );
export const ProfileIcon = () => svg('M12 2a5 5 0 1 1 0 10 5 5 0 0 1 0-10Zm0 12c5 0 9 2.2 9 5v3H3v-3c0-2.8 4-5 9-5Z');
export const HomeIcon = () => svg('M12 3 2 11h3v10h5v-6h4v6h5V11h3L12 3Z');
export const CatalogIcon = () => svg('M3 5h18v2H3V5Zm0 6h18v2H3v-2Zm0 6h18v2H3v-2Z');
export const HeartIcon = () => svg('M12 21 3.5 12.6A5.3 5.3 0 0 1 12 5.8a5.3 5.3 0 0 1 8.5 6.8L12 21Z');
export const EyeIcon = () => svg('M12 5c5 0 9 4.5 10 7-1 2.5-5 7-10 7S3 14.5 2 12c1-2.5 5-7 10-7Zm0 3a4 4 0 1 0 0 8 4 4 0 0 0 0-8Z');
export const EyeOffIcon = () =>
  svg(
    'M3.3 2 22 20.7 20.7 22l-3.3-3.3A11 11 0 0 1 12 20c-5 0-9-4.5-10-7 .6-1.5 2.1-3.6 4.2-5.2L2 3.3 3.3 2ZM12 6c5 0 9 4.5 10 7-.4 1-1.2 2.3-2.3 3.5L8.3 5.3C9.5 5 10.7 6 12 6Z',
  );
/** A cloud struck through: the page works from what it saved. */
export const OfflineIcon = () =>
  svg('M3.3 2 22 20.7 20.7 22l-2-2H6a5 5 0 0 1-1.6-9.7L2 3.3 3.3 2ZM12 4a7 7 0 0 1 6.7 5A5 5 0 0 1 21 17.8L8.4 5.1A7 7 0 0 1 12 4Z');
