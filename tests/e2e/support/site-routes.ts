import type { APIRequestContext } from '@playwright/test';

export { postBreadcrumbs, specBreadcrumbs, specRoutes } from '../../support/spec-routes';

/** The post pages, as a visitor finds them: the Read More links of the blog list. */
export async function blogPostPaths(request: APIRequestContext): Promise<string[]> {
  const response = await request.get('/resources/our-blog');
  if (!response.ok()) throw new Error(`/resources/our-blog answered ${response.status()}`);
  const html = await response.text();
  const paths = [...html.matchAll(/href="(\/our-blog\/[^"#?]+)"/g)].map((m) => m[1]!);
  return [...new Set(paths)];
}
