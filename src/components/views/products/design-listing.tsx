import { FILTER_TYPES, SORT_OPTIONS, type FilterType } from '../../../../domain/catalog/vocabulary.ts';
import { getTranslator, type Translate } from '../../../lib/i18n/get-translator.ts';
import { redirect } from '../../../server/framework/waku-router.ts';
import { buildListingHref, buildPageWindow, getPageCount, getPageRedirect, withFilterValue, withPage } from '../../../lib/listing/build-listing-href.ts';
import { PAGE_SIZES, type ListingFilters, type ListingQuery } from '../../../lib/listing/parse-listing-query.ts';
import { getDesigns, type FacetValue, type Facets } from '../../../lib/shop-api/designs.ts';
import type { BlockContext } from '../../blocks/block-context.ts';
import { getListingImageLoading } from '../../../lib/listing/get-listing-image-loading.ts';
import { DesignCard, type DesignCardWishlist } from '../../blocks/products/design-card.tsx';
import { offersWishlist } from '../../../../domain/catalog/channel-defaults.ts';
import { getRequestContext } from '../../../lib/request/request-context.ts';
import { getRequestWishlist } from '../../../lib/wishlist/visitor-wishlist.ts';
import { withWishlistResult } from '../../../lib/wishlist/wishlist-notice.ts';
import { UnavailableNotice } from '../../blocks/products/unavailable-notice.tsx';
import { StaticIsland } from '../../ui/static-island.tsx';

export type DesignListingProps = {
  ctx: BlockContext;
  query: ListingQuery;
  /** The listing's own path (with locale prefix): form action and base of every link. */
  path: string;
  /** Filters the path fixes; they are neither offered in the form nor written into links. */
  preset: ListingFilters;
};

/**
 * Facet values need words; aspect ratios are their own words (`3:4`). A value without a
 * translation shows as it is (the translator's fallback is the key's last part).
 */
function getFacetLabel(type: FilterType, value: string, t: Translate): string {
  return type === 'aspectRatio' ? value : t(`products.facet.${type}.${value}`);
}

/**
 * Every facet value the API offers, plus values the visitor chose that the API no longer lists
 * (count 0), so a filter that emptied the result can still be unticked.
 */
function getFacetOptions(type: FilterType, facets: Facets, query: ListingQuery): FacetValue[] {
  const offered = facets[type] ?? [];
  const missing = (query.filters[type] ?? []).filter((value) => !offered.some((option) => option.value === value));
  return [...offered, ...missing.map((value) => ({ value, count: 0 }))];
}

/**
 * On a phone the filters filled the whole first screen; they sit behind one disclosure there, so
 * the designs come first. From 768px the stylesheet shows the form without its toggle (the
 * disclosure's content is displayed whether open or not), so desktop keeps the filters in view.
 * Plain HTML either way: no JavaScript needed.
 */
function FilterPanel(props: DesignListingProps & { facets: Facets; t: Translate }) {
  const { query, preset, t } = props;
  const activeCount = FILTER_TYPES.filter((type) => !preset[type]).reduce((sum, type) => sum + (query.filters[type]?.length ?? 0), 0);
  return (
    <details className="design-listing__filters">
      <summary className="design-listing__filters-toggle">{t('products.filtersToggle', { count: activeCount })}</summary>
      <FilterForm {...props} />
    </details>
  );
}

