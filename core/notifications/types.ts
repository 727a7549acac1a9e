/** storefront-shell.md §3 "Notification: uuid, user_id, dt", plus what the bell shows. */
export interface Notice {
  id: string;
  /** Milliseconds since the epoch (the wire `dt` is in seconds). */
  date: number;
  title: string;
  /** Plain text: rendered as text, never as HTML (hostile server text stays text). */
  text: string;
  /** A same-site path or http(s) address; absent when unsafe or missing. */
  link?: string;
  important: boolean;
  read: boolean;
}
