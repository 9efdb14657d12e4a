/** The story file shapes both channels' generators write (docs/content-model.md). */

export type Link = { linktype: 'url'; url: string } | { linktype: 'story'; cached_url: string; anchor?: string } | { linktype: 'email'; email: string };
export type Asset = { filename: string; alt: string };
export type Block = { _uid: string; component: string; [field: string]: unknown };
export type Content = { component: string; [field: string]: unknown };

export type PageContent = {
  component: 'page';
  title: string;
  description: string;
  robots?: 'index,follow';
  ogImage: Asset;
  translationGroup: string;
  teaser?: Block[];
  body: Block[];
  /** The trail below home, the page itself last (docs/content-model.md, Breadcrumb). */
  breadcrumb?: Block[];
};

export type StoryFile = { uuid: string; name: string; published: Content | null; draft?: Content };

/** Story files of one channel keyed by `{locale}/{path}`: the file below the channel folder without `.json`. */
export type Stories = Map<string, StoryFile>;

export function serializeStory(story: StoryFile): string {
  return `${JSON.stringify(story, null, 2)}\n`;
}
