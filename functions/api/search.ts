/**
 * Cloudflare Pages Function for `GET /api/search` (docs/design/search-api.md). Everything but the binding
 * to the deployment's own files lives in src/lib/search-api, where it is unit-tested. Hosts without Pages
 * Functions (Netlify, GitHub Pages) do not run this file; there `/api/search` answers with the 404 page.
 */
import {createSearchApi} from '../../src/lib/search-api/handler';
import {DATA_CACHE} from '../../src/plugins/hosting/headers';

/** The part of the Pages Function context this function uses. */
interface Context {
  request: Request;
  env: {ASSETS: {fetch(input: Request | string | URL): Promise<Response>}};
}

let api: ReturnType<typeof createSearchApi> | undefined;

export function onRequest({request, env}: Context): Promise<Response> {
  // The index is loaded through the deployment's own asset binding, never over the network.
  api ??= createSearchApi({
    fetchAsset: (path) => env.ASSETS.fetch(new URL(path, request.url)),
    cacheControl: DATA_CACHE,
  });
  return api.handle(request);
}
