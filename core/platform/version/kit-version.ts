declare const __VITRINA_VERSION__: string | undefined;

/** The kit's version, stamped by the build (rollup replace); '0.0.0-dev' when run from sources. */
export const KIT_VERSION: string = typeof __VITRINA_VERSION__ === 'string' ? __VITRINA_VERSION__ : '0.0.0-dev';
