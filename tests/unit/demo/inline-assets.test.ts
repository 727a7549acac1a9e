// @vitest-environment node
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { withInlineModuleScript, withInlineStylesheet } from '../../../demo/server/inline-assets';

const PAGE = '<head>\n<link rel="stylesheet" href="/host/host.css" />\n<script type="module" src="/dist/host.js"></script></head>';
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

describe('demo/server/inline-assets: the stylesheet (issue 10: the host page paints from its HTML alone)', () => {
  it('puts the stylesheet in place of its link, with the CSP source of exactly that text', () => {
    const css = '.a{color:red}\n.b::after{content:"é"}';
    const { html, source } = withInlineStylesheet(PAGE, '/host/host.css', css);
    expect(html).toBe(`<head>\n<style>${css}</style>\n<script type="module" src="/dist/host.js"></script></head>`);
    expect(source).toBe(sha256(css));
  });

  it('keeps the link when the page has no such link or the sheet could close the style element early', () => {
    expect(withInlineStylesheet(PAGE, '/host/other.css', 'a{}')).toEqual({ html: PAGE, source: null });
    expect(withInlineStylesheet(PAGE, '/host/host.css', 'a{}</STYLE><script>alert(1)</script>')).toEqual({ html: PAGE, source: null });
  });

  it('a replacement pattern in the sheet is written as it is', () => {
    const css = 'a::before{content:"$&$1"}';
    expect(withInlineStylesheet(PAGE, '/host/host.css', css).html).toContain(`<style>${css}</style>`);
  });
});

describe('demo/server/inline-assets: the boot module (issue 10: the kit starts after the first paint)', () => {
  it('puts the module in place of its script element, with the CSP source of exactly that text', () => {
    const js = 'const t=document.getElementById("x");t&&document.head.append(document.importNode(t.content,!0));';
    const { html, source } = withInlineModuleScript(PAGE, '/dist/host.js', js);
    expect(html).toBe(`<head>\n<link rel="stylesheet" href="/host/host.css" />\n<script type="module">${js}</script></head>`);
    expect(source).toBe(sha256(js));
  });

  it('its source map address is made absolute (a relative one would resolve against the page)', () => {
    const { html, source } = withInlineModuleScript(PAGE, '/dist/host.js', 'a();\n//# sourceMappingURL=host.js.map\n');
    expect(html).toContain('<script type="module">a();\n//# sourceMappingURL=/dist/host.js.map</script>');
    expect(source).toBe(sha256('a();\n//# sourceMappingURL=/dist/host.js.map'));
    expect(withInlineModuleScript(PAGE, '/dist/host.js', 'a();\n//# sourceMappingURL=https://maps.example/h.map').html).toContain(
      'sourceMappingURL=https://maps.example/h.map</script>',
    );
  });

  it('a module that imports or exports anything, or could close the element early, stays external', () => {
    for (const js of [
      'import{a}from"./chunks/a.js";a();',
      'import"./a.js";',
      'import("./a.js")',
      'import x from "./a.js"',
      'new URL("a",import.meta.url)',
      'export{a};',
      'a("</SCRIPT><script>alert(1)")',
    ]) {
      expect(withInlineModuleScript(PAGE, '/dist/host.js', js), js).toEqual({ html: PAGE, source: null });
    }
    expect(withInlineModuleScript(PAGE, '/dist/other.js', 'a();')).toEqual({ html: PAGE, source: null });
  });

  it('a replacement pattern in the module is written as it is', () => {
    expect(withInlineModuleScript(PAGE, '/dist/host.js', 'a("$&$1")').html).toContain('<script type="module">a("$&$1")</script>');
  });
});
