/** The HTTP answer both image routes give: a drawn card with its length and the route's cache policy. */
export function createPngResponse(image: Uint8Array, cacheControl: string): Response {
  return new Response(new Uint8Array(image), {
    headers: { 'content-type': 'image/png', 'content-length': String(image.length), 'cache-control': cacheControl },
  });
}
