// Types and constants every package agrees on. Free of React and DOM at run time, so the api can import it.
export * from './shell';
export * from './services';
export * from './domain';
