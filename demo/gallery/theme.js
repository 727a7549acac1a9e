const STORAGE_KEY = 'vitrina-gallery:theme';

function storedTheme() {
  try {
    return localStorage.getItem(STORAGE_KEY) === 'dark' ? 'dark' : 'light';
  } catch {
    return 'light';
  }
}

/**
 * The light/dark switch: a toggle button (aria-pressed) setting data-theme on <html>; dark.css
 * does the rest with the documented --vt-* properties and ::part() only.
 * @param {HTMLButtonElement} button
 */
export function setUpThemeToggle(button) {
  const apply = (theme) => {
    document.documentElement.dataset.theme = theme;
    button.setAttribute('aria-pressed', String(theme === 'dark'));
  };
  apply(storedTheme());
  button.addEventListener('click', () => {
    const next = document.documentElement.dataset.theme === 'dark' ? 'light' : 'dark';
    apply(next);
    try {
      localStorage.setItem(STORAGE_KEY, next);
    } catch {
      // A full or blocked storage only loses the choice for the next visit.
    }
  });
}
