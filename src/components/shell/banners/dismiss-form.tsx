import { getRequestContext } from '../../../lib/request/request-context.ts';

/**
 * The close button of a banner: a form posting to a dismiss action, which sets the banner's cookie
 * and returns (303) to this page. Works the same with and without JavaScript.
 */
export function DismissForm({
  action,
  label,
  className,
  fields = {},
}: {
  action: (formData: FormData) => Promise<void>;
  label: string;
  className: string;
  fields?: Record<string, string>;
}) {
  const { pageUrl } = getRequestContext();
  return (
    <form action={action} className={className}>
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <input type="hidden" name="returnTo" value={pageUrl.pathname + pageUrl.search} />
      <button type="submit" className="banner-close" aria-label={label} title={label}>
        <span aria-hidden="true">×</span>
      </button>
    </form>
  );
}
