/**
 * A playable embed address for a video link: YouTube and Vimeo page links become their embed
 * players; other http(s) addresses are used as given; anything else (javascript:, data:) is refused.
 */
export function toEmbedUrl(videoUrl: string): string | null {
  let url: URL;
  try {
    url = new URL(videoUrl);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.replace(/^www\.|^m\./, '');
  if (host === 'youtube.com' && url.pathname === '/watch' && url.searchParams.get('v')) {
    return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(url.searchParams.get('v') ?? '')}`;
  }
  if (host === 'youtube.com' && url.pathname.startsWith('/shorts/')) {
    return `https://www.youtube-nocookie.com/embed/${url.pathname.split('/')[2]}`;
  }
  if (host === 'youtu.be' && url.pathname.length > 1) {
    return `https://www.youtube-nocookie.com/embed/${url.pathname.slice(1)}`;
  }
  if (host === 'vimeo.com' && /^\/\d+$/.test(url.pathname)) {
    return `https://player.vimeo.com/video${url.pathname}`;
  }
  return url.toString();
}
