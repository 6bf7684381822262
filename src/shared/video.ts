/**
 * Obstacle videos (docs/spec.md §3 Equipment videoUrl): a YouTube or Vimeo address. The server accepts only
 * what this turns into a player, and the web embeds only what it returns, so both sides agree.
 */

/** Longest video address an admin may store; real YouTube and Vimeo links are far shorter. */
export const VIDEO_URL_MAX = 500;

const YOUTUBE_HOSTS = new Set(['youtube.com', 'youtube-nocookie.com']);
const YOUTUBE_ID = /^[A-Za-z0-9_-]{1,64}$/;
const VIMEO_ID = /^\d{1,20}$/;

const youtubePlayer = (id: string | undefined) =>
  id && YOUTUBE_ID.test(id) ? `https://www.youtube-nocookie.com/embed/${id}` : null;

const vimeoPlayer = (id: string | undefined) =>
  id && VIMEO_ID.test(id) ? `https://player.vimeo.com/video/${id}` : null;

/**
 * The embed player address of a YouTube link (watch?v=, youtu.be/, shorts/, live/, embed/) or a
 * Vimeo link (vimeo.com/<id>, player.vimeo.com/video/<id>); null for anything else, other sites and
 * schemes such as javascript: included.
 */
export function videoEmbedUrl(videoUrl: string): string | null {
  let url: URL;
  try {
    url = new URL(videoUrl.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password) return null;
  const host = url.hostname.toLowerCase().replace(/^(?:www\.|m\.)/, '');
  const [first, second, ...rest] = url.pathname.split('/').filter(Boolean);
  if (YOUTUBE_HOSTS.has(host)) {
    if (first === 'watch' && second === undefined)
      return youtubePlayer(url.searchParams.get('v') ?? undefined);
    if (['shorts', 'live', 'embed'].includes(first ?? '') && rest.length === 0) return youtubePlayer(second);
    return null;
  }
  if (host === 'youtu.be') return second === undefined ? youtubePlayer(first) : null;
  if (host === 'vimeo.com') return second === undefined ? vimeoPlayer(first) : null;
  if (host === 'player.vimeo.com' && first === 'video' && rest.length === 0) return vimeoPlayer(second);
  return null;
}

/** Whether an address is a YouTube or Vimeo video the obstacle pages can play. */
export function isVideoUrl(videoUrl: string): boolean {
  return videoEmbedUrl(videoUrl) !== null;
}
