// Reads the pnpm catalog (pnpm-workspace.yaml) so shared-module versions in the federation
// config come from the one place every app's package.json already points at.
const fs = require('node:fs');
const path = require('node:path');

function findWorkspaceFile(startDir) {
  let dir = startDir;
  for (;;) {
    const candidate = path.join(dir, 'pnpm-workspace.yaml');
    if (fs.existsSync(candidate)) return candidate;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`pnpm-workspace.yaml not found above ${startDir}`);
    dir = parent;
  }
}

/** Parses only the flat `catalog:` map (two-space indented `name: version` lines). */
function parseCatalog(yamlText) {
  const versions = {};
  let inCatalog = false;
  for (const line of yamlText.split(/\r?\n/)) {
    if (/^catalog:\s*$/.test(line)) {
      inCatalog = true;
      continue;
    }
    if (!inCatalog) continue;
    if (/^\S/.test(line)) break;
    const match = /^\s+['"]?([^'":\s]+)['"]?:\s*['"]?([^'"\s#]+)['"]?/.exec(line);
    if (match) versions[match[1]] = match[2];
  }
  return versions;
}

let cached;
/** @returns {Record<string, string>} package name → exact catalog version */
function readCatalog() {
  if (!cached) cached = parseCatalog(fs.readFileSync(findWorkspaceFile(__dirname), 'utf8'));
  return cached;
}

module.exports = { readCatalog, parseCatalog };
