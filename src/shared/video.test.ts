import { describe, expect, it } from 'vitest';
import { isVideoUrl, videoEmbedUrl } from './video';

describe('videoEmbedUrl', () => {
  it('turns YouTube page links into the privacy-enhanced player', () => {
    for (const link of [
      'https://www.youtube.com/watch?v=abc123',
      'https://youtube.com/watch?v=abc123&t=42s',
      'http://m.youtube.com/watch?v=abc123',
      'https://youtu.be/abc123',
      'https://youtu.be/abc123/',
      'https://youtube.com/shorts/abc123',
      'https://www.youtube.com/live/abc123',
      'https://www.youtube.com/embed/abc123',
      'https://www.youtube-nocookie.com/embed/abc123',
      '  https://youtu.be/abc123  ',
    ])
      expect(videoEmbedUrl(link), link).toBe('https://www.youtube-nocookie.com/embed/abc123');
  });

  it('turns Vimeo page and player links into the Vimeo player', () => {
    expect(videoEmbedUrl('https://vimeo.com/12345')).toBe('https://player.vimeo.com/video/12345');
    expect(videoEmbedUrl('https://player.vimeo.com/video/12345')).toBe(
      'https://player.vimeo.com/video/12345',
    );
  });

  it('refuses other sites, schemes, odd ids and other YouTube pages', () => {
    for (const link of [
      'javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'not a url',
      '',
      'https://example.com/watch?v=abc123',
      'https://youtube.com.evil.example/watch?v=abc123',
      'https://www.youtube.com/watch',
      'https://www.youtube.com/watch?v=<script>',
      'https://www.youtube.com/channel/abc',
      'https://youtu.be/',
      'https://vimeo.com/channels/staffpicks',
      'https://vimeo.com/abc',
      'https://user:pass@youtu.be/abc123',
      'ftp://youtu.be/abc123',
    ])
      expect(videoEmbedUrl(link), link).toBeNull();
  });

  it('isVideoUrl says whether a link plays', () => {
    expect(isVideoUrl('https://youtu.be/abc123')).toBe(true);
    expect(isVideoUrl('https://example.com/video.mp4')).toBe(false);
  });
});
