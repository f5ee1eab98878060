import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useObjectUrl } from '@/features/training-lines/use-object-url';

function Preview({ file }: { file: File | null }) {
  const url = useObjectUrl(file);
  return url ? <img src={url} alt="Vista previa" /> : <p>Sin imagen</p>;
}

describe('useObjectUrl', () => {
  it('makes one URL per file, shares it, and revokes it when the last preview goes', () => {
    let made = 0;
    const create = vi.spyOn(URL, 'createObjectURL').mockImplementation(() => {
      made += 1;
      return `blob:preview-${String(made)}`;
    });
    const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const first = new File(['a'], 'a.png', { type: 'image/png' });
    const second = new File(['b'], 'b.png', { type: 'image/png' });

    const view = render(
      <>
        <Preview file={first} />
        <Preview file={first} />
      </>,
    );
    expect(screen.getAllByRole('img').map((img) => img.getAttribute('src'))).toEqual([
      'blob:preview-1',
      'blob:preview-1',
    ]);
    expect(create).toHaveBeenCalledTimes(1);

    // Another file replaces it in both: the old URL is revoked once, the new one made once.
    view.rerender(
      <>
        <Preview file={second} />
        <Preview file={second} />
      </>,
    );
    expect(revoke).toHaveBeenCalledWith('blob:preview-1');
    expect(screen.getAllByRole('img')[0]).toHaveAttribute('src', 'blob:preview-2');

    view.rerender(<Preview file={null} />);
    expect(revoke).toHaveBeenCalledWith('blob:preview-2');
    expect(screen.getByText('Sin imagen')).toBeInTheDocument();
    expect(revoke).toHaveBeenCalledTimes(2);
  });
});
