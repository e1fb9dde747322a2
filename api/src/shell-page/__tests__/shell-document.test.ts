import { createHash } from 'node:crypto';
import { compileShellTemplate, dataBlock, escapeHtml, scriptJson } from '../shell-document';
import { START_ON_INTENT_SCRIPT, START_ON_INTENT_SCRIPT_HASH } from '../start-on-intent';

// the shape html-webpack-plugin writes (minified: unquoted attributes)
const BUILT =
  '<!doctype html><html lang=ja><head><meta charset=utf-8><title>JobMatch</title>' +
  '<script defer src=/main.js></script></head><body><div id=root></div></body></html>';

describe('escapeHtml', () => {
  test('escapes what could end a text or an attribute', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;',
    );
  });
});

describe('scriptJson', () => {
  test('no text in the data can close the script element, and it parses back unchanged', () => {
    const value = { text: '</script><script>alert(1)</script><!--', n: 1 };
    const json = scriptJson(value);
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual(value);
  });

  test('undefined is null', () => {
    expect(scriptJson(undefined)).toBe('null');
  });
});

describe('compileShellTemplate', () => {
  test('head tags take the place of the title; data blocks close the body', () => {
    const build = compileShellTemplate(BUILT);
    const html = build({
      head: '<title>トップ | JobMatch</title><meta name="description" content="d">',
      dataBlocks: { 'jobmatch-runtime': { appConfig: { appName: 'JobMatch' } } },
    });
    expect(html).toBe(
      '<!doctype html><html lang=ja><head><meta charset=utf-8>' +
        '<title>トップ | JobMatch</title><meta name="description" content="d">' +
        '<script defer src=/main.js></script></head><body><div id=root></div>' +
        '<script type="application/json" id="jobmatch-runtime">{"appConfig":{"appName":"JobMatch"}}</script>' +
        '</body></html>',
    );
    expect(html.match(/<title>/g)).toHaveLength(1);
  });

  test('a server-rendered app goes into the root element, with its own data block', () => {
    const build = compileShellTemplate(
      '<html><head><title>x</title></head><body>\n<div id="root">\n</div>\n</body></html>',
    );
    const html = build({
      head: '<title>y</title>',
      appHtml: '<main>求人</main>',
      dataBlocks: { a: 1, b: { c: '<' } },
    });
    expect(html).toBe(
      '<html><head><title>y</title></head><body>\n<div id="root"><main>求人</main></div>' +
        `\n${dataBlock('a', 1)}${dataBlock('b', { c: '<' })}</body></html>`,
    );
  });

  test('a template without a title gets the head tags before </head>', () => {
    const build = compileShellTemplate(
      '<html><head><meta charset=utf-8></head><body></body></html>',
    );
    expect(build({ head: '<title>t</title>', dataBlocks: {} })).toBe(
      '<html><head><meta charset=utf-8><title>t</title></head><body></body></html>',
    );
  });

  test('a bare page still gets its head and blocks; an app has nowhere to go there', () => {
    const build = compileShellTemplate('<!doctype html><title>JobMatch</title>');
    expect(build({ head: '<title>JobMatch</title>', dataBlocks: { a: true } })).toBe(
      `<!doctype html><title>JobMatch</title>${dataBlock('a', true)}`,
    );
    expect(() => build({ head: '', appHtml: '<p>x</p>', dataBlocks: {} })).toThrow(/root/);
  });

  test('the data block id is an attribute value', () => {
    expect(dataBlock('a"b', null)).toBe(
      '<script type="application/json" id="a&quot;b">null</script>',
    );
  });
});

describe('compileShellTemplate: a page that starts on intent', () => {
  const build = compileShellTemplate(BUILT);
  const html = build({
    head: '<title>求人一覧 | JobMatch</title>',
    appHtml: '<main>求人一覧</main>',
    dataBlocks: {},
    startOnIntent: true,
  });

  test('runs none of the template scripts at load: it prefetches them and lists them for the script', () => {
    expect(html).not.toContain('<script defer src=/main.js>');
    expect(html).toContain('<link rel="prefetch" as="script" href="/main.js">');
    expect(html).toContain(
      '<script type="application/json" id="jobmatch-start">{"scripts":["/main.js"]}</script>',
    );
  });

  test('has the start-on-intent script in the head, holding presses before the markup is parsed', () => {
    const script = html.indexOf(`<script>${START_ON_INTENT_SCRIPT}</script>`);
    expect(script).toBeGreaterThan(0);
    expect(script).toBeLessThan(html.indexOf('</head>'));
    expect(html.indexOf('id="jobmatch-start"')).toBeGreaterThan(html.indexOf('<main>'));
  });

  test("the script's hash is the one the policy allows", () => {
    const hash = createHash('sha256').update(START_ON_INTENT_SCRIPT).digest('base64');
    expect(START_ON_INTENT_SCRIPT_HASH).toBe(`'sha256-${hash}'`);
  });

  test('a page that does not start on intent keeps the template scripts and has no inline script', () => {
    const plain = build({ head: '', dataBlocks: {} });
    expect(plain).toContain('<script defer src=/main.js></script>');
    expect(plain).not.toContain('jobmatch-start');
    expect(plain).not.toContain('<script>');
  });
});
