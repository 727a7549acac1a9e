import { h } from './dom.js';
import { literalOptions } from './samples.js';

/**
 * One labelled form control per attribute of the manifest entry (checkbox for boolean, number
 * field, a select for a union of string literals, a validated textarea for json, a text field
 * otherwise). Every change is applied to the live element at once; a removed or emptied value
 * removes the attribute (the element then resets that prop). Invalid JSON or a non-number is
 * shown as an error and not applied.
 * @param {Element} live the element on the page
 * @param {Record<string, any>} declaration its manifest entry
 * @param {() => void} changed called after every applied change
 */
export function attributeControls(live, declaration, changed) {
  const attributes = Array.isArray(declaration.attributes) ? declaration.attributes : [];
  const form = h('form', { class: 'controls', 'aria-label': `<${declaration.tagName}> attributes` });
  form.addEventListener('submit', (event) => event.preventDefault());
  if (attributes.length === 0)
    form.append(h('p', { class: 'muted' }, ['No attributes: this element is configured by the page (e.g. <vt-store>) or needs none.']));
  for (const attribute of attributes) form.append(control(live, declaration.tagName, attribute, changed));
  return form;
}

function control(live, tag, attribute, changed) {
  const id = `${tag}--${attribute.name}`;
  const typeText = attribute.type && typeof attribute.type.text === 'string' ? attribute.type.text : attribute.parse;
  const hintId = `${id}--hint`;
  const errorId = `${id}--error`;
  const hint = h('p', { id: hintId, class: 'hint' }, [attribute.description || `${attribute.parse} attribute`]);
  const error = h('p', { id: errorId, class: 'error', 'aria-live': 'polite' });
  const label = h('label', { for: id }, [h('code', {}, [attribute.name]), ' ', h('span', { class: 'type' }, [typeText])]);
  const current = live.getAttribute(attribute.name);
  const described = `${hintId} ${errorId}`;
  const apply = (value) => {
    if (value === null) live.removeAttribute(attribute.name);
    else live.setAttribute(attribute.name, value);
    changed();
  };
  const fail = (input, message) => {
    input.setAttribute('aria-invalid', 'true');
    error.textContent = message;
  };
  const ok = (input) => {
    input.removeAttribute('aria-invalid');
    error.textContent = '';
  };

  if (attribute.parse === 'boolean') {
    const input = h('input', { id, type: 'checkbox', 'aria-describedby': described, checked: current !== null });
    input.addEventListener('change', () => apply(input.checked ? '' : null));
    return h('div', { class: 'field field--check' }, [input, label, hint, error]);
  }
  if (attribute.parse === 'json') {
    const input = h('textarea', { id, rows: '3', spellcheck: 'false', 'aria-describedby': described });
    input.value = current ?? '';
    input.addEventListener('input', () => {
      const text = input.value.trim();
      if (text === '') return (ok(input), apply(null));
      try {
        JSON.parse(text);
      } catch (problem) {
        return fail(input, `Not valid JSON (${problem instanceof Error ? problem.message : String(problem)}): not applied.`);
      }
      ok(input);
      apply(text);
    });
    return h('div', { class: 'field' }, [label, input, hint, error]);
  }
  const options = attribute.parse === 'string' ? literalOptions(typeText) : null;
  if (options) {
    const select = h('select', { id, 'aria-describedby': described }, [
      h('option', { value: '' }, ['(not set)']),
      ...options.map((o) => h('option', { value: o }, [o])),
    ]);
    select.value = current ?? '';
    select.addEventListener('change', () => apply(select.value === '' ? null : select.value));
    return h('div', { class: 'field' }, [label, select, hint, error]);
  }
  const input = h('input', { id, type: attribute.parse === 'number' ? 'number' : 'text', 'aria-describedby': described });
  input.value = current ?? '';
  input.addEventListener('input', () => {
    const text = input.value.trim();
    if (text === '') return (ok(input), apply(null));
    if (attribute.parse === 'number' && !Number.isFinite(Number(text))) return fail(input, 'Not a number: not applied.');
    ok(input);
    apply(input.value);
  });
  return h('div', { class: 'field' }, [label, input, hint, error]);
}
