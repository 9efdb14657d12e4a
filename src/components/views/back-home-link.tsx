import { getTranslator } from '../../lib/i18n/get-translator.ts';
import type { PageScope } from '../../lib/request/get-page-scope.ts';

/** The way out of a page that ends a journey (not found, newsletter confirmation): the home page. */
export function BackHomeLink({ scope }: { scope: PageScope }) {
  return (
    <p>
      <a className="button" href={scope.buildPath('home')}>
        {getTranslator(scope.locale)('notFound.backHome')}
      </a>
    </p>
  );
}
