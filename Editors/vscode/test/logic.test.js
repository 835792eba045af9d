'use strict';
// node --test Editors/vscode/test/
const test = require('node:test');
const assert = require('node:assert/strict');
const logic = require('../src/logic');

test('isTabbarFile matches tabbar.json and *.tabbar.json only', () => {
  for (const name of ['tabbar.json', '/a/b/tabbar.json', 'App/main.tabbar.json', 'C:\\x\\home.tabbar.json', 'a.b.tabbar.json']) {
    assert.equal(logic.isTabbarFile(name), true, name);
  }
  for (const name of ['tabbar.jsonc', 'mytabbar.json', 'tabbar.json.bak', 'package.json', '/a/tabbar.json/x.json', '', undefined]) {
    assert.equal(logic.isTabbarFile(name), false, String(name));
  }
});

test('resolveServerCommand uses the setting, expanding ~ and ${workspaceFolder}', () => {
  assert.deepEqual(
    logic.resolveServerCommand({ configuredPath: '~/bin/tabbar', platform: 'linux', env: { HOME: '/home/u' } }),
    { command: '/home/u/bin/tabbar', args: ['lsp'], source: 'setting' });
  assert.deepEqual(
    logic.resolveServerCommand({ configuredPath: '${workspaceFolder}/.build/release/tabbar', platform: 'darwin', env: {}, workspaceFolder: '/w' }),
    { command: '/w/.build/release/tabbar', args: ['lsp'], source: 'setting' });
  assert.equal(
    logic.resolveServerCommand({ configuredPath: '.build/debug/tabbar', platform: 'linux', env: {}, workspaceFolder: '/w' }).command,
    '/w/.build/debug/tabbar');
  assert.equal(
    logic.resolveServerCommand({ configuredPath: '  tabbar-nightly ', platform: 'linux', env: {}, workspaceFolder: '/w' }).command,
    'tabbar-nightly', 'a bare name is left for PATH lookup');
});

test('resolveServerCommand searches PATH in order, then falls back to the bare name', () => {
  const seen = [];
  const found = logic.resolveServerCommand({
    configuredPath: '',
    platform: 'linux',
    env: { PATH: '/usr/bin:/opt/tabbar/bin:/usr/local/bin' },
    isExecutable: (file) => { seen.push(file); return file === '/opt/tabbar/bin/tabbar' || file === '/usr/local/bin/tabbar'; },
  });
  assert.deepEqual(found, { command: '/opt/tabbar/bin/tabbar', args: ['lsp'], source: 'path' });
  assert.deepEqual(seen, ['/usr/bin/tabbar', '/opt/tabbar/bin/tabbar']);

  assert.deepEqual(
    logic.resolveServerCommand({ platform: 'linux', env: { PATH: '/usr/bin' }, isExecutable: () => false }),
    { command: 'tabbar', args: ['lsp'], source: 'default' });
});

test('resolveServerCommand on Windows tries PATHEXT extensions with ; separators', () => {
  const found = logic.resolveServerCommand({
    platform: 'win32',
    env: { Path: 'C:\\tools;C:\\tabbar', PATHEXT: '.COM;.EXE' },
    isExecutable: (file) => file === 'C:\\tabbar\\tabbar.exe',
  });
  assert.equal(found.command, 'C:\\tabbar\\tabbar.exe');
  assert.equal(found.source, 'path');
});

test('buildPreviewParams follows the tabbar/preview contract', () => {
  assert.deepEqual(logic.buildPreviewParams('file:///a/tabbar.json'),
    { textDocument: { uri: 'file:///a/tabbar.json' }, format: 'svg' });
  assert.deepEqual(logic.buildPreviewParams('file:///a/tabbar.json', { device: 'iphone-se', orientation: 'landscape' }),
    { textDocument: { uri: 'file:///a/tabbar.json' }, format: 'svg', device: 'iphone-se', orientation: 'landscape' });
  assert.deepEqual(logic.buildPreviewParams('untitled:1', { format: 'ascii', device: 'my-phone', orientation: 'sideways' }),
    { textDocument: { uri: 'untitled:1' }, format: 'ascii', device: 'my-phone' });
  assert.equal(logic.buildPreviewParams('x', { device: 'bad name<script>' }).device, undefined);
});

test('buildPreviewHtml embeds the SVG as a data: image under a script-free CSP', () => {
  const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><text>首页 🏠</text></svg>';
  const html = logic.buildPreviewHtml({ title: 'App/<main>.tabbar.json', result: { format: 'svg', content: svg }, device: 'iphone-15' });
  assert.match(html, /^<!DOCTYPE html>/);
  assert.match(html, /Content-Security-Policy" content="default-src 'none'; img-src data:;/);
  assert.doesNotMatch(html, /script-src/);
  assert.doesNotMatch(html, /<script/i, 'the SVG is not inlined into the page');
  const data = html.match(/src="data:image\/svg\+xml;base64,([A-Za-z0-9+/=]+)"/);
  assert.ok(data, 'an <img> with a base64 data URI');
  assert.equal(Buffer.from(data[1], 'base64').toString('utf8'), svg, 'UTF-8 survives the round trip');
  assert.match(html, /App\/&lt;main&gt;\.tabbar\.json · iphone-15/);
});

test('buildPreviewHtml shows text results and errors escaped', () => {
  const text = logic.buildPreviewHtml({ title: 't', result: { format: 'ascii', content: '| A | <B> |' } });
  assert.match(text, /<pre>\| A \| &lt;B&gt; \|<\/pre>/);
  const error = logic.buildPreviewHtml({ title: 't', error: 'TB002 <odd>' });
  assert.match(error, /<p class="error">TB002 &lt;odd&gt;<\/p>/);
  const empty = logic.buildPreviewHtml({ title: 't', result: null });
  assert.match(empty, /sent no preview/);
});

test('escapeHtml and describeError', () => {
  assert.equal(logic.escapeHtml(`<a href="x">'&'</a>`), '&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  assert.equal(logic.describeError({ code: -32602, message: 'bad params' }), 'bad params (-32602)');
  assert.equal(logic.describeError(new Error('boom')), 'boom');
  assert.equal(logic.describeError('plain'), 'plain');
  assert.equal(logic.describeError(undefined), 'unknown error');
});

test('documentSelector covers saved and untitled tabbar documents, and saved source files', () => {
  const tabbarOnly = logic.documentSelector({ source: false });
  assert.deepEqual(tabbarOnly.map((s) => s.scheme).sort(), ['file', 'untitled']);
  assert.ok(tabbarOnly.every((s) => s.language === logic.LANGUAGE_ID));
  const all = logic.documentSelector();
  assert.deepEqual(all.filter((s) => s.language !== logic.LANGUAGE_ID),
    [{ scheme: 'file', language: 'objective-c' }, { scheme: 'file', language: 'objective-cpp' },
      { scheme: 'file', language: 'swift' }]);
});

test('DEVICES lists the built-in devices and "all"', () => {
  assert.deepEqual(logic.DEVICES.slice(0, 3), ['iphone-se', 'iphone-13-mini', 'iphone-15']);
  assert.ok(logic.DEVICES.includes('all'));
});
