import type { FastifyInstance } from "fastify";

/**
 * Storefront addresses that moved: a permanent redirect keeps old links and search results
 * working and tells crawlers which address to keep. The storefront's router redirects the
 * same way for navigation inside the app (one About page at /aboutus:
 * docs/requirements/content-pages.md#about).
 */
export const PAGE_REDIRECTS: Record<string, string> = { "/about": "/aboutus" };

export function registerPageRedirects(app: FastifyInstance): void {
  for (const [from, to] of Object.entries(PAGE_REDIRECTS)) {
    app.get(from, (request, reply) => {
      const query = request.url.indexOf("?");
      return reply.redirect(query === -1 ? to : `${to}${request.url.slice(query)}`, 301);
    });
  }
}
