'use strict';
// Checks the extension manifest (package.json) without VS Code or npm: required
// fields, consistency of `contributes`, activation events and files it names.
// Usage: node scripts/check-manifest.js [extension-folder]
// Prints one line per problem and exits 1 when there is any.
const fs = require('fs');
const path = require('path');

/** Language ids VS Code itself defines, which the extension may activate on. */
const BUILT_IN_LANGUAGES = new Set(['objective-c', 'objective-cpp', 'swift']);

/**
 * Problems in the manifest of the extension in `dir`.
 * @param {string} dir
 * @returns {string[]}
 */
function checkManifest(dir) {
  const problems = [];
  const fail = (message) => problems.push(message);
  let manifest;
  try {
    manifest = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
  } catch (error) {
    return [`package.json: ${error.message}`];
  }

  for (const field of ['name', 'displayName', 'description', 'version', 'publisher', 'engines', 'main']) {
    if (!manifest[field]) fail(`missing required field "${field}"`);
  }
  if (manifest.name && !/^[a-z0-9][a-z0-9-]*$/.test(manifest.name)) fail('"name" must be lower-case, no spaces');
  if (manifest.version && !/^\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?$/.test(manifest.version)) fail('"version" is not semver');
  const engine = manifest.engines && manifest.engines.vscode;
  if (!engine || !/^\^?\d+\.\d+\.\d+$/.test(engine)) fail('"engines.vscode" must be like "^1.82.0"');

  const exists = (relative) => fs.existsSync(path.join(dir, relative));
  if (manifest.main && !exists(manifest.main)) fail(`"main" ${manifest.main} does not exist`);

  // vscode-languageclient 9 needs VS Code 1.82 or newer.
  const clientVersion = manifest.dependencies && manifest.dependencies['vscode-languageclient'];
  if (!clientVersion) fail('dependency "vscode-languageclient" missing');
  if (clientVersion && /^\^?9\./.test(clientVersion) && engine) {
    const [major, minor] = engine.replace('^', '').split('.').map(Number);
    if (major < 1 || (major === 1 && minor < 82)) fail('vscode-languageclient 9 needs engines.vscode >= 1.82.0');
  }

  const contributes = manifest.contributes || {};
  const languages = contributes.languages || [];
  const languageIds = new Set(languages.map((l) => l.id));
  if (!languageIds.has('tabbar')) fail('contributes.languages has no "tabbar"');
  for (const language of languages) {
    if (language.configuration && !exists(language.configuration)) {
      fail(`language ${language.id}: configuration ${language.configuration} does not exist`);
    }
  }
  const tabbar = languages.find((l) => l.id === 'tabbar') || {};
  if (!(tabbar.filenames || []).includes('tabbar.json')) fail('language tabbar: filenames lacks "tabbar.json"');
  if (!(tabbar.filenamePatterns || []).includes('*.tabbar.json')) fail('language tabbar: filenamePatterns lacks "*.tabbar.json"');

  for (const grammar of contributes.grammars || []) {
    if (!languageIds.has(grammar.language)) fail(`grammar for unknown language ${grammar.language}`);
    if (!exists(grammar.path)) {
      fail(`grammar ${grammar.path} does not exist`);
    } else {
      const g = JSON.parse(fs.readFileSync(path.join(dir, grammar.path), 'utf8'));
      if (g.scopeName !== grammar.scopeName) fail(`grammar ${grammar.path}: scopeName ${g.scopeName} != ${grammar.scopeName}`);
    }
  }

  for (const validation of contributes.jsonValidation || []) {
    const matches = [].concat(validation.fileMatch || []);
    if (!matches.includes('tabbar.json') || !matches.includes('*.tabbar.json')) {
      fail('jsonValidation.fileMatch must cover tabbar.json and *.tabbar.json');
    }
    if (!/^\.\//.test(validation.url || '')) {
      fail('jsonValidation.url must be a path inside the extension ("./...")');
    } else if (validation.url === './tabbar.schema.json' && !exists('../tabbar.schema.json') && !exists('tabbar.schema.json')) {
      // Copied from ../tabbar.schema.json by scripts/copy-schema.js at package time.
      fail('jsonValidation: neither ../tabbar.schema.json nor tabbar.schema.json exists');
    }
  }
  if (!(contributes.jsonValidation || []).length) fail('contributes.jsonValidation is empty');

  const commands = contributes.commands || [];
  const commandIds = new Set(commands.map((c) => c.command));
  for (const command of commands) {
    if (!command.title) fail(`command ${command.command} has no title`);
    if (!/^tabbar\./.test(command.command)) fail(`command ${command.command} is not in the tabbar. namespace`);
  }
  if (!commandIds.has('tabbar.showPreview')) fail('command tabbar.showPreview not contributed');
  for (const [menu, entries] of Object.entries(contributes.menus || {})) {
    for (const entry of entries) {
      if (!commandIds.has(entry.command)) fail(`menu ${menu} names unknown command ${entry.command}`);
    }
  }

  const main = manifest.main && exists(manifest.main) ? fs.readFileSync(path.join(dir, manifest.main), 'utf8') : '';
  for (const id of commandIds) {
    if (main && !main.includes(`'${id}'`)) fail(`command ${id} is contributed but not registered in ${manifest.main}`);
  }
  if (main && !/\bactivate\b/.test(main)) fail(`${manifest.main} exports no activate`);

  const events = manifest.activationEvents || [];
  if (!events.includes('onLanguage:tabbar')) fail('activationEvents lacks onLanguage:tabbar');
  for (const event of events) {
    const [kind, arg] = event.split(/:(.*)/s);
    if (kind === 'onLanguage' && !languageIds.has(arg) && !BUILT_IN_LANGUAGES.has(arg)) {
      fail(`activation event ${event}: unknown language`);
    }
    if (kind === 'onCommand' && !commandIds.has(arg)) fail(`activation event ${event}: unknown command`);
    if (!['onLanguage', 'onCommand', 'workspaceContains', 'onStartupFinished', 'onView', 'onUri',
      'onWebviewPanel', 'onFileSystem', 'onDebug', 'onCustomEditor', 'onAuthenticationRequest', '*'].includes(kind)) {
      fail(`unknown activation event ${event}`);
    }
  }

  const properties = (contributes.configuration && contributes.configuration.properties) || {};
  for (const [key, property] of Object.entries(properties)) {
    if (!key.startsWith('tabbar.')) fail(`setting ${key} is not in the tabbar. namespace`);
    if (property.enum && property.default !== undefined && !property.enum.includes(property.default)) {
      fail(`setting ${key}: default ${property.default} not in enum`);
    }
  }
  for (const key of ['tabbar.path', 'tabbar.preview.device']) {
    if (!properties[key]) fail(`setting ${key} missing`);
    if (main && !main.includes(`'${key.replace(/^tabbar\./, '')}'`)) fail(`setting ${key} is not read by ${manifest.main}`);
  }
  return problems;
}

module.exports = { checkManifest, BUILT_IN_LANGUAGES };

if (require.main === module) {
  const dir = path.resolve(process.argv[2] || path.join(__dirname, '..'));
  const problems = checkManifest(dir);
  for (const problem of problems) console.log(`manifest: ${problem}`);
  console.log(problems.length ? `manifest: ${problems.length} problem(s)` : 'manifest: OK');
  process.exit(problems.length ? 1 : 0);
}
