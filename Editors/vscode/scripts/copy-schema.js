'use strict';
// `vscode:prepublish`: copies the project's JSON Schema (Editors/tabbar.schema.json)
// into the extension folder, because a packaged extension holds only its own folder.
const fs = require('fs');
const path = require('path');

const source = path.join(__dirname, '..', '..', 'tabbar.schema.json');
const target = path.join(__dirname, '..', 'tabbar.schema.json');

if (!fs.existsSync(source)) {
  console.error(`copy-schema: ${source} is missing; build it first`);
  process.exit(1);
}
JSON.parse(fs.readFileSync(source, 'utf8'));
fs.copyFileSync(source, target);
console.log(`copy-schema: ${path.relative(process.cwd(), source)} -> ${path.relative(process.cwd(), target)}`);
