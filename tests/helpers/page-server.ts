import type { FastifyReply, FastifyRequest } from 'fastify'
import { pageCacheKey, sendPage } from '../../platform/cached-response'
import type { PageCache, RenderedPage } from '../../platform/page-cache'

/**
 * Answers a page as server/ssr.ts does: from the page cache when the request has a cache key (keeping only 200s),
 * rendered afresh otherwise.
 */
export async function answerPage(
  cache: PageCache,
  request: FastifyRequest,
  reply: FastifyReply,
  render: () => Promise<RenderedPage>,
) {
  const key = pageCacheKey(request.method, request.url, request.headers)
  const page = key === undefined ? await render() : await cache.get(key, render, (p) => p.status === 200)
  return sendPage(request, reply, page)
}
