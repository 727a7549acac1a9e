import type ts from 'typescript';
export function loaderApiDeclarations(program: ts.Program, checker: ts.TypeChecker, root: string): string;
