export { createPageScope, installPageScope, installedPageScope, pageDeps, pagePart, pageScope, type PageScope } from './page';
export { defaultPageDeps, type PageDeps } from './deps';
