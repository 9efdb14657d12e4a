import { getRequestFlags, type FlagSource, type RequestFlags } from '../../lib/flags/request-flags.ts';
import { getRequestContext } from '../../lib/request/request-context.ts';
import './flag-debug.css';

const SOURCES: Record<FlagSource, string> = {
  evaluated: 'evaluated',
  override: 'query override',
  path: 'path rule',
  disabled: 'flags disabled by query',
  crawler: 'crawler',
  failed: 'failed',
};

function describeClient(flags: RequestFlags): string {
  if (flags.crawler) return 'not started (crawler)';
  if (flags.clientState === null) return 'not asked (flags disabled)';
  return flags.clientState;
}

/**
 * The debug block (`?splitDebug` or `?_debug`): this request's treatments as the server evaluated
 * them. A developer tool, so it is in English and unstyled beyond legibility; it shows nothing a
 * visitor could not read in their own cookies.
 */
export function FlagDebug() {
  const flags = getRequestFlags(getRequestContext());
  if (!flags?.debug) return null;
  return (
    <aside className="flag-debug" aria-labelledby="flag-debug-title">
      <h2 id="flag-debug-title" className="flag-debug__title">
        Feature flags
      </h2>
      <dl className="flag-debug__facts">
        <dt>Client</dt>
        <dd>{describeClient(flags)}</dd>
        <dt>User key</dt>
        <dd>{flags.userKey ?? 'none'}</dd>
        <dt>Mobile device</dt>
        <dd>{flags.mobileDevice ? 'yes' : 'no'}</dd>
        <dt>Query overrides</dt>
        <dd>{flags.overridesAllowed ? 'allowed' : 'not allowed'}</dd>
        {flags.overrides.unknown.length > 0 ? (
          <>
            <dt>Unknown flags in the query</dt>
            <dd>{flags.overrides.unknown.join(', ')}</dd>
          </>
        ) : null}
      </dl>
      <table className="flag-debug__table">
        <thead>
          <tr>
            <th scope="col">Flag</th>
            <th scope="col">Experiment</th>
            <th scope="col">Treatment</th>
            <th scope="col">Source</th>
          </tr>
        </thead>
        <tbody>
          {flags.results.map((result) => (
            <tr key={result.key}>
              <th scope="row">{result.key}</th>
              <td>{result.experimentId ?? ''}</td>
              <td>{result.treatment}</td>
              <td>
                {SOURCES[result.source]}
                {result.detail ? ` (${result.detail})` : ''}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </aside>
  );
}
