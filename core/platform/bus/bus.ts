/**
 * Cross-tab messages: BroadcastChannel where it exists, else the storage event
 * (a localStorage write is seen by every other tab of the origin).
 */
import { pagePart, type PageDeps } from '../page';

export type BusMessage = { topic: string; payload?: unknown };
type Listener = (message: BusMessage) => void;

const CHANNEL = 'vitrina';
const STORAGE_KEY = 'vitrina:bus';

export interface Bus {
  post(topic: string, payload?: unknown): void;
  subscribe(topic: string, listener: (payload: unknown) => void): () => void;
}

function createBus(deps: PageDeps): Bus {
  const listeners = new Set<Listener>();
  const deliver = (message: unknown) => {
    if (!message || typeof message !== 'object' || typeof (message as BusMessage).topic !== 'string') return;
    for (const listener of listeners) listener(message as BusMessage);
  };

  let send: (message: BusMessage) => void;
  const channel = deps.broadcastChannel(CHANNEL);
  if (channel) {
    channel.onmessage = (event) => deliver(event.data);
    send = (message) => channel.postMessage(message);
  } else {
    globalThis.addEventListener?.('storage', (event: StorageEvent) => {
      if (event.key !== STORAGE_KEY || !event.newValue) return;
      try {
        deliver(JSON.parse(event.newValue).message);
      } catch {
        /* another tab wrote something that is not ours */
      }
    });
    send = (message) => {
      try {
        // A nonce makes every write a change, so the same message twice still fires.
        deps.localStorage()?.setItem(STORAGE_KEY, JSON.stringify({ message, nonce: Math.random() }));
      } catch {
        /* storage full or blocked: other tabs catch up on their next read */
      }
    };
  }

  return {
    post: (topic, payload) => send({ topic, payload }),
    subscribe(topic, listener) {
      const wrapped: Listener = (message) => {
        if (message.topic === topic) listener(message.payload);
      };
      listeners.add(wrapped);
      return () => listeners.delete(wrapped);
    },
  };
}

/** One bus per page, shared by every chunk like the store. */
export function getBus(): Bus {
  return pagePart('bus', createBus);
}
