import type { ArticleSection } from '../../contract/sections/article-section';

/**
 * An article section's query keys, all under its name (`['news', 'list']`, as the news' were when
 * written by hand): the device's stored cache and the dashboard's newest news share them.
 */
export function articleKeys<const Name extends string>({
  name,
}: Pick<ArticleSection<Name>, 'name'>) {
  return {
    all: [name] as const,
    list: () => [name, 'list'] as const,
    detail: (id: number) => [name, 'detail', id] as const,
    /** The `n` newest items (the dashboard's own call). */
    last: (n: number) => [name, 'last', n] as const,
  };
}
