export type MultipartPart = { file: Buffer; filename: string; type: string } | string;

/** A real multipart/form-data body, as a browser's FormData sends it, for app.inject. */
export async function multipartBody(parts: Record<string, MultipartPart | MultipartPart[]>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(parts))
    for (const part of Array.isArray(value) ? value : [value]) {
      if (typeof part === 'string') form.append(name, part);
      else form.append(name, new Blob([new Uint8Array(part.file)], { type: part.type }), part.filename);
    }
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  };
}
