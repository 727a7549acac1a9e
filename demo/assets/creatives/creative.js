// Demo iframe creative speaking the banner postMessage protocol (storefront-shell.md §4 and §7):
// sends {type, iframeId, bannerId} for served, ready, started, paused, resumed, completed, error, trackAnalytics;
// receives {type:'init', xml, data}, {type:'visible'}, {type:'invisible'} from the parent page.
// Transport: `served` goes to the parent window with one end of a MessageChannel; everything after
// travels over that channel. The page never has to post to this (opaque, sandboxed) frame's window,
// which only the '*' target origin could reach.
// Query: banner, iframeId, mode (play | stall | error), duration (seconds, video only).
const params = new URLSearchParams(location.search);
const iframeId = params.get('iframeId') || '';
const bannerId = Number(params.get('banner')) || 0;
const mode = params.get('mode') || 'play';
const isVideo = document.body.classList.contains('creative--video');
const duration = Math.max(1, Number(params.get('duration')) || 6) * 1000;
const TICK_MS = 100;

const channel = new MessageChannel();
// The embedding page's origin where the browser tells it (Chromium: ancestorOrigins).
const parentOrigin = location.ancestorOrigins?.[0] || '*';

function send(type, extra) {
  if (window.parent === window) return;
  channel.port1.postMessage({ type, iframeId, bannerId, ...extra });
}

function announce() {
  if (window.parent === window) return;
  window.parent.postMessage({ type: 'served', iframeId, bannerId }, parentOrigin, [channel.port2]);
}

let initialised = false;
let visible = false;
let state = 'idle'; // idle | playing | paused | completed
let elapsed = 0;
let timer = null;

const bar = document.getElementById('bar');
const progress = document.querySelector('[role="progressbar"]');
function render() {
  const percent = Math.min(100, Math.round((elapsed / duration) * 100));
  if (bar) bar.style.width = `${percent}%`;
  progress?.setAttribute('aria-valuenow', String(percent));
}

function stopTimer() {
  if (timer !== null) clearInterval(timer);
  timer = null;
}

function tick() {
  elapsed += TICK_MS;
  render();
  if (elapsed >= duration) {
    stopTimer();
    state = 'completed';
    send('completed');
  }
}

function play() {
  if (mode === 'stall') return; // never starts: the page's 2 s rule must treat it as an error
  if (state === 'idle' || state === 'completed') {
    elapsed = 0;
    state = 'playing';
    send('started');
  } else if (state === 'paused') {
    state = 'playing';
    send('resumed');
  } else return;
  timer = setInterval(tick, TICK_MS);
}

function pause() {
  if (state !== 'playing') return;
  stopTimer();
  state = 'paused';
  send('paused');
}

function init(data) {
  if (initialised) return;
  initialised = true;
  const info = data && typeof data === 'object' ? data : {};
  const title = document.getElementById('title');
  const link = document.getElementById('link');
  if (title) title.textContent = typeof info.title === 'string' ? info.title : 'Vitrina';
  if (link && typeof info.href === 'string' && /^https?:/.test(info.href)) link.href = info.href;
  if (mode === 'error') {
    send('error', { reason: 'demo creative failed on purpose' });
    return;
  }
  send('ready');
  if (visible) onVisible();
}

function onVisible() {
  visible = true;
  if (!initialised || mode === 'error') return;
  document.body.classList.remove('paused');
  send('trackAnalytics', { event: 'visible' });
  if (isVideo) play();
}

function onInvisible() {
  visible = false;
  document.body.classList.add('paused');
  if (isVideo) pause();
}

channel.port1.addEventListener('message', (event) => {
  const message = typeof event.data === 'string' ? { type: event.data } : event.data;
  if (!message || typeof message.type !== 'string') return;
  if (message.type === 'init') init(message.data);
  else if (message.type === 'visible') onVisible();
  else if (message.type === 'invisible') onInvisible();
});

document.getElementById('link')?.addEventListener('click', () => send('trackAnalytics', { event: 'click' }));
document.body.classList.add('paused');
render();
channel.port1.start();
announce();
