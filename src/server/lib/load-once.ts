/**
 * `load` run at the first call, its promise kept for every later call. A failure is not kept: the
 * next call loads again. For what a start leaves out and the first use brings in (sharp, nodemailer,
 * Swagger UI's files).
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
}
