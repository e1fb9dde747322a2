import path from 'node:path';

// The registry and the build/test configs that read it are CommonJS, as webpack and jest load them.
/* eslint-disable @typescript-eslint/no-require-imports */
const { SHELL_SINGLETONS, workspaceModuleOf } = require('../../../config/shell-singletons.cjs');
const { createSharedConfig } = require('../../../config/federation-shared.cjs');
const createJestConfig = require('../../../config/jest.base.cjs');
const sharedPackage = require('../../../package.json');
/* eslint-enable @typescript-eslint/no-require-imports */

describe('the shell singleton registry', () => {
  it('lists the session and the toast queue', () => {
    expect(SHELL_SINGLETONS).toEqual(expect.arrayContaining(['session', 'toast']));
  });

  it.each(SHELL_SINGLETONS as string[])('exports %s from the workspace package', (name) => {
    const target = sharedPackage.exports[`./${name}`];
    expect(target).toBe(`./src/${name}/index.ts`);
    expect(() => require.resolve(path.join(__dirname, '../../..', target))).not.toThrow();
  });

  it.each(SHELL_SINGLETONS as string[])('shares %s as a strict singleton', (name) => {
    expect(createSharedConfig()[workspaceModuleOf(name)]).toMatchObject({
      singleton: true,
      strictVersion: true,
    });
  });

  it.each(SHELL_SINGLETONS as string[])('maps shell/%s to the shared module in tests', (name) => {
    const { moduleNameMapper } = createJestConfig({ rootDir: __dirname });
    const [pattern, replacement] = Object.entries<string>(moduleNameMapper)[0]!;
    expect(`shell/${name}`.replace(new RegExp(pattern), replacement)).toBe(workspaceModuleOf(name));
  });
});
