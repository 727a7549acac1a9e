/**
 * Reads dist/custom-elements.json (generated from the widget sources at build) into the
 * elements the gallery shows, in tag order.
 * @returns {Promise<Array<Record<string, any>>>}
 */
export async function loadElements(url = '/dist/custom-elements.json') {
  const response = await fetch(url, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status} (build the kit first: npm run build)`);
  const manifest = await response.json();
  if (!manifest || !Array.isArray(manifest.modules)) throw new Error(`${url} is not a custom elements manifest`);
  return manifest.modules
    .flatMap((module) => (Array.isArray(module.declarations) ? module.declarations : []))
    .filter((declaration) => declaration && declaration.customElement && typeof declaration.tagName === 'string' && declaration.tagName.startsWith('vt-'))
    .sort((a, b) => a.tagName.localeCompare(b.tagName));
}

/** Sample attribute values the gallery starts an element with (goods and a seller of this demo's catalog). */
export async function loadSamples() {
  try {
    const response = await fetch('/gallery/samples.json', { cache: 'no-cache' });
    const body = response.ok ? await response.json() : {};
    return { goods: body && body.goods ? body.goods : null, seller: body && Number.isInteger(body.seller) ? body.seller : null };
  } catch {
    return { goods: null, seller: null };
  }
}
