/**
 * Loaded before every browser test file (wtr.config.mjs). A failed assertion whose actual or
 * expected value is a DOM node never reaches the test runner: its report disconnects the browser
 * and the run waits out its deadline with no test named. Mocha keeps the failure on the test
 * until the file ends, so after each failed test such values become a short text.
 */
const MAX_TEXT = 300;

function readable(value: unknown): unknown {
  if (!(value instanceof Node)) return value;
  const text = value instanceof Element ? value.outerHTML : `${value.nodeName}: ${value.textContent ?? ''}`;
  return text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT)}…` : text;
}

afterEach(function () {
  const failure = this.currentTest?.err as (Error & { actual?: unknown; expected?: unknown }) | undefined;
  if (!failure) return;
  failure.actual = readable(failure.actual);
  failure.expected = readable(failure.expected);
});
