import { describe, expect, it } from 'vitest';
import { applyMetaTags } from '../../../host/meta-tags';

describe('host: meta tags in the document head (storefront-shell.md §7)', () => {
  it('writes title, description, robots and an absolute canonical link', () => {
    applyMetaTags(
      document,
      { title: 'Платья', description: 'Купить платья', robots: 'noindex', canonical: '/catalog/platya' },
      'https://shop.example/catalog/platya?page=2',
    );
    expect(document.title).toBe('Платья');
    expect(document.head.querySelector<HTMLMetaElement>('meta[name="description"]')!.content).toBe('Купить платья');
    expect(document.head.querySelector<HTMLMetaElement>('meta[name="robots"]')!.content).toBe('noindex');
    expect(document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')!.href).toBe('https://shop.example/catalog/platya');
  });

  it("the next page without those tags removes the last page's, and keeps one of each", () => {
    applyMetaTags(document, { description: 'A' }, 'https://shop.example/');
    applyMetaTags(document, { description: 'B' }, 'https://shop.example/');
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    applyMetaTags(document, null, 'https://shop.example/');
    expect(document.head.querySelector('meta[name="description"]')).toBeNull();
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
  });

  it('server text goes in as text: a hostile title is the title, not markup', () => {
    applyMetaTags(document, { title: '</title><script>window.__xss=1</script>' }, 'https://shop.example/');
    expect(document.title).toBe('</title><script>window.__xss=1</script>');
    expect(document.head.querySelector('script')).toBeNull();
  });
});
