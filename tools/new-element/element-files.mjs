/**
 * The files of a new `vt-*` element, as DESIGN.md and docs/architecture.md "Widgets" lay them out:
 * widgets/<name>/<name>.define.ts, <name>.element.ts, <name>.tsx, <name>.css, reserve.css and
 * i18n/<lang>.json (the i18next namespace <name>), and tests/browser/<name>.test.ts, whose last test
 * fails until someone writes what the element does.
 */

/** A custom element name of the kit: `vt-`, then lowercase words joined by single hyphens. */
export const TAG_PATTERN = /^vt-[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;

/** Why `tag` cannot be a new element's name, or null when it can. */
export function tagProblem(tag) {
  if (typeof tag !== 'string' || !TAG_PATTERN.test(tag))
    return `"${tag}" is not a vt-* name: use vt- then lowercase words joined by hyphens, e.g. vt-order-status`;
  if (tag === 'vt-shared' || tag === 'vt-loader') return `"${tag}" names a folder of widgets/ that is not an element`;
  return null;
}

const words = (name) => name.split('-');
const pascal = (name) =>
  words(name)
    .map((w) => w[0].toUpperCase() + w.slice(1))
    .join('');
const camel = (name) => pascal(name).replace(/^./, (c) => c.toLowerCase());
const constant = (name) => words(name).join('_').toUpperCase();
const sentence = (name) =>
  words(name)
    .join(' ')
    .replace(/^./, (c) => c.toUpperCase());

/** @returns {Record<string, string>} path relative to the project root -> content */
export function elementFiles(tag, languages) {
  const name = tag.slice('vt-'.length);
  const Name = pascal(name);
  const key = camel(name);
  const dir = `widgets/${name}`;
  const files = {
    [`${dir}/${name}.define.ts`]: `import { define${Name} } from './${name}.element';

export type Vt${Name}Element = HTMLElement & { heading?: string };

declare global {
  interface HTMLElementTagNameMap {
    '${tag}': Vt${Name}Element;
  }
}

export const Vt${Name} = define${Name}();
`,
    [`${dir}/${name}.element.ts`]: `import { defineReactElement } from '../shared/define-element';
import { ${Name}, type ${Name}Props } from './${name}';
import css from './${name}.css?inline';
import ru from './i18n/ru.json';

export const ${constant(name)}_TAG = '${tag}';

export function define${Name}(): CustomElementConstructor {
  return defineReactElement<${Name}Props>(${constant(name)}_TAG, ${Name}, { props: { heading: 'string' }, styles: [css], translations: ru });
}
`,
    [`${dir}/${name}.tsx`]: `import { useT } from '../shared/use-t';
import type { ElementHostProps } from '../shared/define-element';

export interface ${Name}Props {
  /** Replaces the element's own heading. */
  heading?: string;
}

/** <${tag}>: say here what it shows and which spec section it follows. */
export function ${Name}({ heading }: ${Name}Props & ElementHostProps) {
  const t = useT();
  const title = heading || t('${key}.title');
  return (
    <section className="${name}" part="${name}" aria-label={title}>
      <h2 className="${name}__title" part="title">
        {title}
      </h2>
    </section>
  );
}
`,
    [`${dir}/${name}.css`]: `:host {
  display: block;
}
.${name}__title {
  margin: 0;
  color: var(--vt-color-text, #242424);
  font: 600 1.25rem/1.3 var(--vt-font-family, system-ui, sans-serif);
}
`,
    [`${dir}/reserve.css`]: `/* The room <${tag}> takes before its code loads, so the page does not shift when it upgrades. */
${tag}:not(:defined) {
  display: block;
  min-height: 1.625rem;
}
`,
    [`tests/browser/${name}.test.ts`]: `import { expect } from 'chai';
import { axeViolations, cleanup, mount, shadow, vitrina } from './helpers';

type ${Name}Element = HTMLElement & { heading?: string };

describe('<${tag}>', () => {
  beforeEach(async () => {
    localStorage.clear();
    await vitrina.configure({ locale: 'ru', language: 'ru' });
  });
  afterEach(cleanup);

  it('renders its labelled section with its ru heading, and the heading attribute replaces it', async () => {
    const element = await mount<${Name}Element>('<${tag}></${tag}>', '${tag}');
    expect(shadow(element, '[part="title"]').textContent).to.equal(${JSON.stringify(sentence(name))});
    element.setAttribute('heading', 'Другой заголовок');
    await vitrina.whenDefined('${tag}');
    expect(element.heading).to.equal('Другой заголовок');
    expect(await axeViolations(element)).to.deep.equal([]);
  });

  it('does what the spec asks of it', () => {
    throw new Error('Write the tests for <${tag}>: what the spec asks of it, as a shopper would use it.');
  });
});
`,
  };
  for (const language of languages) {
    files[`${dir}/i18n/${language}.json`] = `${JSON.stringify({ [key]: { title: sentence(name) } }, null, 2)}\n`;
  }
  return files;
}

/** The languages the kit ships, read from contracts/locales.ts (`export const LANGUAGES = [...]`). */
export function languagesOf(localesSource) {
  const match = /export const LANGUAGES = \[([^\]]*)\]/.exec(localesSource);
  if (!match) throw new Error('contracts/locales.ts has no LANGUAGES list');
  return [...match[1].matchAll(/'([a-z]{2})'/g)].map((m) => m[1]);
}
