import { pagePart } from '../../../platform/page';

/**
 * storefront-shell.md §8 "Image load failure: fall back to alternate sources, then mark
 * placeholder and record a mark; every few events the performance_static_download analytic is
 * reported". The spec does not say how many "a few" is: every 5 failures, so a page with one
 * broken host reports once it has seen a pattern, not on each picture.
 */
export const STATIC_DOWNLOAD_REPORT_EVERY = 5;
export const STATIC_DOWNLOAD_EVENT = 'performance_static_download';
/** The performance mark recorded when a picture gives way to its placeholder. */
export const IMAGE_PLACEHOLDER_MARK = 'vt-image-placeholder';

/** A failed download: another host is tried next ('alternate'), or none is left ('placeholder'). */
export type StaticDownloadOutcome = 'alternate' | 'placeholder';

export interface StaticDownloadReport {
  event: typeof STATIC_DOWNLOAD_EVENT;
  /** Failed downloads since the last report. */
  errors: number;
  /** ... of which another host was tried next. */
  alternates: number;
  /** ... and of which the placeholder was shown. */
  placeholders: number;
  /** The hosts that failed, each once. */
  hosts: string[];
}

export interface StaticDownloadMonitor {
  /** One failed download of `url`. */
  record(outcome: StaticDownloadOutcome, url: string): void;
}

export interface StaticDownloadDeps {
  report(data: StaticDownloadReport): void;
  mark?(name: string, detail: { url: string }): void;
  every?: number;
}

const hostOf = (url: string): string => {
  try {
    return new URL(url, 'http://invalid.local').host;
  } catch {
    return '';
  }
};

/** Counts failed static downloads and hands every `every`-th batch to `report`. */
export function createStaticDownloadMonitor({ report, mark, every = STATIC_DOWNLOAD_REPORT_EVERY }: StaticDownloadDeps): StaticDownloadMonitor {
  let alternates = 0;
  let placeholders = 0;
  let hosts = new Set<string>();
  return {
    record(outcome, url) {
      if (outcome === 'alternate') alternates += 1;
      else {
        placeholders += 1;
        mark?.(IMAGE_PLACEHOLDER_MARK, { url });
      }
      const host = hostOf(url);
      if (host) hosts.add(host);
      if (alternates + placeholders < every) return;
      const data: StaticDownloadReport = { event: STATIC_DOWNLOAD_EVENT, errors: alternates + placeholders, alternates, placeholders, hosts: [...hosts] };
      alternates = 0;
      placeholders = 0;
      hosts = new Set();
      report(data);
    },
  };
}

/**
 * The analytic goes to the journal (§7 "POST {journal host}/api/v1/set: array of one event (not
 * sent in ge)"), only where analytics may run (§6 consent in by and ge). Queued for retry like
 * every logging call (§8).
 */
export function sendStaticDownloadReport(data: StaticDownloadReport): void {
  // Loaded with the first report: the journal writer (and consent behind it) stays out of the first
  // paint of every element that shows pictures.
  void import('../journal').then(({ sendJournalEvent }) => sendJournalEvent(data));
}

const markPerformance = (name: string, detail: { url: string }): void => {
  try {
    performance.mark(name, { detail });
  } catch {
    // A mark is a diagnostic: a browser without User Timing Level 3 just has none.
  }
};

/** The page's monitor, created on first use (never at import), shared by every element: a part of the page's runtime. */
export function staticDownloads(): StaticDownloadMonitor {
  return pagePart('staticDownloads', () => createStaticDownloadMonitor({ report: sendStaticDownloadReport, mark: markPerformance }));
}
