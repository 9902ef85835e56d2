import { describe, expect, it } from 'vitest';
import { pageMeta } from './page-meta';

const args = {
  location: { pathname: '/alertas/' },
  matches: [{ id: 'root', loaderData: { publicUrl: 'https://alameda.example' } }],
};

describe('pageMeta', () => {
  it('keeps a personal link out of search engines and referrers, and its token out of the canonical address', () => {
    const tags = pageMeta(args, { title: 'Tus alertas de búsqueda', personalLink: true });
    expect(tags).toContainEqual({ name: 'robots', content: 'noindex, nofollow' });
    expect(tags).toContainEqual({ name: 'referrer', content: 'no-referrer' });
    expect(tags).toContainEqual({
      tagName: 'link',
      rel: 'canonical',
      href: 'https://alameda.example/alertas/',
    });
  });

  it('lets other pages be indexed', () => {
    const tags = pageMeta(args, { title: 'Contacto' });
    expect(tags.some((tag) => 'name' in tag && tag.name === 'robots')).toBe(false);
  });
});
