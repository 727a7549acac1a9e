import type { Hono } from 'hono';
import type { AppEnv, Deps } from '../deps';
import { hostileMiddleware } from '../hostile';
import { registerAccountPages } from './account-pages';
import { registerAuth } from './auth';
import { registerBanners } from './banners';
import { registerBasketApi } from './basket-api';
import { registerBasketOrder } from './basket-order';
import { registerBell } from './bell';
import { registerCart } from './cart';
import { registerCatalog } from './catalog';
import { registerCdn } from './cdn';
import { registerCreatives } from './creatives';
import { registerDemoAdmin } from './demo-admin';
import { registerFavs } from './favs';
import { registerGallery } from './gallery';
import { registerHostAssets, registerKit } from './kit';
import { registerImages } from './images';
import { registerJournal } from './journal';
import { registerMenu } from './menu';
import { registerOAuth } from './oauth';
import { registerRecommendations } from './recommendations';
import { registerRouteData } from './route-data';
import { registerSearch } from './search';
import { registerSellers } from './sellers';
import { registerServiceWorker } from './service-worker';
import { registerSettings } from './settings';
import { registerGiftCertificates } from './gift-certificates';
import { registerSecondFactor } from './second-factor';
import { registerSignIn } from './sign-in';
import { registerSiteDelivery } from './site-delivery';
import { registerSiteLogging } from './site-logging';
import { registerSiteNewsfeed } from './site-newsfeed';
import { registerSitePages } from './site-pages';
import { registerSiteUser } from './site-user';
import { registerStatic } from './static';
import { registerSuggest } from './suggest';
import { registerUserStorage } from './user-storage';
import { registerWebApp } from './web-app';

/** One register function per service group (routes/*.ts). Order matters only where paths overlap (static before its catch-alls). */
export function registerAllRoutes(app: Hono<AppEnv>, deps: Deps): void {
  // The hostile-strings test switch (POST /demo/hostile) rewrites some answers; off by default.
  app.use('*', hostileMiddleware(deps));
  for (const register of [
    registerKit,
    registerServiceWorker,
    registerWebApp,
    registerHostAssets,
    registerGallery,
    registerSignIn,
    registerDemoAdmin,
    registerAuth,
    registerOAuth,
    registerFavs,
    registerSellers,
    registerCart,
    registerSiteLogging,
    registerSiteNewsfeed,
    registerSiteUser,
    registerSecondFactor,
    registerGiftCertificates,
    registerSiteDelivery,
    registerSitePages,
    registerRouteData,
    registerAccountPages,
    registerSettings,
    registerCreatives,
    registerBanners,
    registerStatic,
    registerCdn,
    registerImages,
    registerBell,
    registerBasketOrder,
    registerBasketApi,
    registerSuggest,
    registerSearch,
    registerCatalog,
    registerMenu,
    registerRecommendations,
    registerJournal,
    registerUserStorage,
  ])
    register(app, deps);
}
