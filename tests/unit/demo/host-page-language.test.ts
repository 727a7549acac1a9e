// @vitest-environment node
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withPageLanguage, type KitTexts } from '../../../demo/server/routes/host-page-language';
import { LANGUAGES } from '../../../contracts/locales';
import { startTestDemo, type TestDemo } from './helpers';

const ROOT = join(__dirname, '..', '..', '..');
const HOST_PAGE = readFileSync(join(ROOT, 'host', 'index.html'), 'utf8');
/** The sources dist/locales/{lng}/{ns}.json are built from. */
const SOURCES: Record<string, string> = { host: 'host/i18n', 'cookie-notice': 'widgets/cookie-notice/i18n' };
const sourceTexts =
  (language: string): KitTexts =>
  (namespace) =>
    SOURCES[namespace] ? (JSON.parse(readFileSync(join(ROOT, SOURCES[namespace]!, `${language}.json`), 'utf8')) as Record<string, unknown>) : undefined;

describe('the host page painted in the language of the shopper’s cookie (storefront-shell.md §4 "Cookie notice", §1 languages)', () => {
  it('kk: <html lang>, the skip link, the critical error, the no-script text and the cookie notice are Kazakh; the notice’s first paint says so', () => {
    const html = withPageLanguage(HOST_PAGE, 'kk', sourceTexts('kk'));
    expect(html).toContain('<html lang="kk"');
    expect(html).toContain('>Мазмұнға өту</a>');
    expect(html).toContain('>Қызмет уақытша қолжетімсіз</h1>');
    expect(html).toContain('>Басты бетке</a>');
    expect(html).toContain('>Дүкен жұмыс істеуі үшін JavaScript қажет.</p>');
    expect(html).toContain('aria-label="Cookie файлдары туралы хабарлама"');
    expect(html).toContain('>Сайт ыңғайлы жұмыс істеуі үшін cookie файлдарын қолданамыз. Толығырақ:</span>');
    expect(html).toContain('>Бас тарту</span><span data-i18n="cookie-notice:cookieNotice.accept">Қабылдау</span>');
    expect(html).toMatch(/<section class="cookie-first-paint" lang="kk"[^>]*data-first-paint>/);
    expect(html).not.toContain('Перейти к содержимому');
    expect(html).not.toContain('Мы используем файлы cookie');
  });

  it('every marked text of the page exists in every language of the kit', () => {
    const markers = [...HOST_PAGE.matchAll(/data-i18n(?:-aria-label)?="([\w-]+):([\w.]+)"/g)];
    expect(markers.length).toBeGreaterThanOrEqual(9);
    for (const language of LANGUAGES.filter((l) => l !== 'ru')) {
      const html = withPageLanguage(HOST_PAGE, language, sourceTexts(language));
      expect(html, language).toMatch(new RegExp(`<section class="cookie-first-paint" lang="${language}"`));
      for (const russian of [
        'Перейти к содержимому',
        'Сервис временно недоступен',
        'Мы уже чиним',
        'На главную',
        'нужен JavaScript',
        'Мы используем',
        'политике',
        'Отклонить',
        'Принять',
      ])
        expect(html, `${language}: ${russian}`).not.toContain(russian);
    }
  });

  it('ru, the page as written, is left alone', () => {
    expect(withPageLanguage(HOST_PAGE, 'ru', sourceTexts('kk'))).toBe(HOST_PAGE);
  });

  it('bad input: a text the language lacks stays Russian, and the first paint keeps lang="ru"', () => {
    const html = withPageLanguage(HOST_PAGE, 'en', (namespace) => (namespace === 'host' ? sourceTexts('en')(namespace) : undefined));
    expect(html).toContain('>Skip to content</a>');
    expect(html).toContain('Мы используем файлы cookie');
    expect(html).toMatch(/<section class="cookie-first-paint" lang="ru"/);
  });

  it('bad input: markup in a text is escaped, never parsed', () => {
    const hostile: KitTexts = () => ({ ui: { skipToContent: '<img src=x onerror=alert(1)>' } });
    expect(withPageLanguage(HOST_PAGE, 'en', hostile)).toContain('>&lt;img src=x onerror=alert(1)&gt;</a>');
  });
});

describe('the demo server paints the host page in the vt_lang cookie’s language, from the built kit’s texts', () => {
  let demo: TestDemo;
  let repoRoot: string;
  beforeAll(async () => {
    repoRoot = mkdtempSync(join(tmpdir(), 'vitrina-repo-'));
    cpSync(join(ROOT, 'host', 'index.html'), join(repoRoot, 'host', 'index.html'), { recursive: true });
    for (const [namespace, folder] of Object.entries(SOURCES)) {
      mkdirSync(join(repoRoot, 'dist', 'locales', 'uz'), { recursive: true });
      cpSync(join(ROOT, folder, 'uz.json'), join(repoRoot, 'dist', 'locales', 'uz', `${namespace}.json`));
    }
    mkdirSync(join(repoRoot, 'dist', 'locales', 'ky'), { recursive: true });
    writeFileSync(join(repoRoot, 'dist', 'locales', 'ky', 'host.json'), '{"ui": {"skipToContent": ');
    demo = await startTestDemo({ repoRoot });
  });
  afterAll(async () => {
    await demo?.stop();
    rmSync(repoRoot, { recursive: true, force: true });
  });

  it('uz cookie: an Uzbek page; no cookie, or one that names no language of the kit: the Russian page', async () => {
    const uz = await (await demo.get('/', { Cookie: 'vt_lang=uz' })).text();
    expect(uz).toContain('<html lang="uz"');
    expect(uz).toContain('>Asosiy qismga oʻtish</a>');
    for (const cookie of [undefined, 'vt_lang=xx', 'vt_lang=<script>']) {
      const ru = await (await demo.get('/', cookie ? { Cookie: cookie } : {})).text();
      expect(ru).toContain('<html lang="ru"');
      expect(ru).toContain('>Перейти к содержимому</a>');
    }
  });

  it('a language whose built texts are missing or broken: the Russian texts, no error', async () => {
    const ka = await demo.get('/', { Cookie: 'vt_lang=ka' });
    expect(ka.status).toBe(200);
    const html = await ka.text();
    expect(html).toContain('<html lang="ka"');
    expect(html).toContain('>Перейти к содержимому</a>');
    expect(html).toMatch(/<section class="cookie-first-paint" lang="ru"/);
    const ky = await demo.get('/', { Cookie: 'vt_lang=ky' });
    expect(ky.status).toBe(200);
    expect(await ky.text()).toContain('>Перейти к содержимому</a>');
  });
});
