export * from './navigation';
export * from './phishing';
export * from './path-class';
export * from './links';
