import { createLogger, logger } from '..';

const METHODS = ['debug', 'info', 'warn', 'error'] as const;

function spyOnConsole() {
  return Object.fromEntries(
    METHODS.map((name) => [name, jest.spyOn(console, name).mockImplementation(() => undefined)]),
  ) as Record<(typeof METHODS)[number], jest.SpyInstance>;
}

describe('logger', () => {
  afterEach(() => jest.restoreAllMocks());

  it('at warn (production) passes warnings and errors only, arguments unchanged', () => {
    const spies = spyOnConsole();
    const log = createLogger('warn');
    const cause = new Error('boom');
    for (const name of METHODS) log[name](`[test] ${name}`, cause);
    expect(spies.debug).not.toHaveBeenCalled();
    expect(spies.info).not.toHaveBeenCalled();
    expect(spies.warn).toHaveBeenCalledWith('[test] warn', cause);
    expect(spies.error).toHaveBeenCalledWith('[test] error', cause);
  });

  it('at debug passes everything; silent passes nothing', () => {
    const spies = spyOnConsole();
    const verbose = createLogger('debug');
    for (const name of METHODS) verbose[name]('x');
    for (const name of METHODS) expect(spies[name]).toHaveBeenCalledTimes(1);
    const silent = createLogger('silent');
    for (const name of METHODS) silent[name]('y');
    for (const name of METHODS) expect(spies[name]).toHaveBeenCalledTimes(1);
  });

  it('reaches the console present at call time (spies made after the logger see its calls)', () => {
    const log = createLogger('debug');
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    log.error('late');
    expect(error).toHaveBeenCalledWith('late');
  });

  it("the apps' logger takes its level from NODE_ENV (test here: debug)", () => {
    expect(process.env.NODE_ENV).toBe('test');
    expect(logger.level).toBe('debug');
  });
});
