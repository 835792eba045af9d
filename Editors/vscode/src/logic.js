'use strict';
// The extension's own logic, free of the `vscode` module so that node's test
// runner can test it: server command resolution, request parameters and the
// preview page.

const path = require('path');

/** Device names the tabbar server knows (its built-in devices), plus "all". */
const DEVICES = Object.freeze([
  'iphone-se',
  'iphone-13-mini',
  'iphone-15',
  'iphone-15-pro-max',
  'iphone-16-pro-max',
  'ipad-10',
  'ipad-pro-13',
  'all',
]);

const ORIENTATIONS = Object.freeze(['portrait', 'landscape']);

/** Language id contributed by package.json. */
const LANGUAGE_ID = 'tabbar';

/** `tabbar.json` or `*.tabbar.json`, in any folder. */
const FILE_NAME_PATTERN = /(^|[\\/])([^\\/]*\.)?tabbar\.json$/;

/**
 * Whether a file name is a tab-bar configuration.
 * @param {string} fileName
 * @returns {boolean}
 */
function isTabbarFile(fileName) {
  return typeof fileName === 'string' && FILE_NAME_PATTERN.test(fileName);
}

/**
 * Expands `~` and `${workspaceFolder}` (and `${userHome}`) in a configured path.
 * @param {string} value
 * @param {{ home?: string, workspaceFolder?: string }} context
 * @returns {string}
 */
function expandPath(value, context) {
  let out = value.trim();
  const home = context.home || '';
  if (home && (out === '~' || out.startsWith('~/') || out.startsWith('~\\'))) {
    out = home + out.slice(1);
  }
  out = out.replace(/\$\{userHome\}/g, home);
  if (context.workspaceFolder) {
    out = out.replace(/\$\{workspaceFolder\}/g, context.workspaceFolder);
  }
  return out;
}

/**
 * Finds the command that starts the server.
 *
 * @param {object} options
 * @param {string} [options.configuredPath] the `tabbar.path` setting
 * @param {string} [options.platform] `process.platform`
 * @param {Record<string,string|undefined>} [options.env] environment (PATH, PATHEXT, HOME)
 * @param {string} [options.workspaceFolder] first workspace folder's file-system path
 * @param {(file: string) => boolean} [options.isExecutable] file test, injected for tests
 * @returns {{ command: string, args: string[], source: 'setting'|'path'|'default' }}
 *   `source` says where the command came from; `default` means nothing was found
 *   and the bare name is tried anyway (the client reports the failure).
 */
function resolveServerCommand(options) {
  const platform = options.platform || process.platform;
  const env = options.env || {};
  const isExecutable = options.isExecutable || (() => false);
  const pathModule = platform === 'win32' ? path.win32 : path.posix;
  const args = ['lsp'];
  const configured = typeof options.configuredPath === 'string' ? options.configuredPath.trim() : '';
  if (configured) {
    const command = expandPath(configured, {
      home: env.HOME || env.USERPROFILE,
      workspaceFolder: options.workspaceFolder,
    });
    // A relative path with a folder part is relative to the workspace; a bare
    // name is left for the operating system to find on PATH.
    const relativeWithFolder = !pathModule.isAbsolute(command) && /[\\/]/.test(command);
    const resolved = relativeWithFolder && options.workspaceFolder
      ? pathModule.resolve(options.workspaceFolder, command)
      : command;
    return { command: resolved, args, source: 'setting' };
  }
  const names = platform === 'win32'
    ? (env.PATHEXT || '.EXE;.CMD;.BAT').split(';').filter(Boolean).map((ext) => 'tabbar' + ext.toLowerCase())
    : ['tabbar'];
  const dirs = (env.PATH || env.Path || '').split(platform === 'win32' ? ';' : ':').filter(Boolean);
  for (const dir of dirs) {
    for (const name of names) {
      const candidate = pathModule.join(dir, name);
      if (isExecutable(candidate)) {
        return { command: candidate, args, source: 'path' };
      }
    }
  }
  return { command: 'tabbar', args, source: 'default' };
}

/**
 * Parameters of the server's `tabbar/preview` request.
 * @param {string} uri the document's URI as a string
 * @param {{ device?: string, orientation?: string, format?: string }} [options]
 * @returns {{ textDocument: { uri: string }, format: string, device?: string, orientation?: string }}
 */
