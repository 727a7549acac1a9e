import { startTransition, useLayoutEffect, type ComponentType } from 'react';
import r2wc from '@r2wc/react-to-web-component';
import { Provider } from 'jotai/react';
import { addTexts, type Texts } from '../../core/platform/i18n';
import { defineOnceInOwnTask } from '../../core/platform/dom';
import { getRuntime } from '../../core/runtime';
import { KIT_VERSION } from '../../core/platform/version';
import { parseAttribute, reflectProperty, toAttributeName, type AttributeType } from './attribute-types';
import { styleSheet } from './style-sheet';
import { mountPriority, pageMountScheduler } from './mount-scheduler';
import { dropLightDomPlaceholder, showLightDomUntilMount } from './light-dom-until-mount';
import { ElementNamespacesContext } from './use-t';
import { RuntimeContext } from './use-runtime';
import baseCss from './base.css?inline';
import { addCurrencyFont } from './currency-font';

/** Every widget component also receives its shadow root (r2wc passes it as `container`). */
export interface ElementHostProps {
  container: ShadowRoot;
}

export type PropTypes<P> = { [K in keyof P]-?: AttributeType };

// r2wc keeps props and its render method under registered symbols (see @r2wc/core).
const R2WC_PROPS = Symbol.for('r2wc.props');
const R2WC_RENDER = Symbol.for('r2wc.render');
const R2WC_CONTEXT = Symbol.for('r2wc.context');
// The loader's own holder (widgets/vitrina.ts says why it is not a part of the page runtime).
const LOADER_KEY = Symbol.for('vitrina.loader');

/**
 * How long an element appearing on a page in another language than ru waits for its texts before
 * it upgrades: in time, it paints in the page's language at once; past it, it paints in Russian
 * and again when they arrive (a slow file must not leave the element blank up to the 15 s the
 * spec gives a language file).
 */
export const TEXTS_WAIT_MS = 3000;

/**
 * The longest the mount scheduler waits for an element's first commit before it lets the next
 * element mount (a render that throws, or one React keeps waiting, must not hold the page's others).
 */
export const MOUNT_COMMIT_WAIT_MS = 700;

/** Each shadow root whose first commit the scheduler waits for, and what to call then. */
const firstCommits = new WeakMap<ShadowRoot, () => void>();

/** Tells the mount scheduler the element's first render is on the screen (a layout effect runs in the commit). */
function FirstCommit({ container }: { container: ShadowRoot }): null {
  useLayoutEffect(() => {
    dropLightDomPlaceholder(container);
    firstCommits.get(container)?.();
    firstCommits.delete(container);
  }, [container]);
  return null;
}

type R2wcElement = HTMLElement & {
  [R2WC_PROPS]: Record<string, unknown>;
  [R2WC_CONTEXT]?: unknown;
  [R2WC_RENDER](): void;
  connectedCallback(): void;
  disconnectedCallback(): void;
};

/**
 * Turns a React component into a `vt-*` custom element through r2wc, and mends what r2wc
 * leaves out (DESIGN.md "Known pitfalls"): a removed attribute resets its prop (r2wc ignores the
 * removal); invalid JSON logs a clear error and keeps the last good value instead of throwing in
 * the constructor; boolean attributes follow the HTML presence rule; json props are never
 * reflected to attributes (a 4000-item list stays a property); styles are adopted into the shadow
 * root (r2wc would put them in the page head); the page's runtime and its one jotai store are
 * provided (React context does not cross elements); unmount waits a microtask so moving an element or removing it
 * during a React commit neither remounts it nor warns about a synchronous unmount. `translations`
 * is the element's own ru file (`./i18n/ru.json`): its i18next namespace, named as its folder
 * (`vt-cart` -> `cart`); the other languages are `dist/locales/{lng}/cart.json`.
 */
