/** Shared helpers for browser tests: they load the built kit exactly as a page would. */
import '/dist/vitrina.js';

type VitrinaApi = { whenDefined(tag: string): Promise<CustomElementConstructor>; configure(config: object): Promise<void> };
export { frames, idle, waitFor, waitForAsync } from './wait';
import { frames, waitFor } from './wait';

export const vitrina = (globalThis as unknown as { vitrina: VitrinaApi }).vitrina;

/**
 * Whether the element's React root has rendered into its shadow root: something there besides the
 * placeholder slot that shows its light DOM until then (widgets/shared/light-dom-until-mount.ts).
 */
export function rendered(element: Element): boolean {
  return [...(element.shadowRoot?.children ?? [])].some((child) => !child.hasAttribute('data-vt-until-mount'));
}

/** Puts `html` in a fresh container, waits for its `tag` to upgrade and render its shadow DOM. */
export async function mount<E extends HTMLElement>(html: string, tag: string): Promise<E> {
  const container = document.createElement('div');
  container.className = 'fixture';
  container.innerHTML = html;
  document.body.append(container);
  await vitrina.whenDefined(tag);
  const element = container.querySelector(tag) as E;
  await waitFor(() => rendered(element));
  return element;
}

export function cleanup(): void {
  for (const fixture of document.querySelectorAll('.fixture')) fixture.remove();
}

export function shadow(element: Element, selector: string): HTMLElement {
  const found = element.shadowRoot?.querySelector(selector);
  if (!found) throw new Error(`no ${selector} in <${element.localName}>`);
  return found as HTMLElement;
}

/** The next event `name` fired on `target`. */
export function nextEvent<T = unknown>(target: EventTarget, name: string): Promise<CustomEvent<T>> {
  return new Promise((resolve) => target.addEventListener(name, (event) => resolve(event as CustomEvent<T>), { once: true }));
}

let axeLoaded: Promise<void> | undefined;
type AxeResult = { violations: { id: string; help: string; nodes: { target: unknown }[] }[] };

/** Runs axe-core on the element (shadow DOM included) and returns its violations, summarised. */
export async function axeViolations(context: Element): Promise<string[]> {
  axeLoaded ??= new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = '/node_modules/axe-core/axe.min.js';
    script.onload = () => resolve();
    script.onerror = reject;
    document.head.append(script);
  });
  await axeLoaded;
  const axe = (globalThis as unknown as { axe: { run(context: Element, options: object): Promise<AxeResult> } }).axe;
  const result = await axe.run(context, { resultTypes: ['violations'] });
  return result.violations.map((violation) => `${violation.id}: ${violation.help} ${JSON.stringify(violation.nodes.map((n) => n.target))}`);
}

export function clearCookies(): void {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]!.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
}

/** Records console.error / console.warn calls while `fn` runs. */
export async function captureConsole(fn: () => Promise<void> | void): Promise<{ errors: string[]; warnings: string[] }> {
  const errors: string[] = [];
  const warnings: string[] = [];
  const { error, warn } = console;
  console.error = (...args: unknown[]) => errors.push(args.map(String).join(' '));
  console.warn = (...args: unknown[]) => warnings.push(args.map(String).join(' '));
  try {
    await fn();
  } finally {
    console.error = error;
    console.warn = warn;
  }
  return { errors, warnings };
}

/** Scrolls the window to `y` and resolves once the page has seen that scroll (its scroll event) and painted. */
export async function scrolled(y: number): Promise<void> {
  const before = scrollY;
  const seen = new Promise((resolve) => addEventListener('scroll', resolve, { once: true }));
  scrollTo(0, y);
  if (scrollY !== before) await seen;
  await frames(2);
}

const otherTabChannel = new BroadcastChannel('vitrina');
type KitBus = { subscribe(topic: string, listener: (payload: unknown) => void): () => void };

/**
 * Posts a bus message as another tab would, and resolves once the page's kit has received it. The
 * kit's bus calls its listeners in the order they subscribed, so when this one runs, the kit's own
 * (subscribed when its session started) have already applied the message. A kit that has not
 * started yet has nobody listening: it reads the stored state when it starts.
 */
export function otherTab(topic: string, payload?: unknown): Promise<void> {
  const kitBus = (globalThis as unknown as Record<symbol, { parts: Map<string, KitBus | undefined> } | undefined>)[Symbol.for('vitrina.runtime')]?.parts.get(
    'bus',
  );
  if (!kitBus) {
    otherTabChannel.postMessage({ topic, payload });
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    const stop = kitBus.subscribe(topic, () => {
      stop();
      resolve();
    });
    otherTabChannel.postMessage({ topic, payload });
  });
}
