import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { FallbackImage } from '../../../widgets/shared/fallback-image';
import { reactRootPerTest } from './react-root';

const failImage = (img: HTMLImageElement) => act(() => void img.dispatchEvent(new Event('error')));

describe('shared FallbackImage (storefront-shell.md §8 "Image load failure: fall back to alternate sources, then mark placeholder")', () => {
  const root = reactRootPerTest();

  it('tries each alternate host in order, then shows the placeholder and records the mark', () => {
    const marks = vi.spyOn(performance, 'mark');
    root.render(
      <FallbackImage
        src="https://r1.cdn.example/1.webp"
        alternates={['https://o1.cdn.example/1.webp']}
        alt=""
        fallback={<span className="ph">Нет фото</span>}
      />,
    );
    const img = () => root.host.querySelector('img');
    expect(img()!.getAttribute('src')).toBe('https://r1.cdn.example/1.webp');
    failImage(img()!);
    expect(img()!.getAttribute('src')).toBe('https://o1.cdn.example/1.webp');
    expect(marks).not.toHaveBeenCalledWith('vt-image-placeholder', expect.anything());
    failImage(img()!);
    expect(img()).toBeNull();
    expect(root.host.querySelector('.ph')!.textContent).toBe('Нет фото');
    expect(marks).toHaveBeenCalledWith('vt-image-placeholder', { detail: { url: 'https://o1.cdn.example/1.webp' } });
    marks.mockRestore();
  });

  it('a new picture starts again from its first host', () => {
    const ui = (src: string) => <FallbackImage src={src} alt="" fallback={<span className="ph" />} />;
    root.render(ui('https://a.example/1.webp'));
    failImage(root.host.querySelector('img')!);
    expect(root.host.querySelector('img')).toBeNull();
    root.render(ui('https://a.example/2.webp'));
    expect(root.host.querySelector('img')!.getAttribute('src')).toBe('https://a.example/2.webp');
  });
});
