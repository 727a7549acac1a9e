import ts from 'typescript';

/** TypeScript to JavaScript, file by file (the repository's `tsc --noEmit` type-checks it). */
export function transpileTs() {
  return {
    name: 'vitrina-transpile-ts',
    transform(code, id) {
      if (!/\.tsx?$/.test(id)) return null;
      const out = ts.transpileModule(code, {
        fileName: id,
        compilerOptions: {
          jsx: ts.JsxEmit.ReactJSX,
          module: ts.ModuleKind.ESNext,
          target: ts.ScriptTarget.ES2022,
          sourceMap: true,
          verbatimModuleSyntax: false,
        },
      });
      return { code: out.outputText, map: out.sourceMapText ? JSON.parse(out.sourceMapText) : null };
    },
  };
}