export function defineReactElement<P extends object>(
  tag: string,
  Component: ComponentType<P & ElementHostProps>,
  options: {
    props: PropTypes<P>;
    styles?: string[];
    translations?: Texts;
    /** The ru texts of the shared parts this element renders, by namespace (their widgets/shared/ folder names). */
    otherTranslations?: Readonly<Record<string, Texts>>;
    /**
     * Render the first commit at once rather than as a transition: for an element whose first
     * commit is short and is the page's content, and for one whose first render can make
     * responsive images (srcset): Chromium keeps such an image, and all it references, alive for
     * good when a discarded render made it and it never joined the document.
     */
    urgentMount?: boolean;
  },
): CustomElementConstructor {
  // The page's one runtime (a second copy of the kit finds the first's). Its boot starts the
  // shopper's remembered language loading now, so the texts below load in it.
  const runtime = getRuntime();
  void runtime.boot();
  // The element's default-language texts ship in its own chunk, not in the runtime every page loads.
  const own: Record<string, Texts> = options.translations ? { [tag.replace(/^vt-/, '')]: options.translations } : {};
  const bundles = { ...own, ...options.otherTranslations };
  const namespaces = Object.keys(bundles);
  const textsLoaded = addTexts(bundles);
  const Wrapped = (props: P & ElementHostProps) => (
    <RuntimeContext.Provider value={runtime}>
      <Provider store={runtime.store}>
        <ElementNamespacesContext.Provider value={namespaces}>
          <Component {...props} />
        </ElementNamespacesContext.Provider>
        <FirstCommit container={props.container} />
      </Provider>
    </RuntimeContext.Provider>
  );
  const types = options.props as Record<string, AttributeType>;
  // r2wc parses and reflects only the types it is given: json props are left to us.
  const r2wcProps = Object.fromEntries(Object.entries(types).map(([name, type]) => [name, type === 'json' ? undefined : type]));
  const Base = r2wc(Wrapped as ComponentType<object>, { shadow: 'open', props: r2wcProps as never }) as unknown as {
    new (): R2wcElement;
    readonly observedAttributes: string[];
  };
  const sheets = [baseCss, ...(options.styles ?? [])].map(styleSheet);
  const propByAttribute = new Map(Object.keys(types).map((prop) => [toAttributeName(prop), prop]));

  class VitrinaElement extends Base {
    static override get observedAttributes(): string[] {
      return [...propByAttribute.keys()];
    }

    constructor() {
      super();
      this.shadowRoot!.adoptedStyleSheets = sheets;
      addCurrencyFont(this.ownerDocument, runtime.store);
      showLightDomUntilMount(this.shadowRoot!, this.attachInternals?.().states);
      for (const [attribute, prop] of propByAttribute) this.applyAttribute(prop, attribute, this.getAttribute(attribute), false);
      // A property set on the element before it upgraded shadows our accessor: move it through.
      for (const prop of propByAttribute.values()) {
        if (Object.prototype.hasOwnProperty.call(this, prop)) {
          const value = (this as unknown as Record<string, unknown>)[prop];
          delete (this as unknown as Record<string, unknown>)[prop];
          (this as unknown as Record<string, unknown>)[prop] = value;
        }
      }
      (globalThis as { [LOADER_KEY]?: { observe(root: ShadowRoot): void } })[LOADER_KEY]?.observe(this.shadowRoot!);
    }

    /** Set while the scheduler mounts this element (r2wc's render may create the root then only). */
    private mounting = false;
    private cancelMount: (() => void) | undefined;

    override connectedCallback(): void {
      // Moved, or connected again before the deferred disconnect: the root is still there.
      if (this[R2WC_CONTEXT]) {
        super.connectedCallback();
        return;
      }
      // The root mounts in its turn (widgets/shared/mount-scheduler.ts): one element per task.
      this.cancelMount ??= pageMountScheduler().schedule(this, mountPriority(tag), () => this.mountNow());
    }

    override disconnectedCallback(): void {
      queueMicrotask(() => {
        if (this.isConnected) return;
        this.cancelMount?.();
        this.cancelMount = undefined;
        super.disconnectedCallback();
        // Unmounted: until its next turn, a put back element shows its light DOM again.
        showLightDomUntilMount(this.shadowRoot!);
      });
    }

    /** Creates the React root; resolves once its first render has committed (or after MOUNT_COMMIT_WAIT_MS). */
    private mountNow(): Promise<void> {
      this.cancelMount = undefined;
      if (!this.isConnected || this[R2WC_CONTEXT]) return Promise.resolve();
      return new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, MOUNT_COMMIT_WAIT_MS);
        firstCommits.set(this.shadowRoot!, () => {
          clearTimeout(timer);
          resolve();
        });
        this.mounting = true;
        try {
          // Not urgent, a mount is a transition: React renders the tree in slices of a few ms.
          if (options.urgentMount) super.connectedCallback();
          else startTransition(() => super.connectedCallback());
        } finally {
          this.mounting = false;
        }
      });
    }

    /** r2wc renders on every prop change, and mounts on the first: before its turn, a change only waits for the mount (which renders the latest props). */
    override [R2WC_RENDER](): void {
      if (this.mounting || this[R2WC_CONTEXT]) super[R2WC_RENDER]();
    }

    attributeChangedCallback(attribute: string, _old: string | null, value: string | null): void {
      const prop = propByAttribute.get(attribute);
      if (prop) this.applyAttribute(prop, attribute, value, true);
    }

    private applyAttribute(prop: string, attribute: string, value: string | null, render: boolean): void {
      const props = this[R2WC_PROPS];
      try {
        const parsed = parseAttribute(types[prop]!, value);
        if (parsed === undefined) delete props[prop];
        else props[prop] = parsed;
      } catch (error) {
        console.error(`[vitrina] <${tag}> attribute "${attribute}" ${error instanceof Error ? error.message : String(error)}; keeping the previous value.`);
        return;
      }
      if (render) this[R2WC_RENDER]();
    }
  }

  for (const [prop, type] of Object.entries(types)) {
    const attribute = toAttributeName(prop);
    Object.defineProperty(VitrinaElement.prototype, prop, {
      configurable: true,
      enumerable: true,
      get(this: R2wcElement) {
        return this[R2WC_PROPS][prop];
      },
      set(this: R2wcElement, value: unknown) {
        if (type === 'json') {
          if (value === undefined || value === null) delete this[R2WC_PROPS][prop];
          else this[R2WC_PROPS][prop] = value;
          this[R2WC_RENDER]();
          return;
        }
        const text = reflectProperty(type, value);
        if (text === null) this.removeAttribute(attribute);
        else this.setAttribute(attribute, text);
      },
    });
  }

  if (!textsLoaded) defineOnceInOwnTask(tag, VitrinaElement, KIT_VERSION);
  else
    void Promise.race([textsLoaded, new Promise((resolve) => setTimeout(resolve, TEXTS_WAIT_MS))]).then(() =>
      defineOnceInOwnTask(tag, VitrinaElement, KIT_VERSION),
    );
  return VitrinaElement;
}
