import { h } from './dom.js';
import { attributeControls } from './attribute-controls.js';
import { startValue } from './samples.js';
import { copyText, snippetOf } from './snippet.js';

const EVENTS_SHOWN = 5;

function list(title, items) {
  return items.length
    ? [
        h('h4', {}, [title]),
        h(
          'ul',
          {},
          items.map((item) => h('li', {}, item)),
        ),
      ]
    : [];
}

/** Events, parts and custom properties of the element, as listed in the manifest. */
function reference(declaration) {
  const events = (declaration.events ?? []).map((e) => [h('code', {}, [e.name]), ' ', e.type?.text ?? '', e.description ? ` — ${e.description}` : '']);
  const parts = (declaration.cssParts ?? []).map((p) => [h('code', {}, [`::part(${p.name})`])]);
  const properties = (declaration.cssProperties ?? []).map((p) => [h('code', {}, [p.name]), p.default ? ` (default ${p.default})` : '']);
  const slots = (declaration.slots ?? []).map((s) => [
    h('code', {}, [s.name ? `slot="${s.name}"` : 'default slot']),
    s.description ? ` — ${s.description}` : '',
  ]);
  return h('details', { class: 'reference' }, [
    h('summary', {}, ['Events, slots, parts and custom properties']),
    ...list('Events', events),
    ...list('Slots', slots),
    ...list('CSS parts', parts),
    ...list('CSS custom properties', properties),
  ]);
}

/** The element on the page: a configuration element already there is reused, any other one is created with its start values. */
function liveElement(declaration, samples) {
  const existing = declaration.superclass?.name === 'HTMLElement' ? document.querySelector(declaration.tagName) : null;
  if (existing) return { element: existing, created: false };
  const element = document.createElement(declaration.tagName);
  for (const attribute of declaration.attributes ?? []) {
    const value = startValue(declaration.tagName, attribute, samples);
    if (value !== null) element.setAttribute(attribute.name, value);
  }
  return { element, created: true };
}

/**
 * A gallery section for one manifest entry: description, the live element, its attribute
 * controls, the HTML snippet with a copy button, the events it sent, and its theming reference.
 */
export function elementCard(declaration, samples) {
  const tag = declaration.tagName;
  const { element, created } = liveElement(declaration, samples);
  const code = h('code', {});
  const copied = h('span', { class: 'copied', role: 'status' });
  const refresh = () => {
    code.textContent = snippetOf(element);
  };
  const copy = h('button', { type: 'button', class: 'copy', 'aria-label': `Copy HTML of <${tag}>` }, ['Copy HTML']);
  copy.addEventListener('click', async () => {
    copied.textContent = (await copyText(code.textContent ?? '', code)) ? 'Copied.' : 'Selected: press Ctrl+C to copy.';
  });
  const eventLog = h('ol', { class: 'events', 'aria-label': `Events from <${tag}>` });
  for (const event of declaration.events ?? []) {
    element.addEventListener(event.name, (received) => {
      const detail = received instanceof CustomEvent ? JSON.stringify(received.detail) : '';
      eventLog.prepend(h('li', {}, [h('code', {}, [event.name]), ` ${detail ?? ''}`]));
      while (eventLog.children.length > EVENTS_SHOWN) eventLog.lastElementChild?.remove();
    });
  }
  const stage = h('div', { class: 'stage', 'data-tag': tag });
  if (created) stage.append(element);
  else stage.append(h('p', { class: 'muted' }, [`<${tag}> renders nothing: it configures the page. The one on this page is edited here.`]));
  refresh();
  return h('section', { class: 'element', id: tag, 'aria-labelledby': `${tag}--title` }, [
    h('h2', { id: `${tag}--title` }, [h('code', {}, [`<${tag}>`])]),
    h('p', { class: 'description' }, [declaration.description || '']),
    h('div', { class: 'workbench' }, [
      stage,
      h('div', { class: 'side' }, [
        h('h3', {}, ['Attributes']),
        attributeControls(element, declaration, refresh),
        h('h3', {}, ['HTML']),
        h('pre', { class: 'snippet' }, [code]),
        h('div', { class: 'copy-row' }, [copy, copied]),
        h('h3', {}, ['Events received']),
        eventLog,
      ]),
    ]),
    reference(declaration),
  ]);
}