function FilterForm({ query, path, preset, facets, t }: DesignListingProps & { facets: Facets; t: Translate }) {
  const types = FILTER_TYPES.filter((type) => !preset[type] && getFacetOptions(type, facets, query).length > 0);
  return (
    <form className="design-listing__form" method="get" action={path} aria-label={t('products.filter')}>
      {types.map((type) => {
        const active = query.filters[type] ?? [];
        return (
          <details key={type} className="design-listing__filter" open={active.length > 0 || undefined}>
            <summary>{t(`products.filter.${type}`)}</summary>
            <fieldset>
              <legend className="visually-hidden">{t(`products.filter.${type}`)}</legend>
              {getFacetOptions(type, facets, query).map((option) => (
                <label key={option.value} className="design-listing__option">
                  <input type="checkbox" name={type} value={option.value} defaultChecked={active.includes(option.value)} />{' '}
                  {getFacetLabel(type, option.value, t)} <span className="design-listing__option-count">({option.count})</span>
                </label>
              ))}
            </fieldset>
          </details>
        );
      })}
      <label className="design-listing__select">
        {t('products.sort')}{' '}
        <select name="sort" defaultValue={query.sort}>
          {SORT_OPTIONS.map((sort) => (
            <option key={sort} value={sort}>
              {t(`products.sort.${sort}`)}
            </option>
          ))}
        </select>
      </label>
      <label className="design-listing__select">
        <span className="visually-hidden">{t('products.perPage', { count: query.perPage })}</span>
        <select name="perPage" defaultValue={String(query.perPage)}>
          {PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {t('products.perPage', { count: size })}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className="design-listing__apply">
        {t('products.apply')}
      </button>{' '}
      <a className="design-listing__reset" href={path}>
        {t('products.reset')}
      </a>
    </form>
  );
}

/** Links that remove one chosen filter each: the quickest way back from an empty result. */
function ActiveFilters({ query, path, preset, t }: Pick<DesignListingProps, 'query' | 'path' | 'preset'> & { t: Translate }) {
  const chosen = FILTER_TYPES.filter((type) => !preset[type]).flatMap((type) => (query.filters[type] ?? []).map((value) => ({ type, value })));
  if (chosen.length === 0) return null;
  return (
    <ul className="design-listing__active">
      {chosen.map(({ type, value }) => (
        <li key={`${type}:${value}`}>
          <a className="design-listing__remove" href={buildListingHref(path, withFilterValue(query, type, value, false), preset)}>
            <span className="visually-hidden">{t(`products.filter.${type}`)}: </span>
            {getFacetLabel(type, value, t)} <span aria-hidden="true">×</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

function Pagination({ query, path, preset, pageCount, t }: Pick<DesignListingProps, 'query' | 'path' | 'preset'> & { pageCount: number; t: Translate }) {
  if (pageCount <= 1) return null;
  const hrefFor = (page: number) => buildListingHref(path, withPage(query, page), preset);
  const current = Math.min(query.page, pageCount);
  return (
    <nav className="design-listing__pagination" aria-label={t('products.page', { page: current, pages: pageCount })}>
      {query.page > 1 ? (
        <a className="design-listing__previous" rel="prev" href={hrefFor(Math.min(query.page - 1, pageCount))}>
          {t('products.previous')}
        </a>
      ) : null}
      <ol className="design-listing__pages">
        {buildPageWindow(current, pageCount).map((slot, index) =>
          slot.kind === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={slot.page}>
              {slot.page === query.page ? (
                <a aria-current="page" href={hrefFor(slot.page)}>
                  {slot.page}
                </a>
              ) : (
                <a href={hrefFor(slot.page)}>{slot.page}</a>
              )}
            </li>
          ),
        )}
      </ol>
      {query.page < pageCount ? (
        <a className="design-listing__next" rel="next" href={hrefFor(query.page + 1)}>
          {t('products.next')}
        </a>
      ) : null}
    </nav>
  );
}

/**
 * The design listing: a GET form (filters from the API's facets, sort, page size) that works
 * without JavaScript, the result count, the grid and page links. Every link and the form keep
 * the other listing parameters. When the API fails the listing says so in one line and the
 * page around it stays as it is.
 */
export async function DesignListing(props: DesignListingProps) {
  const { ctx, query } = props;
  const t = getTranslator(ctx.locale);
  const [result, wishlist] = await Promise.all([getDesigns(ctx, query), getRequestWishlist(ctx)]);
  if (!result.ok) {
    return (
      <section className="design-listing design-listing--unavailable">
        <UnavailableNotice t={t} />
      </section>
    );
  }
  const { total, items, facets } = result.value;
  const pageCount = getPageCount(total, query.perPage);
  const target = getPageRedirect(query, pageCount);
  // A page past the end ("60 designs" above "no designs found") goes to the last page instead.
  if (target !== null) redirect(buildListingHref(props.path, withPage(query, target), props.preset), 303);
  // The wishlist's buttons where the channel has one and the list could be read (else left out).
  const { pageUrl } = getRequestContext();
  const returnTo = withWishlistResult(pageUrl.pathname + pageUrl.search, false);
  const wishlistOf = (id: string): DesignCardWishlist | undefined => (offersWishlist(ctx.channel) && wishlist.ok ? { saved: wishlist.ids.has(id), returnTo } : undefined);
  const content = (
    <>
      <FilterPanel {...props} facets={facets} t={t} />
      <ActiveFilters {...props} t={t} />
      <p className="design-listing__count" role="status">
        {t('products.results', { total, count: total })}
      </p>
      {items.length > 0 ? (
        <ul className="design-grid">
          {items.map((design, index) => (
            <DesignCard key={design.id} design={design} ctx={ctx} t={t} loading={getListingImageLoading(ctx.channel, index)} wishlist={wishlistOf(design.id)} />
          ))}
        </ul>
      ) : (
        <p className="design-listing__empty">{t('products.noResults')}</p>
      )}
      <Pagination {...props} pageCount={pageCount} t={t} />
    </>
  );
  // Tiles with a wishlist button hold form actions, which a static island cannot (decision 0038).
  if (offersWishlist(ctx.channel)) return <section className="design-listing">{content}</section>;
  // Filters (a GET form), tiles and pages: links and fields only, sent once (decision 0017).
  return (
    <StaticIsland as="section" staticIsland="design-listing" className="design-listing">
      {content}
    </StaticIsland>
  );
}
