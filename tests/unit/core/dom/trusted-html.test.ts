import { beforeEach, describe, expect, it, vi } from 'vitest';
import { allowedMarkupOf } from '../../../../core/platform/dom/allowed-markup';
import type { TrustedTypesHolder } from '../../../../core/platform/dom/trusted-html';
import { TRUSTED_TYPES_POLICY } from '../../../../contracts/trusted-types';

type Module = typeof import('../../../../core/platform/dom/trusted-html');

/** A TrustedHTML stand-in: what the policy's createHTML callback returned, as the browser would wrap it. */
class FakeTrustedHtml {
  constructor(readonly html: string) {}
  toString(): string {
    return this.html;
  }
}

/**
 * trustedTypes as Chromium behaves under `trusted-types vitrina` without 'allow-duplicates': a name is
 * created once; a second createPolicy with it throws.
 */
function fakeTrustedTypes() {
  const created: { name: string; policy: { createHTML(input: string): FakeTrustedHtml } }[] = [];
  const factory = {
    createPolicy(name: string, rules: { createHTML(input: string): string }) {
      if (name !== 'vitrina' || created.some((p) => p.name === name)) throw new TypeError(`Policy "${name}" disallowed.`);
      const policy = { createHTML: (input: string) => new FakeTrustedHtml(rules.createHTML(input)) };
      created.push({ name, policy });
      return policy;
    },
  };
  return { factory, created };
}

/** A fresh copy of the module: what a second copy of the kit on the page runs. */
async function freshCopy(): Promise<Module> {
  vi.resetModules();
  return import('../../../../core/platform/dom/trusted-html');
}

const HOSTILE = '<img src=x onerror=alert(1)>';

const markupOf = (fragment: DocumentFragment) => {
  const host = document.createElement('div');
  host.append(fragment);
  return host.innerHTML;
};

let holder: TrustedTypesHolder;
let tt: ReturnType<typeof fakeTrustedTypes>;

beforeEach(() => {
  tt = fakeTrustedTypes();
  holder = { trustedTypes: tt.factory as unknown as TrustedTypesHolder['trustedTypes'] };
});

