export * from '../../contracts/safe-url';
export * from './navigation';
export * from './phishing';
export * from './version';
export * from './path-class';
export * from './links';
