import { beforeEach, describe, expect, it } from 'vitest';
import { clearPreviewTemplates, loadPreviewTemplate, sanitizeTemplate } from '../../../../core/domain/navigation/routes/preview-template';
import { fakeFetch, resetPage, status, text, ORIGIN } from '../http-fakes';

beforeEach(() => {
  resetPage();
  clearPreviewTemplates();
});

describe('preview template (storefront-routing-wallet.md §2.1, §8)', () => {
  it('asks preview_{route}, falling back to preview_General on 404 (asked once)', async () => {
    const calls = fakeFetch((call) => (call.url.endsWith('preview_General') ? text('<div class="preview"></div>') : status(404)));
    await expect(loadPreviewTemplate('SpaHomeEntrypoint')).resolves.toBe('<div class="preview"></div>');
    await loadPreviewTemplate('SpaHomeEntrypoint');
    expect(calls.map((c) => c.url)).toEqual([`${ORIGIN}/webapi/htmltemplate/preview_SpaHomeEntrypoint`, `${ORIGIN}/webapi/htmltemplate/preview_General`]);
  });

  it('§8 a failed template load is retried up to 3 times, then rejected', async () => {
    const calls = fakeFetch(() => status(500));
    await expect(loadPreviewTemplate('X')).rejects.toThrow();
    expect(calls).toHaveLength(4);
  });

  it('server HTML becomes allowed elements and text only: no script, handler or link survives', () => {
    const fragment = sanitizeTemplate(
      '<div class="p" onclick="x()"><script>alert(1)</script><img src=x onerror=alert(1)><span aria-busy="true">a<b>b</b></span><a href="javascript:1">l</a></div>',
    );
    const host = document.createElement('div');
    host.append(fragment);
    expect(host.innerHTML).toBe('<div class="p"><span aria-busy="true">a</span></div>');
  });
});
