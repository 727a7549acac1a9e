/**
 * The parts of the service worker global scope this worker uses. The project compiles against the
 * DOM library (the WebWorker library cannot be loaded beside it), which lacks these.
 */
export interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}

export interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  readonly clientId: string;
  readonly resultingClientId: string;
  /** The navigation's network answer started with the worker's start-up (navigation preload); undefined when off. */
  readonly preloadResponse: Promise<Response | undefined>;
  respondWith(response: Response | Promise<Response>): void;
}

export interface WorkerClient {
  readonly id: string;
  readonly type: string;
  readonly url: string;
  postMessage(message: unknown): void;
}

export interface ExtendableMessageEvent extends ExtendableEvent {
  readonly data: unknown;
  readonly source: WorkerClient | null;
  readonly ports: readonly MessagePort[];
}

export interface WorkerClients {
  get(id: string): Promise<WorkerClient | undefined>;
  matchAll(options?: { type?: 'window' | 'all'; includeUncontrolled?: boolean }): Promise<WorkerClient[]>;
  claim(): Promise<void>;
}

export interface ServiceWorkerScope {
  readonly clients: WorkerClients;
  readonly registration: { readonly scope: string; readonly navigationPreload?: { enable(): Promise<void> } };
  readonly location: Location;
  readonly caches: CacheStorage;
  readonly indexedDB: IDBFactory;
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'message', listener: (event: ExtendableMessageEvent) => void): void;
}
