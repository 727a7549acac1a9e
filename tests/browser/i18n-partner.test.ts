import { expect } from 'chai';
import { mount, vitrina, waitFor } from './helpers';

/**
 * A partner page with only <vt-search>, in kk (DESIGN.md "partner sites embed one or two widgets"):
 * it pays for the texts of what it shows, the search element's namespace and the core's messages,
 * not for every element's (storefront-shell.md §1 "translations other than ru load lazily").
 * This file is a page of its own: no other element is ever put on it.
 */
const localeFiles = () =>
  performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name).pathname)
    .filter((path) => path.includes('/locales/'))
    .sort();

describe('a partner page with only <vt-search> in kk', () => {
  it('fetches only kk/core.json and kk/search.json, and the box paints in Kazakh at once', async () => {
    localStorage.clear();
    await vitrina.configure({ language: 'kk' });
    const search = await mount<HTMLElement>('<vt-search></vt-search>', 'vt-search');
    // Its first paint is already in kk: the element waited for its texts instead of flashing Russian.
    // The box's words, as first seen: the placeholder and the label (desktop), or the trigger (mobile).
    const words = () => {
      const root = search.shadowRoot!;
      return [root.querySelector('input')?.placeholder, root.querySelector('label')?.textContent, root.querySelector('.trigger-text')?.textContent]
        .filter(Boolean)
        .join(' | ');
    };
    const first = await waitFor(() => words());
    expect(first).to.contain('Мен іздеймін…');
    expect(first).not.to.match(/Я ищу|Поиск по товарам/);
    await waitFor(() => localeFiles().length >= 2);
    expect(localeFiles()).to.deep.equal(['/dist/locales/kk/core.json', '/dist/locales/kk/search.json']);
  });
});
