import { describe, expect, it } from 'vitest';
import { toEmbedUrl } from './videoEmbed';

describe('toEmbedUrl', () => {
  it('turns YouTube and Vimeo page links into their players', () => {
    expect(toEmbedUrl('https://www.youtube.com/watch?v=abc123')).toBe(
      'https://www.youtube-nocookie.com/embed/abc123',
    );
    expect(toEmbedUrl('https://youtu.be/abc123')).toBe('https://www.youtube-nocookie.com/embed/abc123');
    expect(toEmbedUrl('https://youtube.com/shorts/xyz')).toBe('https://www.youtube-nocookie.com/embed/xyz');
    expect(toEmbedUrl('https://vimeo.com/12345')).toBe('https://player.vimeo.com/video/12345');
  });

  it('keeps other web addresses and refuses other schemes', () => {
    expect(toEmbedUrl('https://www.youtube.com/embed/abc')).toBe('https://www.youtube.com/embed/abc');
    expect(toEmbedUrl('javascript:alert(1)')).toBeNull();
    expect(toEmbedUrl('not a url')).toBeNull();
  });
});
