import { describe, expect, it } from 'vitest';
import { createShellRenderer } from '../../../host/renderer';
import { ROUTES } from '../../../contracts/pages/table';

function shell() {
  document.body.innerHTML =
    '<main id="app"><div id="route-preview"></div><section id="c0"></section><section id="c1"></section></main><button id="switcher">RU</button>';
  const containers = [document.getElementById('c0')!, document.getElementById('c1')!];
  const elements = {
    containers,
    preview: document.getElementById('route-preview')!,
    shell: [],
    critical: document.createElement('section'),
    outlet: document.getElementById('app')!,
  };
  return { containers, renderer: createShellRenderer(document, elements, () => 'ru') };
}

function show(s: ReturnType<typeof shell>, index: number, path: string, title: string): HTMLElement {
  s.renderer.routeSet(ROUTES[0]!, new URL(path, location.href));
  s.containers[index]!.innerHTML = `<h1 tabindex="-1">${title}</h1>`;
  s.renderer.showContainer(index);
  return s.containers[index]!.querySelector('h1')!;
}

describe('host renderer: where focus goes when a page is shown', () => {
  it("the first page leaves focus alone; another page moves it to that page's heading (screen readers hear the change)", () => {
    const s = shell();
    const first = show(s, 0, '/catalog/zhenshchinam', 'Женщинам');
    expect(document.activeElement).not.toBe(first);
    const second = show(s, 1, '/catalog/muzhchinam', 'Мужчинам');
    expect(document.activeElement).toBe(second);
  });

  it('§2.4 a refresh of the same page after a language or currency change keeps focus on the control the shopper used', () => {
    const s = shell();
    show(s, 0, '/catalog/zhenshchinam', 'Женщинам');
    const switcher = document.getElementById('switcher')!;
    switcher.focus();
    show(s, 1, '/catalog/zhenshchinam', 'Women');
    expect(document.activeElement).toBe(switcher);
    // A different query is a different page (another sort or filter the shopper chose from a link).
    const sorted = show(s, 0, '/catalog/zhenshchinam?sort=priceup', 'Women');
    expect(document.activeElement).toBe(sorted);
  });
});
