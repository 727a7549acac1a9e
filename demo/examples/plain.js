// The plain HTML host page's code: it listens to the kit's events on the document (they bubble
// and cross shadow roots) and writes them as text.
const log = document.getElementById('event-log');
const EVENTS = ['vt-cookie-consent', 'vt-search-submit', 'vt-language-change', 'vt-currency-change', 'vt-banner-click', 'vt-session-change'];

function show(event) {
  const item = document.createElement('li');
  const name = document.createElement('code');
  name.textContent = event.type;
  item.append(name, ` ${JSON.stringify(event.detail)}`);
  log?.prepend(item);
}

for (const name of EVENTS) {
  document.addEventListener(name, (event) => {
    // The host keeps the shopper here: it takes the search navigation over (a cancelable event).
    if (name === 'vt-search-submit') event.preventDefault();
    show(event);
  });
}
