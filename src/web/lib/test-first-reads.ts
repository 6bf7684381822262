import { afterEach } from 'vitest';
import { FIRST_READS_ELEMENT_ID } from '../../shared/first-reads';
import { resetFirstReads } from './first-reads';

/**
 * Tests of a page that arrives with first reads (docs/architecture.md, "First reads"): returns
 * `arriveWith(answers)`, which puts the answers in the page as the server does (a JSON script element,
 * src/server/plugins/page-html.ts); each test ends with none.
 */
export function setUpFirstReads(): {
  arriveWith(answers: Record<string, unknown>): void;
  /** The page as it is with no answers (a later navigation). */
  arriveWithNone(): void;
} {
  const arriveWithNone = () => {
    document.getElementById(FIRST_READS_ELEMENT_ID)?.remove();
    resetFirstReads();
  };
  afterEach(arriveWithNone);
  return {
    arriveWithNone,
    arriveWith(answers) {
      const element = document.createElement('script');
      element.type = 'application/json';
      element.id = FIRST_READS_ELEMENT_ID;
      element.textContent = JSON.stringify(answers);
      document.body.append(element);
      resetFirstReads();
    },
  };
}
