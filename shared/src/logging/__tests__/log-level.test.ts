import { LOG_LEVELS, defaultLogLevel, isLevelEnabled, isLogLevel, resolveLogLevel } from '..';

describe('log levels', () => {
  it('are warn in production and debug otherwise', () => {
    expect(defaultLogLevel('production')).toBe('warn');
    for (const nodeEnv of ['development', 'test', undefined, '']) {
      expect(defaultLogLevel(nodeEnv)).toBe('debug');
    }
  });

  it('take an explicit level over the default, and ignore anything that is not one', () => {
    expect(resolveLogLevel('production', 'info')).toBe('info');
    expect(resolveLogLevel('development', 'silent')).toBe('silent');
    expect(resolveLogLevel('production', 'verbose')).toBe('warn');
    expect(resolveLogLevel('development', undefined)).toBe('debug');
    expect(resolveLogLevel('development', null)).toBe('debug');
  });

  it("are pino's levels, least severe first", () => {
    expect(LOG_LEVELS).toEqual(['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent']);
    expect(isLogLevel('warn')).toBe(true);
    expect(isLogLevel('WARN')).toBe(false);
    expect(isLogLevel(3)).toBe(false);
  });

  it('let a message through at its threshold and above', () => {
    expect(isLevelEnabled('warn', 'error')).toBe(true);
    expect(isLevelEnabled('warn', 'warn')).toBe(true);
    expect(isLevelEnabled('warn', 'info')).toBe(false);
    expect(isLevelEnabled('debug', 'debug')).toBe(true);
    expect(isLevelEnabled('silent', 'fatal')).toBe(false);
  });
});
