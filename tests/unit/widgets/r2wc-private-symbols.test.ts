/**
 * widgets/shared/define-element.tsx reads and writes three of @r2wc/core's private members (the
 * props object and the render method, under `Symbol.for('r2wc.props')` and `Symbol.for('r2wc.render')`,
 * to mend attribute removal and JSON errors; the mounted root, `Symbol.for('r2wc.context')`, to
 * mount in the mount scheduler's turn). Both packages are pinned to exact versions; this test
 * fails when an upgrade changes what those members are or do, before the elements break.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import r2wcCore from '@r2wc/core';

const PROPS = Symbol.for('r2wc.props');
const RENDER = Symbol.for('r2wc.render');
const CONTEXT = Symbol.for('r2wc.context');
const pkg = JSON.parse(readFileSync(path.resolve('package.json'), 'utf8')) as { dependencies: Record<string, string> };
const installed = (name: string) => (JSON.parse(readFileSync(path.resolve('node_modules', name, 'package.json'), 'utf8')) as { version: string }).version;

type Rendered = { props: Record<string, unknown> };
function fakeRenderer() {
  const log: string[] = [];
  const renderer = {
    mount: (_container: HTMLElement | ShadowRoot, _component: unknown, props: Record<string, unknown>): Rendered => {
      log.push(`mount ${JSON.stringify(props.size ?? null)}`);
      return { props };
    },
    update: (context: Rendered, props: Record<string, unknown>) => {
      log.push(`update ${JSON.stringify(props.size ?? null)}`);
      context.props = props;
    },
    unmount: () => {
      log.push('unmount');
    },
  };
  return { renderer, log };
}

type R2wcElement = HTMLElement & { [PROPS]: Record<string, unknown>; [RENDER](): void; [CONTEXT]?: unknown; size?: number };
let count = 0;
function defineFake() {
  const { renderer, log } = fakeRenderer();
  const tag = `vt-r2wc-pin-${++count}`;
  customElements.define(
    tag,
    r2wcCore(() => null, { shadow: 'open', props: { size: 'number' } }, renderer),
  );
  return { tag, log };
}

describe('@r2wc private members that define-element relies on', () => {
  afterEach(() => document.body.replaceChildren());

  it('both packages are pinned to exact versions, equal to the installed ones', () => {
    for (const name of ['@r2wc/react-to-web-component', '@r2wc/core']) {
      expect(pkg.dependencies[name], name).toMatch(/^\d+\.\d+\.\d+$/);
      expect(installed(name), name).toBe(pkg.dependencies[name]);
    }
  });

  it('the props object holds the parsed attributes and the shadow root as `container`', () => {
    const { tag } = defineFake();
    const el = document.createElement(tag) as R2wcElement;
    el.setAttribute('size', '42');
    document.body.append(el);
    expect(el[PROPS]).toBeTypeOf('object');
    expect(el[PROPS].size).toBe(42);
    expect(el[PROPS].container).toBe(el.shadowRoot);
  });

  it('the render method mounts once while connected, then updates with the props object as it is now', () => {
    const { tag, log } = defineFake();
    const el = document.createElement(tag) as R2wcElement;
    document.body.append(el);
    expect(log).toEqual(['mount null']);
    delete el[PROPS].size;
    el[PROPS].size = 7;
    el[RENDER]();
    expect(log).toEqual(['mount null', 'update 7']);
    el.remove();
    expect(log).toEqual(['mount null', 'update 7', 'unmount']);
    el[RENDER]();
    expect(log, 'a disconnected element does not render').toHaveLength(3);
  });

  it('the context member holds the mounted root while connected, and is gone after the unmount (the mount scheduler reads it)', () => {
    const { tag } = defineFake();
    const el = document.createElement(tag) as R2wcElement;
    expect(el[CONTEXT]).toBeUndefined();
    document.body.append(el);
    expect(el[CONTEXT]).toEqual({ props: el[PROPS] });
    el.remove();
    expect(CONTEXT in el && el[CONTEXT] !== undefined).toBe(false);
  });
});
