/** What the router asks the site about a page (storefront-routing-wallet.md §2.1, §2.4), below the {site} base. */

export const CHECK_REDIRECT_PATH = '/webapi/check-redirect';

export const HTML_TEMPLATE_PATH = '/webapi/htmltemplate/';
