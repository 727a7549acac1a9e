// @vitest-environment node
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { withInlineStylesheet } from '../../../demo/server/inline-stylesheet';

const PAGE = '<head>\n<link rel="stylesheet" href="/host/host.css" />\n<script type="module" src="/dist/host.js"></script></head>';
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

describe('demo/server/inline-stylesheet (issue 10: the host page paints from its HTML alone)', () => {
  it('puts the stylesheet in place of its link, with the CSP source of exactly that text', () => {
    const css = '.a{color:red}\n.b::after{content:"é"}';
    const { html, styleSource } = withInlineStylesheet(PAGE, '/host/host.css', css);
    expect(html).toBe(`<head>\n<style>${css}</style>\n<script type="module" src="/dist/host.js"></script></head>`);
    expect(styleSource).toBe(sha256(css));
  });

  it('keeps the link when the page has no such link or the sheet could close the style element early', () => {
    expect(withInlineStylesheet(PAGE, '/host/other.css', 'a{}')).toEqual({ html: PAGE, styleSource: null });
    expect(withInlineStylesheet(PAGE, '/host/host.css', 'a{}</STYLE><script>alert(1)</script>')).toEqual({ html: PAGE, styleSource: null });
  });

  it('a replacement pattern in the sheet is written as it is', () => {
    const css = 'a::before{content:"$&$1"}';
    expect(withInlineStylesheet(PAGE, '/host/host.css', css).html).toContain(`<style>${css}</style>`);
  });
});
