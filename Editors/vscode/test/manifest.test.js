'use strict';
// The manifest checker on the real package.json, and on broken copies of it.
const test = require('node:test');
const assert = require('node:assert/strict');
const fs = require('fs');
const os = require('os');
const path = require('path');
const { checkManifest } = require('../scripts/check-manifest');

const extensionDir = path.join(__dirname, '..');

test('package.json passes the manifest check', () => {
  assert.deepEqual(checkManifest(extensionDir), []);
});

test('package.json, the grammar and the language configuration are valid JSON', () => {
  for (const file of ['package.json', 'language-configuration.json', 'syntaxes/tabbar.tmLanguage.json']) {
    assert.doesNotThrow(() => JSON.parse(fs.readFileSync(path.join(extensionDir, file), 'utf8')), file);
  }
});

/** Copies the extension to a temp folder, edits its manifest, returns the problems. */
function problemsAfter(edit) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tabbar-vscode-'));
  try {
    fs.cpSync(extensionDir, dir, { recursive: true, filter: (src) => !src.includes('node_modules') });
    fs.writeFileSync(path.join(dir, 'tabbar.schema.json'), '{}');
    const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
    edit(manifest, dir);
    fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify(manifest));
    return checkManifest(dir);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

test('the checker notices broken manifests', () => {
  const cases = [
    [(m) => { delete m.publisher; }, /publisher/],
    [(m) => { m.main = './src/missing.js'; }, /main/],
    [(m) => { m.activationEvents = ['onLanguage:json']; }, /onLanguage:tabbar|unknown language/],
    [(m) => { m.contributes.menus['editor/title'][0].command = 'tabbar.nope'; }, /unknown command/],
    [(m) => { m.contributes.languages[0].filenamePatterns = ['*.json']; }, /filenamePatterns/],
    [(m) => { m.contributes.commands.push({ command: 'tabbar.extra', title: 'Extra' }); }, /not registered/],
    [(m) => { m.contributes.jsonValidation[0].url = 'https://example.invalid/schema.json'; }, /inside the extension/],
    [(m) => { m.engines.vscode = '^1.60.0'; }, /1\.82/],
    [(m) => { m.contributes.configuration.properties['tabbar.preview.device'].default = 'nokia'; }, /not in enum/],
  ];
  for (const [edit, expected] of cases) {
    const problems = problemsAfter(edit);
    assert.ok(problems.some((p) => expected.test(p)), `${expected}: got ${JSON.stringify(problems)}`);
  }
});
