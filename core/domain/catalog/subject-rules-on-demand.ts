import { pagePart } from '../../platform/page';
import { getStore } from '../../platform/store';
import { subjectRulesAtom, type SubjectRules } from './subject-rules';

/**
 * The page's subject rules service, made on first use (a part of the page's runtime). The loader
 * comes in its own chunk: a screen paints with nothing known and shows the rules once they are in subjectRulesAtom.
 */
export function loadSubjectRules(): Promise<SubjectRules> {
  return import('./subject-rules-loader')
    .then(({ createSubjectRules }) => pagePart('subjectRules', () => createSubjectRules()).load())
    .then((rules) => {
      getStore().set(subjectRulesAtom, rules);
      return rules;
    });
}
