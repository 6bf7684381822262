/** Where the API lives. Same origin in the app; tests point it at a throwaway local server. */
let baseUrl = '';

export function configureApiClient(options: { baseUrl: string }): void {
  baseUrl = options.baseUrl.replace(/\/+$/, '');
}

/** '/Location/ListAll' → '<base>/api/Location/ListAll'. */
export function apiUrl(path: string): string {
  return `${baseUrl}/api${path.startsWith('/') ? path : `/${path}`}`;
}