function buildPreviewParams(uri, options = {}) {
  const params = { textDocument: { uri }, format: options.format || 'svg' };
  if (options.device && DEVICES.includes(options.device)) {
    params.device = options.device;
  } else if (options.device && /^[a-z0-9-]+$/.test(options.device)) {
    params.device = options.device; // a custom device named in the file's "preview.devices"
  }
  if (options.orientation && ORIENTATIONS.includes(options.orientation)) {
    params.orientation = options.orientation;
  }
  return params;
}

/**
 * Escapes text for HTML element content and attribute values.
 * @param {string} text
 * @returns {string}
 */
function escapeHtml(text) {
  return String(text)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/**
 * The webview page for a preview result. The SVG is shown through an <img> with
 * a data: URI, so nothing inside it can run, and the page allows no scripts.
 *
 * @param {object} input
 * @param {string} input.title the file's name
 * @param {{ format?: string, content?: string }} [input.result] the `tabbar/preview` result
 * @param {string} [input.error] an error message to show instead
 * @param {string} [input.device] what was asked for, shown in the heading
 * @param {string} [input.orientation]
 * @returns {string} a complete HTML document
 */
function buildPreviewHtml(input) {
  const heading = [input.title, input.device, input.orientation].filter(Boolean).map(escapeHtml).join(' · ');
  let body;
  if (input.error) {
    body = `<p class="error">${escapeHtml(input.error)}</p>`;
  } else if (input.result && input.result.format === 'svg' && typeof input.result.content === 'string') {
    const data = Buffer.from(input.result.content, 'utf8').toString('base64');
    body = `<img class="bar" alt="${escapeHtml('Tab bar of ' + input.title)}" src="data:image/svg+xml;base64,${data}">`;
  } else if (input.result && typeof input.result.content === 'string') {
    body = `<pre>${escapeHtml(input.result.content)}</pre>`;
  } else {
    body = '<p class="error">The tabbar server sent no preview.</p>';
  }
  return [
    '<!DOCTYPE html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="UTF-8">',
    '<meta http-equiv="Content-Security-Policy" content="default-src \'none\'; img-src data:; style-src \'unsafe-inline\';">',
    '<meta name="viewport" content="width=device-width, initial-scale=1.0">',
    `<title>${escapeHtml('Tab bar: ' + input.title)}</title>`,
    '<style>',
    'body { font-family: var(--vscode-font-family); color: var(--vscode-foreground); padding: 12px; }',
    'h1 { font-size: 1.1em; font-weight: 600; }',
    'img.bar { max-width: 100%; height: auto; background: #fff; }',
    'pre { font-family: var(--vscode-editor-font-family); }',
    '.error { color: var(--vscode-errorForeground); }',
    '</style>',
    '</head>',
    '<body>',
    `<h1>${heading}</h1>`,
    body,
    '</body>',
    '</html>',
    '',
  ].join('\n');
}

/**
 * A readable message for a failed request (a JSON-RPC error or an exception).
 * @param {unknown} error
 * @returns {string}
 */
function describeError(error) {
  if (error && typeof error === 'object') {
    const e = /** @type {{ message?: unknown, code?: unknown }} */ (error);
    const message = typeof e.message === 'string' && e.message ? e.message : 'unknown error';
    return typeof e.code === 'number' ? `${message} (${e.code})` : message;
  }
  return typeof error === 'string' && error ? error : 'unknown error';
}

/** Document selector for the language client. */
/** The VS Code language ids of the source files the server also reads. */
const SOURCE_LANGUAGE_IDS = ['objective-c', 'objective-cpp', 'swift'];

/**
 * The documents the server gets: tab-bar files, and (unless turned off) saved Objective-C and
 * Swift files, where it runs beside their own language servers.
 * @param {{ source?: boolean }} [options]
 */
function documentSelector(options = {}) {
  const selector = [
    { scheme: 'file', language: LANGUAGE_ID },
    { scheme: 'untitled', language: LANGUAGE_ID },
  ];
  if (options.source !== false) {
    for (const language of SOURCE_LANGUAGE_IDS) selector.push({ scheme: 'file', language });
  }
  return selector;
}

module.exports = {
  DEVICES,
  ORIENTATIONS,
  LANGUAGE_ID,
  SOURCE_LANGUAGE_IDS,
  isTabbarFile,
  expandPath,
  resolveServerCommand,
  buildPreviewParams,
  buildPreviewHtml,
  escapeHtml,
  describeError,
  documentSelector,
};
