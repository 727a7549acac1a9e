import type ts from 'typescript';
export interface WidgetProgram {
  program: ts.Program;
  checker: ts.TypeChecker;
}
export function createWidgetProgram(root: string): WidgetProgram;
