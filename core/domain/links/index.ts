export * from './navigation';
export * from './phishing';
export * from '../../platform/version/compare-versions';
export * from './path-class';
export * from './links';
