export {
  createPageScope,
  disposePageParts,
  installPageScope,
  installedPageScope,
  onPageDispose,
  pageDeps,
  pagePart,
  pageScope,
  type PageScope,
  type PageService,
} from './page';
export { defaultPageDeps, type PageDeps } from './deps';
