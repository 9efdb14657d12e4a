import { z } from 'zod';
import { err, ok, type Result } from '../../../domain/result/result.ts';
import {
  assetSchema,
  burgerNavigationSchema,
  editableField,
  linkSchema,
  navigationItemSchema,
  shopNavigationItemSchema,
  optionalAsset,
  optionalLink,
  optionalColor,
  optionalFlag,
  optionalRichText,
  optionalText,
  requiredText,
} from '../../../domain/content/content-schemas.ts';
import { FOOTER_BOX_TYPES } from '../../../domain/content/model.ts';
import type {
  Block,
  BurgerNavigation,
  BreadcrumbItem,
  FooterBox,
  FooterBoxItem,
  FooterContent,
  FooterReviewsTexts,
  FooterTile,
  FooterLinkBox,
  HeaderContent,
  HeaderItem,
  NavigationContent,
  NewsletterTexts,
  PageContent,
  Story,
} from '../../../domain/content/model.ts';

/**
 * Maps content API stories to the app shapes of model.ts. Only what would break rendering is
 * required: a story of the wrong component fails as a whole; a list entry without its link or id
 * is dropped (and reported in `dropped`) so one bad navigation item does not take the header down.
 * Block fields are left to the block renderers, which validate their own.
 */

/** A mapped story and the list entries that were dropped on the way, as `field[uid]`. */
export type MappedStory<C> = { story: Story<C>; dropped: string[] };

/** The story as a whole cannot be shown: its envelope or its content is not what the page needs. */
export type MapError = { kind: 'invalid-content'; issues: string[] };

export type MapResult<C> = Result<MappedStory<C>, MapError>;

const blockSchema = z.looseObject({ _uid: requiredText, component: requiredText }).transform((block) => block as Block);

const rawList = z.array(z.unknown()).nullish().catch(undefined);

const storyEnvelopeSchema = z.object({
  uuid: requiredText,
  name: z.string().catch(''),
  full_slug: requiredText,
  content: z.unknown(),
  alternates: z
    .array(z.unknown())
    .nullish()
    .catch(undefined)
    .transform((items) =>
      (items ?? []).flatMap((item) => {
        const parsed = z.object({ full_slug: requiredText, slug: z.string() }).safeParse(item);
        return parsed.success ? [parsed.data] : [];
      }),
    ),
  published_at: z.string().nullish().catch(null).transform((value) => value ?? null),
});

function describeIssues(error: z.ZodError, prefix: string): string[] {
  return error.issues.map((issue) => `${[prefix, ...issue.path].join('.')}: ${issue.message}`);
}

function idOf(item: unknown, index: number): string {
  const uid = item && typeof item === 'object' ? (item as { _uid?: unknown })._uid : undefined;
  return typeof uid === 'string' && uid !== '' ? uid : `#${index}`;
}

/** Keeps the entries that parse; names the others in `dropped` as `field[uid]`. */
function keepValid<T>(items: readonly unknown[] | undefined, schema: z.ZodType<T>, field: string, dropped: string[]): T[] | undefined {
  if (!items) return undefined;
  return items.flatMap((item, index) => {
    const parsed = schema.safeParse(item);
    if (parsed.success) return [parsed.data];
    dropped.push(`${field}[${idOf(item, index)}]`);
    return [];
  });
}

type ContentMapper<C> = (content: unknown, dropped: string[]) => Result<C, MapError>;

function mapStory<C>(raw: unknown, mapContent: ContentMapper<C>): MapResult<C> {
  const envelope = storyEnvelopeSchema.safeParse(raw);
  if (!envelope.success) return err({ kind: 'invalid-content', issues: describeIssues(envelope.error, 'story') });
  const dropped: string[] = [];
  const mapped = mapContent(envelope.data.content, dropped);
  if (!mapped.ok) return mapped;
  const { uuid, name, full_slug, alternates, published_at } = envelope.data;
  return ok({
    dropped,
    story: { uuid, name, fullSlug: full_slug, content: mapped.value, alternates, publishedAt: published_at },
  });
}

function contentMapper<S extends z.ZodType, C>(schema: S, build: (parsed: z.output<S>, dropped: string[]) => C): ContentMapper<C> {
  return (content, dropped) => {
    const parsed = schema.safeParse(content);
    if (!parsed.success) return err({ kind: 'invalid-content', issues: describeIssues(parsed.error, 'content') });
    return ok(build(parsed.data, dropped));
  };
}

