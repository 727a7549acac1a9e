import { manifestElements } from './manifest.mjs';

const GENERATED = '<!-- Generated from the widget sources by `node tools/custom-elements/write-docs.mjs` (do not edit by hand). -->';

/** Markdown table cell: pipes and new lines would break the row. */
function cell(text) {
  return String(text ?? '')
    .replace(/\|/g, '\\|')
    .replace(/\s*\n\s*/g, ' ')
    .trim();
}

function code(text) {
  return text ? `\`${cell(text)}\`` : '';
}

/** docs/theming.md: every `--vt-*` custom property (default, elements using it) and every element's parts. */
export function themingDoc(manifest) {
  const elements = manifestElements(manifest);
  const properties = new Map();
  for (const element of elements) {
    for (const property of element.cssProperties ?? []) {
      const entry = properties.get(property.name) ?? { defaults: new Set(), tags: [] };
      if (property.default !== undefined) entry.defaults.add(property.default);
      entry.tags.push(element.tagName);
      properties.set(property.name, entry);
    }
  }
  const lines = [GENERATED, '', '# Theming Vitrina elements', ''];
  lines.push('Every element renders in an open shadow root. Three things reach inside it from your page:');
  lines.push('');
  lines.push(
    '- **CSS custom properties** (`--vt-*`): set them on the element or any ancestor (`:root`, `body`, a wrapper); they inherit into the shadow root.',
  );
  lines.push('- **CSS parts**: `vt-search::part(input) { ... }` styles the named node of that element.');
  lines.push(
    "- **The `until-mount` custom state**: from its upgrade until its first render an element shows your markup inside it (the page's first paint) and matches `:state(until-mount)`, so `vt-header:state(until-mount) { min-height: 120px }` keeps that first paint's box until the element takes over.",
  );
  lines.push('');
  lines.push('Nothing else is a theming API: classes inside the shadow roots may change in any release.');
  lines.push("A complete dark theme done only with these is `demo/gallery/dark.css` (see it live on the demo's `/gallery`).");
  lines.push('');
  lines.push('## Custom properties');
  lines.push('');
  lines.push('| property | default | used by |');
  lines.push('|---|---|---|');
  for (const name of [...properties.keys()].sort()) {
    const entry = properties.get(name);
    lines.push(`| ${code(name)} | ${[...entry.defaults].map(code).join(' / ')} | ${entry.tags.map((t) => `\`<${t}>\``).join(', ')} |`);
  }
  lines.push('');
  lines.push('## Parts');
  lines.push('');
  lines.push('| element | parts |');
  lines.push('|---|---|');
  for (const element of elements) {
    const parts = (element.cssParts ?? []).map((p) => code(p.name)).join(', ');
    lines.push(`| \`<${element.tagName}>\` | ${parts || '(none)'} |`);
  }
  lines.push('');
  return lines.join('\n');
}

/** docs/events.md: every `vt-*` event, its detail and the elements that send it. */
export function eventsDoc(manifest) {
  const elements = manifestElements(manifest);
  const senders = new Map();
  for (const element of elements) for (const event of element.events ?? []) senders.set(event.name, [...(senders.get(event.name) ?? []), element.tagName]);
  const lines = [GENERATED, '', '# Vitrina events', ''];
  lines.push(
    'Every event is a `CustomEvent` named `vt-<noun>-<verb>` with `bubbles: true` and `composed: true`: listen on the element, on `document` or on any ancestor.',
  );
  lines.push(
    'Their types are in `dist/vitrina.d.ts` (`GlobalEventHandlersEventMap`, `VitrinaEventMap`). A cancelable event (`vt-search-submit`, `vt-navigate`) lets the page take over with `event.preventDefault()`.',
  );
  lines.push('Events with no element in "sent by" are sent by the kit itself on `document` (the session) or by the host page\'s router.');
  lines.push('');
  lines.push('| event | detail | sent by | notes |');
  lines.push('|---|---|---|---|');
  for (const event of [...manifest.vitrinaEvents].sort((a, b) => a.name.localeCompare(b.name))) {
    const detail = event.type.text.replace(/^CustomEvent<([\s\S]*)>$/, '$1');
    const by = (senders.get(event.name) ?? []).map((t) => `\`<${t}>\``).join(', ');
    lines.push(`| \`${event.name}\` | ${code(detail)} | ${by} | ${cell(event.description)} |`);
  }
  lines.push('');
  return lines.join('\n');
}
