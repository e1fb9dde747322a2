import { isChunkLoadError } from '../chunk-load-error';
import { RemoteLoadError } from '../remote-loader';

const named = (name: string, message: string) => Object.assign(new Error(message), { name });

describe('isChunkLoadError', () => {
  it.each([
    ['webpack', named('ChunkLoadError', 'Loading chunk 512 failed.\n(error: http://x/512.js)')],
    ['webpack CSS', new Error('Loading CSS chunk 7 failed.\n(http://x/7.css)')],
    [
      'the Module Federation runtime',
      new Error('[ Federation Runtime ]: Failed to load script resources. #RUNTIME-008'),
    ],
    ['Chromium', new TypeError('Failed to fetch dynamically imported module: http://x/a.js')],
    ['Firefox', new TypeError('error loading dynamically imported module: http://x/a.js')],
    ['Safari', new TypeError('Importing a module script failed.')],
    ['the shell loader', new RemoteLoadError('mf_auth', 'unavailable', 'Failed to fetch')],
    [
      'a wrapper',
      new Error('route failed', { cause: named('ChunkLoadError', 'Loading chunk 1 failed.') }),
    ],
  ])('recognises code that did not arrive (%s)', (_source, error) => {
    expect(isChunkLoadError(error)).toBe(true);
  });

  it.each([
    ['a render error', new TypeError("Cannot read properties of undefined (reading 'name')")],
    ['an api failure', new Error('Failed to fetch')],
    ['a thrown response', { status: 500 }],
    ['nothing', undefined],
  ])('leaves code that ran and threw to the 500 page (%s)', (_case, error) => {
    expect(isChunkLoadError(error)).toBe(false);
  });
});