const pageSchema = z.object({
  component: z.literal('page'),
  title: optionalText,
  description: optionalText,
  robots: optionalText,
  ogImage: optionalAsset,
  ogImages: rawList,
  translationGroup: optionalText,
  teaser: rawList,
  body: rawList,
  breadcrumb: rawList,
  footerOverride: z.unknown().optional(),
});

const breadcrumbItemSchema = z.object({ _uid: requiredText, text: requiredText, link: optionalLink }).transform(
  ({ link, ...item }): BreadcrumbItem => (link ? { ...item, link } : item),
);

/**
 * A page's own footer: a `footer` block in the page (a blocks field of one, or the block itself),
 * read like the global footer story. One that does not read is dropped and the global footer shows.
 */
function mapFooterOverride(value: unknown, dropped: string[]): FooterContent | undefined {
  const block: unknown = Array.isArray(value) ? value[0] : value;
  if (block == null || block === '') return undefined;
  const mapped = mapFooterContent(block, dropped);
  if (mapped.ok) return mapped.value;
  dropped.push('footerOverride');
  return undefined;
}

const mapPageContent = contentMapper(pageSchema, (page, dropped): PageContent => ({
  component: 'page',
  title: page.title,
  description: page.description,
  robots: page.robots,
  ogImage: page.ogImage,
  ...(page.ogImages?.length ? { ogImages: keepValid(page.ogImages, assetSchema, 'ogImages', dropped) } : {}),
  translationGroup: page.translationGroup,
  teaser: keepValid(page.teaser ?? undefined, blockSchema, 'teaser', dropped),
  body: keepValid(page.body ?? [], blockSchema, 'body', dropped),
  breadcrumb: keepValid(page.breadcrumb ?? undefined, breadcrumbItemSchema, 'breadcrumb', dropped),
  ...optionalFooterOverride(page.footerOverride, dropped),
}));

function optionalFooterOverride(value: unknown, dropped: string[]): { footerOverride?: FooterContent } {
  const footerOverride = mapFooterOverride(value, dropped);
  return footerOverride ? { footerOverride } : {};
}

const headerItemSchema = z.object({
  _uid: requiredText,
  _editable: editableField,
  type: z.enum(['magazine', 'service', 'account', 'cart']),
  text: z.string(),
  link: linkSchema,
  icon: optionalText,
}) satisfies z.ZodType<HeaderItem>;

const headerSchema = z.object({
  component: z.literal('header'),
  logo: optionalAsset,
  logoAlt: optionalText,
  items: rawList,
  shopNavigation: rawList,
  serviceHotline: optionalText,
  snowEffect: z.boolean().nullish().catch(null),
});

const mapHeaderContent = contentMapper(headerSchema, (header, dropped): HeaderContent => ({
  component: 'header',
  logo: header.logo,
  logoAlt: header.logoAlt,
  items: keepValid(header.items ?? [], headerItemSchema, 'items', dropped),
  shopNavigation: keepValid(header.shopNavigation ?? undefined, shopNavigationItemSchema, 'shopNavigation', dropped),
  serviceHotline: header.serviceHotline,
  ...(header.snowEffect === true ? { snowEffect: true } : {}),
}));

const navigationSchema = z.object({ component: z.literal('navigation'), items: rawList, burger: z.unknown().optional() });

const mapNavigationContent = contentMapper(navigationSchema, (navigation, dropped): NavigationContent => ({
  component: 'navigation',
  items: keepValid(navigation.items ?? [], navigationItemSchema, 'items', dropped),
  burger: mapBurger(navigation.burger, dropped),
}));

/** A burger that cannot be read is left out: the burger then lists the main navigation's items. */
function mapBurger(raw: unknown, dropped: string[]): BurgerNavigation | undefined {
  if (raw == null) return undefined;
  const parsed = burgerNavigationSchema.safeParse(raw);
  if (parsed.success) return parsed.data;
  dropped.push('burger');
  return undefined;
}

const newsletterSchema = z.object({
  headline: requiredText,
  inputPlaceholder: z.string(),
  ctaText: requiredText,
  newsletterText: z.string(),
  privacyNote: optionalRichText,
  backgroundColor: optionalColor,
  textColor: optionalColor,
}) satisfies z.ZodType<NewsletterTexts>;

const footerLinkSchema = z.object({ _uid: requiredText, _editable: editableField, text: requiredText, link: linkSchema });

const footerLinkBoxSchema = z.object({ _uid: requiredText, _editable: editableField, title: z.string(), links: rawList });

