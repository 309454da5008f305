/**
 * The import-cycle check (`npm run check:cycles`, part of `npm test`). A circle of imports makes
 * modules load in an order nobody chose and hides which one depends on which. Type-only imports
 * and `import()` count too: they are circles for a reader even when no value crosses them.
 * TypeScript is parsed with swc, as dependency-cruiser cannot read it with TypeScript 7. swc keeps
 * type-only imports in the graph by itself, so `tsPreCompilationDeps` stays unset: that option asks
 * for the TypeScript compiler's own API, and without it the check warned that it had probably
 * missed sources, though it cruised the same modules and imports either way.
 */
export default {
  forbidden: [
    {
      name: "no-circular",
      comment: "Modules must not import one another in a circle, by value, by type or by import().",
      severity: "error",
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "^(build|\\.react-router|node_modules|bench)" },
    parser: "swc",
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: { extensions: [".ts", ".tsx", ".mjs", ".js"] },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
