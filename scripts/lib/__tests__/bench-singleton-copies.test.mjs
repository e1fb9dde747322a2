// Copies of each federation singleton on a page (docs/performance.md). Run: node --test scripts/lib/.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { SINGLETON_KEYS, countSingletonCopies } from '../bench-singleton-copies.mjs';

const REACT_BUNDLE =
  'e.__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE={H:null};var x=1';
const loaded = (pkg, from, version = '1.0.0') => ({ pkg, version, from, loaded: true });
const byPkg = (rows) => Object.fromEntries(rows.map((row) => [row.pkg, row]));

test('every singleton of the federation config is counted', () => {
  for (const key of ['react', 'react-router', 'jotai', '@emotion/react/jsx-runtime'])
    assert.ok(SINGLETON_KEYS.includes(key), key);
  assert.ok(SINGLETON_KEYS.includes('@jobmatch/shared/session'));
});

test('one loaded provider is one copy; two providers or two versions are duplicates', () => {
  const rows = byPkg(
    countSingletonCopies(
      [],
      [
        loaded('jotai', 'shell'),
        loaded('i18next', 'shell'),
        loaded('i18next', 'mf_auth'),
        loaded('@jobmatch/shared', 'shell', '1.0.0'),
        loaded('@jobmatch/shared', 'shell', '1.1.0'),
        { pkg: 'react-router', version: '7.18.5', from: 'mf_auth', loaded: false },
      ],
      ['jotai', 'i18next', '@jobmatch/shared', 'react-router'],
    ),
  );
  assert.equal(rows.jotai.verdict, 'ok');
  assert.equal(rows.i18next.copies, 2);
  assert.equal(rows.i18next.verdict, 'DUPLICATED');
  assert.equal(rows['@jobmatch/shared'].verdict, 'DUPLICATED');
  // registered but never loaded: this page does not use it
  assert.equal(rows['react-router'].copies, 0);
  assert.equal(rows['react-router'].verdict, 'not loaded');
  assert.equal(rows['react-router'].inBundles, null);
});

test('a React copy a remote bundled privately counts even outside the share scope', () => {
  const scripts = [
    { url: 'http://localhost/main.js', body: REACT_BUNDLE },
    { url: 'http://localhost:1/remote.js', body: REACT_BUNDLE },
  ];
  const [react] = countSingletonCopies(scripts, [loaded('react', 'shell', '19.3.1')], ['react']);
  assert.deepEqual(
    { copies: react.copies, inShareScope: react.inShareScope, inBundles: react.inBundles },
    { copies: 2, inShareScope: 1, inBundles: 2 },
  );
  assert.equal(react.verdict, 'DUPLICATED');
});

test('no React at all means the measure broke', () => {
  const [reactDom] = countSingletonCopies([], [], ['react-dom']);
  assert.equal(reactDom.verdict, 'NOT FOUND');
});
