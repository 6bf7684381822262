import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../lib/test-render';
import { ImageUpload } from './ImageUpload';

afterEach(() => vi.restoreAllMocks());

/** A form's part: it keeps the file the field hands back. */
function EquipmentImage({
  onChange,
  currentUrl,
}: {
  onChange: (file: File | null) => void;
  currentUrl?: string;
}) {
  const [file, setFile] = useState<File | null>(null);
  const keep = (next: File | null) => {
    setFile(next);
    onChange(next);
  };
  return (
    <ImageUpload label="Image" value={file} onChange={keep} currentUrl={currentUrl} maxBytes={1024 * 1024} />
  );
}

function renderUpload(currentUrl?: string) {
  const onChange = vi.fn();
  const view = renderWithProviders(<EquipmentImage onChange={onChange} currentUrl={currentUrl} />);
  return { onChange, ...view };
}

const png = (name: string, bytes: number) => new File([new Uint8Array(bytes)], name, { type: 'image/png' });

function choose(file: File) {
  fireEvent.change(screen.getByLabelText('Image'), { target: { files: [file] } });
}

describe('ImageUpload', () => {
  it("says 'No Image' when there is none and accepts image files only", () => {
    renderUpload();
    expect(screen.getByText('No Image')).toBeTruthy();
    expect(screen.getByLabelText('Image').getAttribute('accept')).toBe('image/*');
    expect(screen.getByText('One image, up to 1 MB.')).toBeTruthy();
  });

  it('shows the stored image until another is chosen', () => {
    renderUpload('/uploads/wall.webp');
    expect(screen.getByRole('img', { name: 'Image' }).getAttribute('src')).toBe('/uploads/wall.webp');
    expect(screen.queryByText('No Image')).toBeNull();
    expect(screen.getByRole('button', { name: 'Change image' })).toBeTruthy();
  });

  it('hands back a chosen image up to the size limit and previews it', () => {
    const { onChange } = renderUpload();
    const file = png('wall.png', 1024 * 1024);
    choose(file);
    expect(onChange).toHaveBeenCalledWith(file);
    expect(screen.getByRole('img', { name: 'Chosen image wall.png' }).getAttribute('src')).toMatch(/^blob:/);
    expect(screen.queryByText('No Image')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Remove image' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(screen.getByText('No Image')).toBeTruthy();
  });

  it('refuses a file over the limit before sending anything', () => {
    const { onChange } = renderUpload();
    choose(png('huge.png', 1.5 * 1024 * 1024));
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByText('“huge.png” is 1.5 MB; the largest image allowed is 1 MB.')).toBeTruthy();
    expect(screen.getByLabelText('Image').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('No Image')).toBeTruthy();
  });

  it('refuses a file that is not an image, and clears the message once a good one is chosen', () => {
    const { onChange } = renderUpload();
    choose(new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByText('“notes.txt” is not an image file.')).toBeTruthy();

    choose(png('wall.png', 10));
    expect(screen.queryByText('“notes.txt” is not an image file.')).toBeNull();
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('releases each preview when the image changes and when the form goes away', () => {
    const revoke = vi.spyOn(URL, 'revokeObjectURL');
    const { unmount } = renderUpload();
    choose(png('first.png', 10));
    const first = screen.getByRole('img').getAttribute('src');
    choose(png('second.png', 10));
    const second = screen.getByRole('img').getAttribute('src');
    expect(second).not.toBe(first);
    expect(revoke.mock.calls).toEqual([[first]]);

    unmount();
    expect(revoke.mock.calls).toEqual([[first], [second]]);
  });
});
