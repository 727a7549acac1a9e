import { useCallback, useEffect, useId, useState } from 'react';
import { useAtom, useAtomValue } from 'jotai/react';
import { APPLICATION_TYPE } from '../../contracts/banners';
import { emit } from '../../core/platform/dom';
import { menuOpenAtom, menuSelectedAtom, menuStatusAtom, visibleMenuAtom, getMenuLoader, loadMenuBanners, menuBannersAtom } from '../../core/domain/navigation';
import type { MenuItem } from '../../contracts/menu';
import { ModalDialog } from '../shared/dialog/modal-dialog';
import { BannerLinks } from '../shared/banner-links/banner-links';
import { MOBILE_BREAKPOINT_PX } from '../shared/tooltip/tooltip-rules';
import { useT } from '../shared/use-t';
import { usePartStyles } from '../shared/use-part-styles';
import bannerCss from '../shared/banner-links/banner-links.css?inline';
import css from './menu-panel.css?inline';
import type { ElementHostProps } from '../shared/define-element';
import { MenuList } from './menu-list';
import type { CatalogMenuProps } from './catalog-menu-props';

/**
 * The burger side menu's panel (storefront-shell.md §2 "Catalog side menu with banners", §4 "Menu and
 * footer", §5 "Menu"): a modal side panel (native dialog: focus trap, Escape closes) holding an
 * APG disclosure navigation. Its code loads on the menu's first open (catalog-menu.tsx); when it
 * closes itself it sends `vt-menu-change`.
 */
const STYLES = [bannerCss, css];

export function CatalogMenuPanel({ hideBanners, label, container }: CatalogMenuProps & ElementHostProps) {
  usePartStyles(container, STYLES);
  const t = useT();
  const [open, setOpen] = useAtom(menuOpenAtom);
  const [selected, setSelected] = useAtom(menuSelectedAtom);
  const items = useAtomValue(visibleMenuAtom);
  const status = useAtomValue(menuStatusAtom);
  const banners = useAtomValue(menuBannersAtom);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set(selected ? [selected] : []));
  const titleId = useId();

  useEffect(() => {
    if (open) getMenuLoader().start();
  }, [open]);

  useEffect(() => {
    if (!open || hideBanners) return;
    const controller = new AbortController();
    const appType = innerWidth < MOBILE_BREAKPOINT_PX ? APPLICATION_TYPE.mobile : APPLICATION_TYPE.desktop;
    void loadMenuBanners(appType, controller.signal);
    return () => controller.abort();
  }, [open, hideBanners]);

  const close = useCallback(() => {
    setOpen(false);
    emit(container.host, 'vt-menu-change', { open: false });
  }, [container, setOpen]);

  const toggle = (item: MenuItem, depth: number) => {
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(item.id)) next.delete(item.id);
      else next.add(item.id);
      return next;
    });
    if (depth === 0) setSelected(selected === item.id ? null : item.id);
  };

  return (
    <ModalDialog open={open} onDismiss={close} labelledBy={titleId} className="panel" part="panel">
      <div className="head">
        <h2 className="vt-dialog-title" id={titleId}>
          {label || t('catalogMenu.title')}
        </h2>
        <button type="button" className="vt-dialog-close" part="close" aria-label={t('catalogMenu.close')} onClick={close}>
          ×
        </button>
      </div>
      <div className="body">
        {!hideBanners && (
          <BannerLinks banners={banners.left} label={t('catalogMenu.bannersLeft')} noPhoto={t('common.noPhoto')} className="banners banners--left" />
        )}
        <nav aria-labelledby={titleId} className="nav" part="nav">
          {status === 'loading' && items.length === 0 && <p role="status">{t('catalogMenu.loading')}</p>}
          {status === 'error' && items.length === 0 && (
            <p role="alert" className="error">
              {t('common.errors.serverError')}{' '}
              <button type="button" className="vt-button" onClick={() => void getMenuLoader().load()}>
                {t('catalogMenu.retry')}
              </button>
            </p>
          )}
          <MenuList items={items} expanded={expanded} onToggle={toggle} onFollow={close} allLabel={(name) => t('catalogMenu.all', { name })} />
        </nav>
        {!hideBanners && (
          <BannerLinks banners={banners.right} label={t('catalogMenu.bannersRight')} noPhoto={t('common.noPhoto')} className="banners banners--right" />
        )}
      </div>
    </ModalDialog>
  );
}