describe('the "vitrina" Trusted Types policy (embedding guide: the policy name and what it accepts)', () => {
  it('is created once, when the kit claims it, under the documented name', async () => {
    const kit = await freshCopy();
    kit.claimTrustedTypesPolicy(holder);
    kit.claimTrustedTypesPolicy(holder);
    expect(tt.created.map((p) => p.name)).toEqual(['vitrina']);
    expect(TRUSTED_TYPES_POLICY).toBe('vitrina');
  });

  it('blesses only the allow-list rebuild: a leaked reference cannot make markup from an arbitrary string', async () => {
    const kit = await freshCopy();
    kit.claimTrustedTypesPolicy(holder);
    const leaked = tt.created[0]!.policy;
    expect(leaked.createHTML(HOSTILE).html).toBe('');
    expect(leaked.createHTML('<svg onload=alert(1)></svg><iframe srcdoc="<script>alert(1)</script>"></iframe>').html).toBe('');
    expect(leaked.createHTML('<div class="card" onclick="steal()" style="x">Hi <b>bold</b><script>alert(1)</script></div>').html).toBe(
      '<div class="card">Hi </div>',
    );
    expect(leaked.createHTML('<p aria-hidden="true">a &lt;img src=x onerror=alert(1)&gt; b</p>').html).toBe(
      '<p aria-hidden="true">a &lt;img src=x onerror=alert(1)&gt; b</p>',
    );
    expect(leaked.createHTML(`<span class='a"><img src=x onerror=alert(1)>'>t</span>`).html).toBe(
      '<span class="a&quot;&gt;&lt;img src=x onerror=alert(1)&gt;">t</span>',
    );
  });

  it('is never reachable from the page: nothing it puts on the global holds the policy', async () => {
    const kit = await freshCopy();
    kit.claimTrustedTypesPolicy(holder);
    const policy = tt.created[0]!.policy;
    const values = Reflect.ownKeys(holder).map((key) => (holder as Record<PropertyKey, unknown>)[key]);
    expect(values).not.toContain(policy);
    expect(Reflect.ownKeys(holder)).toEqual(['trustedTypes', Symbol.for('vitrina.allowedFragment')]);
    // What the first copy shares returns nodes, never TrustedHTML.
    const shared = (holder as Record<symbol, (html: string, doc: Document) => unknown>)[Symbol.for('vitrina.allowedFragment')]!;
    const fragment = shared(`<div class="a">x</div>${HOSTILE}`, document);
    expect(fragment).toBeInstanceOf(DocumentFragment);
    expect(markupOf(fragment as DocumentFragment)).toBe('<div class="a">x</div>');
    expect(Object.getOwnPropertyDescriptor(holder, Symbol.for('vitrina.allowedFragment'))).toMatchObject({ writable: false, configurable: false });
  });

  it('a second copy of the kit on the page asks for no second policy (refused without allow-duplicates) and still parses', async () => {
    const first = await freshCopy();
    first.claimTrustedTypesPolicy(holder);
    const second = await freshCopy();
    expect(second).not.toBe(first);
    second.claimTrustedTypesPolicy(holder);
    expect(tt.created).toHaveLength(1);
    const fragment = second.allowedFragment(`<section class="s"><h2>Title</h2><a href="javascript:alert(1)">x</a></section>`, document);
    expect(markupOf(fragment)).toBe('<section class="s"><h2>Title</h2></section>');
  });

  it('a page whose CSP refuses the name still gets the elements; server markup parses without the policy where the page allows it', async () => {
    const kit = await freshCopy();
    holder = {
      trustedTypes: {
        createPolicy: () => {
          throw new TypeError('Refused to create a TrustedTypePolicy named "vitrina"');
        },
      },
    };
    expect(() => kit.claimTrustedTypesPolicy(holder)).not.toThrow();
    expect(markupOf(kit.allowedFragment(`<ul><li>one</li>${HOSTILE}</ul>`, document))).toBe('<ul><li>one</li></ul>');
  });

  it('when the page refuses the parse itself, the markup is left out with one console warning, never thrown', async () => {
    const kit = await freshCopy();
    kit.claimTrustedTypesPolicy({});
    const parse = vi.spyOn(DOMParser.prototype, 'parseFromString');
    parse.mockImplementation(() => {
      throw new TypeError("This document requires 'TrustedHTML' assignment.");
    });
    // The module took parseFromString when it loaded: a copy loaded after the refusal is in place sees it.
    const refused = await freshCopy();
    refused.claimTrustedTypesPolicy({});
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(markupOf(refused.allowedFragment('<p>a</p>', document))).toBe('');
    expect(markupOf(refused.allowedFragment('<p>b</p>', document))).toBe('');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]![0])).toMatch(/^\[vitrina\] .*"vitrina"/);
  });

  it('a page script that replaces DOMParser after the kit loaded never sees the markup the kit parses', async () => {
    const kit = await freshCopy();
    kit.claimTrustedTypesPolicy(holder);
    const seen: unknown[] = [];
    const original = DOMParser.prototype.parseFromString;
    vi.spyOn(DOMParser.prototype, 'parseFromString').mockImplementation(function (this: DOMParser, input, type) {
      seen.push(input);
      return original.call(this, input, type);
    });
    expect(markupOf(kit.allowedFragment(`<div>ok</div>${HOSTILE}`, document))).toBe('<div>ok</div>');
    expect(seen).toEqual([]);
  });
});

describe('allowedMarkupOf (the allow-list rebuild)', () => {
  it('writes allowed elements and attributes only, text and values escaped, comments and other nodes dropped', () => {
    const doc = new DOMParser().parseFromString(
      '<div class="a&amp;b" id="x" aria-busy="true">1 &amp; 2 &lt; 3<!-- c --><span aria-hidden="true">s</span><template><p>t</p></template><h1>h</h1><h4>no</h4></div>',
      'text/html',
    );
    expect(allowedMarkupOf(doc.body)).toBe('<div class="a&amp;b" aria-busy="true">1 &amp; 2 &lt; 3<span aria-hidden="true">s</span><h1>h</h1></div>');
  });
});
