/** The OAuth consent screen's styles: adopted by its page chunk, so other pages do not carry them. */
const OAUTH_CSS = `
.oauth { display: flex; justify-content: center; padding: 24px 0; }
.oauth-card { box-sizing: border-box; width: 100%; max-width: 520px; padding: 32px; border-radius: 16px; background: var(--vt-color-surface, #fff); box-shadow: 0 2px 16px rgb(31 31 36 / 8%); }
.oauth-brand { display: inline-block; margin-bottom: 16px; color: var(--vt-color-primary, #7a1fa2); font-weight: 700; font-size: 24px; text-decoration: none; }
.oauth h1 { margin: 0 0 16px; font-size: 26px; line-height: 1.2; }
.oauth h2 { margin: 24px 0 8px; font-size: 17px; }
.oauth p { margin: 0 0 12px; line-height: 1.45; }
.oauth-facts { display: grid; grid-template-columns: max-content minmax(0, 1fr); gap: 8px 16px; margin: 0; padding: 16px; border-radius: 12px; background: var(--vt-color-surface-muted, #f6f6f9); }
.oauth-facts dt { color: var(--vt-color-muted, #6b6b76); }
.oauth-facts dd { margin: 0; font-weight: 600; overflow-wrap: anywhere; }
.oauth-scopes { margin: 0; padding: 0; list-style: none; }
.oauth-scopes li { display: flex; gap: 10px; align-items: baseline; padding: 8px 0; border-bottom: 1px solid var(--vt-color-border, #e4e4ea); overflow-wrap: anywhere; }
.oauth-scopes li::before { content: ''; flex: none; width: 8px; height: 8px; border-radius: 50%; background: var(--vt-color-primary, #7a1fa2); transform: translateY(-1px); }
.oauth-scope-name { color: var(--vt-color-muted, #6b6b76); font-size: 14px; }
.oauth-note { margin-top: 12px; padding: 12px 16px; border-radius: 12px; background: var(--vt-color-chip, #efe6f6); color: var(--vt-color-text, #4b1470); }
.oauth-remember { display: flex; gap: 12px; align-items: center; min-height: 44px; margin: 16px 0 8px; cursor: pointer; }
.oauth-remember input { width: 20px; height: 20px; margin: 0; accent-color: var(--vt-color-primary, #7a1fa2); }
.oauth-actions { display: flex; flex-wrap: wrap; gap: 12px; margin-top: 16px; }
.oauth-actions button, .oauth-retry { flex: 1 1 160px; min-height: 48px; padding: 0 20px; border-radius: 12px; font: inherit; font-weight: 600; cursor: pointer; }
.oauth-allow { border: 0; background: var(--vt-color-primary, #7a1fa2); color: var(--vt-color-on-primary, #fff); }
.oauth-allow:hover { filter: brightness(0.9); }
.oauth-deny, .oauth-retry { border: 1px solid var(--vt-color-border, #d6d6de); background: var(--vt-color-surface, #fff); color: var(--vt-color-text, #1f1f24); }
.oauth-deny:hover, .oauth-retry:hover { border-color: var(--vt-color-primary, #7a1fa2); }
.oauth button[aria-disabled='true'] { cursor: progress; opacity: 0.7; }
.oauth-error { display: flex; flex-wrap: wrap; gap: 12px; align-items: center; margin-top: 16px; padding: 12px 16px; border-radius: 12px; background: var(--vt-color-error-surface, #fdecec); color: var(--vt-color-error, #a00000); font-weight: 600; }
.oauth-error[hidden] { display: none; }
.oauth-error p { flex: 1 1 200px; margin: 0; }
.oauth-error .oauth-retry { flex: 0 0 auto; }
.oauth-status { margin-top: 16px; }
.oauth-status:empty { display: none; }
.oauth-warning { display: block; padding: 12px 16px; border-radius: 12px; background: var(--vt-color-warning-surface, #fff5e0); color: var(--vt-color-text, #6b4a00); }
@media (max-width: 599.98px) {
  /* Room below the buttons for a cookie notice at the bottom of a phone screen: the shopper can scroll them clear of it. */
  .oauth { padding: 0 0 200px; }
  .oauth-card { padding: 20px 16px; border-radius: 12px; }
  .oauth h1 { font-size: 22px; }
  .oauth-facts { grid-template-columns: minmax(0, 1fr); gap: 2px; }
  .oauth-facts dd + dt { margin-top: 8px; }
}
`;

let adopted = false;
export function adoptOAuthStyles(doc: Document): void {
  if (adopted) return;
  adopted = true;
  try {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(OAUTH_CSS);
    doc.adoptedStyleSheets = [...doc.adoptedStyleSheets, sheet];
  } catch {
    /* old engines: the screen still works unstyled */
  }
}
