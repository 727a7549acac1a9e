import { describe, expect, it } from 'vitest';
import { minifyCss, withoutHostRules } from '../../../tools/rollup/css-inline.mjs';

describe("minifyCss (the build's inline stylesheets)", () => {
  it('drops comments and the white space around braces, semicolons, commas and child combinators', () => {
    expect(minifyCss('/* a */\n.a > .b ,\n.c {\n  color : red ;\n  margin: 0;\n}\n')).to.equal('.a>.b,.c{color :red;margin:0}');
  });

  it('keeps the descendant combinator before a pseudo-class or pseudo-element', () => {
    expect(minifyCss('.options :is(h2, h3) { margin: 0; }')).to.equal('.options :is(h2,h3){margin:0}');
    expect(minifyCss('.card--loading ::slotted(.vt-lcp) { display: block; }')).to.equal('.card--loading ::slotted(.vt-lcp){display:block}');
    expect(minifyCss(':host([hidden]) .a:hover { color: red; }')).to.equal(':host([hidden]) .a:hover{color:red}');
  });
});

describe("withoutHostRules (a package's stylesheet adopted into our shadow roots)", () => {
  it("drops the package's :host rules, written for its own element, and keeps every other rule", () => {
    const swiperLike =
      ':root {\n  --swiper-theme-color: #007aff;\n}\n:host {\n  position: relative;\n  display: block;\n}\n.swiper {\n  overflow: hidden;\n}\n';
    expect(minifyCss(withoutHostRules(swiperLike))).to.equal(':root{--swiper-theme-color:#007aff}.swiper{overflow:hidden}');
  });

  it('keeps a :host(...) rule with a selector: only the bare :host block goes', () => {
    expect(withoutHostRules(':host([hidden]) .a { color: red; }')).to.equal(':host([hidden]) .a { color: red; }');
  });
});
