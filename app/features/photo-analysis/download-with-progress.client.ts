/**
 * Downloads several files at once and reports the fraction of their bytes received so far. The total comes from
 * the responses' Content-Length; a compressed response announces fewer bytes than its body yields, so the
 * fraction is capped at 1, and it is not reported at all when a length is missing.
 */
export async function downloadWithProgress(urls: readonly string[], onProgress: (fraction: number) => void): Promise<Uint8Array[]> {
  const responses = await Promise.all(urls.map((url) => fetch(url)));
  const failed = responses.find((response) => !response.ok || !response.body);
  if (failed) throw new Error(`download failed: ${failed.url} (${failed.status})`);
  const lengths = responses.map((response) => Number(response.headers.get('content-length')));
  const total = lengths.every((length) => Number.isFinite(length) && length > 0) ? lengths.reduce((sum, length) => sum + length, 0) : 0;
  let received = 0;
  return Promise.all(
    responses.map(async (response) => {
      const reader = response.body!.getReader();
      const chunks: Uint8Array[] = [];
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        chunks.push(value);
        received += value.byteLength;
        if (total > 0) onProgress(Math.min(1, received / total));
      }
      const bytes = new Uint8Array(chunks.reduce((sum, chunk) => sum + chunk.byteLength, 0));
      let offset = 0;
      for (const chunk of chunks) {
        bytes.set(chunk, offset);
        offset += chunk.byteLength;
      }
      return bytes;
    }),
  );
}