const footerReviewsSchema = z
  .object({ headline: requiredText, reviewBaseLink: optionalLink, companyLink: optionalLink, companyLinkText: optionalText })
  .transform((texts) => Object.fromEntries(Object.entries(texts).filter(([, value]) => value !== undefined)) as FooterReviewsTexts);

const footerTileSchema = z
  .object({ _uid: requiredText, _editable: editableField, title: requiredText, text: z.string(), icon: optionalText, link: optionalLink, linkText: optionalText })
  .transform((tile) => Object.fromEntries(Object.entries(tile).filter(([, value]) => value !== undefined)) as FooterTile);

const footerBoxItemSchema = z
  .object({ _uid: requiredText, _editable: editableField, text: requiredText, link: optionalLink, image: optionalAsset, linkImage: optionalFlag, title: optionalText })
  .transform((item) => Object.fromEntries(Object.entries(item).filter(([, value]) => value !== undefined)) as FooterBoxItem);

const footerBoxSchema = z.object({ _uid: requiredText, _editable: editableField, type: z.enum(FOOTER_BOX_TYPES), title: requiredText, text: optionalText, items: rawList });

const footerSchema = z.object({
  component: z.literal('footer'),
  reviews: z.unknown().optional(),
  newsletter: z.unknown().optional(),
  linkBoxes: rawList,
  communicationTiles: rawList,
  seoText: optionalRichText,
  paymentMethods: rawList,
  boxes: rawList,
  serviceText: optionalText,
  copyright: optionalText,
});

const mapFooterContent = contentMapper(footerSchema, (footer, dropped): FooterContent => {
  const newsletter = footer.newsletter == null ? undefined : newsletterSchema.safeParse(footer.newsletter);
  if (newsletter && !newsletter.success) dropped.push('newsletter');
  const linkBoxes = keepValid(footer.linkBoxes ?? [], footerLinkBoxSchema, 'linkBoxes', dropped)?.map(
    (box): FooterLinkBox => ({
      _uid: box._uid,
      ...(box._editable ? { _editable: box._editable } : {}),
      title: box.title,
      links: keepValid(box.links ?? [], footerLinkSchema, `linkBoxes[${box._uid}].links`, dropped) ?? [],
    }),
  );
  const reviews = footer.reviews == null ? undefined : footerReviewsSchema.safeParse(footer.reviews);
  if (reviews && !reviews.success) dropped.push('reviews');
  const boxes = keepValid(footer.boxes ?? undefined, footerBoxSchema, 'boxes', dropped)?.map(
    ({ text, ...box }): FooterBox => ({
      ...box,
      ...(text ? { text } : {}),
      items: keepValid(box.items ?? [], footerBoxItemSchema, `boxes[${box._uid}].items`, dropped) ?? [],
    }),
  );
  const communicationTiles = keepValid(footer.communicationTiles ?? undefined, footerTileSchema, 'communicationTiles', dropped);
  return {
    component: 'footer',
    ...(reviews?.success ? { reviews: reviews.data } : {}),
    newsletter: newsletter?.success ? newsletter.data : undefined,
    linkBoxes,
    ...(communicationTiles ? { communicationTiles } : {}),
    seoText: footer.seoText,
    paymentMethods: (footer.paymentMethods ?? []).filter((method): method is string => typeof method === 'string' && method !== ''),
    ...(boxes ? { boxes } : {}),
    serviceText: footer.serviceText,
    copyright: footer.copyright,
  };
});

export function mapPageStory(raw: unknown): MapResult<PageContent> {
  return mapStory(raw, mapPageContent);
}

export function mapHeaderStory(raw: unknown): MapResult<HeaderContent> {
  return mapStory(raw, mapHeaderContent);
}

export function mapNavigationStory(raw: unknown): MapResult<NavigationContent> {
  return mapStory(raw, mapNavigationContent);
}

export function mapFooterStory(raw: unknown): MapResult<FooterContent> {
  return mapStory(raw, mapFooterContent);
}

export type GlobalStoryKind = 'header' | 'navigation' | 'footer';

export type GlobalContent = { header: HeaderContent; navigation: NavigationContent; footer: FooterContent };

export const globalStoryMappers: { [K in GlobalStoryKind]: (raw: unknown) => MapResult<GlobalContent[K]> } = {
  header: mapHeaderStory,
  navigation: mapNavigationStory,
  footer: mapFooterStory,
};
