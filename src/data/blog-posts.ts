/**
 * Every post of the published GeyserMC blog (GeyserWebsite, blog/*.md): its slug and the date of the
 * announcement it covers. Readers and the Discord #blog-feed link these URLs, so each post must stay at
 * its slug and carry its date: `redirects.ts` lists them among the shipped URLs, and the blog's
 * end-to-end test opens each one.
 */
export interface PublishedPost {
  readonly slug: string;
  /** `YYYY-MM-DD`; the post's file name in blog/ starts with it. */
  readonly date: string;
}

export const publishedPosts: readonly PublishedPost[] = [
  {slug: '1-18-release-and-more', date: '2021-12-28'},
  {slug: 'looking-back-at-2022', date: '2023-01-02'},
  {slug: 'four-years-of-geyser', date: '2023-07-08'},
  {slug: 'geyser-1-20-5', date: '2024-05-02'},
  {slug: 'raknet-amplification-attack', date: '2024-05-05'},
  {slug: 'early-packet-handling-attack', date: '2025-11-30'},
];
