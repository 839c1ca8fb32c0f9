import type { BlogContent, BlogPost } from '@docusaurus/plugin-content-blog';
import { latestPost } from '../index';

const post = (title: string, date: string, unlisted = false): BlogPost =>
  ({ id: title, metadata: { title, date: new Date(date), permalink: `/es/blog/${title}`, unlisted } }) as BlogPost;
const blog = (...blogPosts: BlogPost[]): BlogContent => ({ blogPosts }) as BlogContent;

describe('latestPost', () => {
  it('is the newest listed post, whatever the order, with an ISO date', () => {
    expect(latestPost(blog(post('a', '2026-03-27'), post('b', '2026-05-29'), post('c', '2024-03-11')))).toEqual({
      title: 'b',
      date: '2026-05-29T00:00:00.000Z',
      permalink: '/es/blog/b',
    });
  });

  it('skips unlisted posts', () => {
    expect(latestPost(blog(post('hidden', '2026-12-01', true), post('shown', '2026-05-29')))?.title).toBe('shown');
  });

  it('is null without a blog or without listed posts', () => {
    expect(latestPost(undefined)).toBeNull();
    expect(latestPost(blog(post('hidden', '2026-12-01', true)))).toBeNull();
  });
});
