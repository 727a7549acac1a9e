import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { getIconData, iconToSVG } from '@iconify/utils';

/**
 * The Fluent Emoji drawings (MIT, Microsoft; @iconify-json/fluent-emoji) the demo draws its
 * products and banners with. The set is one 99 MB JSON file that takes about a second to read
 * and parse, so the icons the demo uses are kept in a small file beside the package
 * (MACHINE_CACHE_DIR, node_modules/.cache), written the first time and read from then on,
 * whatever data folder a server (or a test's throw-away one) uses. A reinstalled package has a
 * new version: new file.
 */
export type Icon = { body: string; viewBox: readonly [x: number, y: number, width: number, height: number] };
type IconSetJson = Parameters<typeof getIconData>[0];

const require = createRequire(import.meta.url);
const PACKAGE_JSON = require.resolve('@iconify-json/fluent-emoji/package.json');
const PACKAGE_DIR = dirname(PACKAGE_JSON);
/** Derived files that depend only on installed packages: node_modules/.cache, as bundlers and linters keep theirs. */
export const MACHINE_CACHE_DIR = join(PACKAGE_DIR, '..', '..', '.cache', 'vitrina-demo');
export const FLUENT_EMOJI_VERSION = (require(PACKAGE_JSON) as { version: string }).version;

/** Each name's SVG body and view box (aliases and transformations resolved by @iconify/utils); unknown names are left out. */
function extract(set: IconSetJson, names: readonly string[]): Record<string, Icon> {
  const icons: Record<string, Icon> = {};
  for (const name of names) {
    const data = getIconData(set, name);
    if (!data) continue;
    const svg = iconToSVG(data);
    const [x, y, width, height] = svg.viewBox;
    icons[name] = { body: svg.body, viewBox: [x, y, width, height] };
  }
  return icons;
}

async function writeAtomically(file: string, text: string): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, text);
  await rename(temporary, file);
}

/** A hash of the wanted names, so a changed list gets its own cache file. */
function namesKey(names: readonly string[]): string {
  let h = 0x811c9dc5;
  for (const ch of [...names].sort().join(',')) h = Math.imul(h ^ ch.charCodeAt(0), 0x01000193);
  return (h >>> 0).toString(16);
}

export class IconSet {
  private loaded: Promise<Map<string, Icon>> | null = null;

  constructor(
    private readonly names: readonly string[],
    private readonly cacheDir = MACHINE_CACHE_DIR,
  ) {}

  /** The icon, or undefined when the set has no icon of that name. */
  async get(name: string): Promise<Icon | undefined> {
    this.loaded ??= this.load();
    return (await this.loaded).get(name);
  }

  private async load(): Promise<Map<string, Icon>> {
    const file = join(this.cacheDir, `fluent-emoji-${FLUENT_EMOJI_VERSION}-${namesKey(this.names)}.json`);
    try {
      return new Map(Object.entries(JSON.parse(await readFile(file, 'utf8')) as Record<string, Icon>));
    } catch {
      // Not cached yet (or unreadable): read the whole set once.
    }
    const set = JSON.parse(await readFile(join(PACKAGE_DIR, 'icons.json'), 'utf8')) as IconSetJson;
    const icons = extract(set, this.names);
    await writeAtomically(file, JSON.stringify(icons)).catch(() => undefined); // a read-only node_modules only costs the next start a second
    return new Map(Object.entries(icons));
  }
}
